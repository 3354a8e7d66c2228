import type { accountHolders, accounts, branches, partners } from '../db/schema/core.ts';

/** Demo data: the password of every demo investor. Not a secret — printed at start and in the README. */
export const demoPassword = 'Demo@1234';

export const demoBranch: typeof branches.$inferInsert = {
  brCode: 'SRT01',
  njBrCode: 'NJB-SRT-001',
  name: 'Surat Ring Road Branch',
  city: 'Surat',
  state: 'Gujarat',
  address: '4th Floor, Trade Centre, Ring Road, Surat 395002',
  phone: '0261-4012345',
  email: 'surat.branch@ewealth.example.in',
};

export const demoPartner: typeof partners.$inferInsert = {
  partnerCode: 'P10234',
  brCode: 'SRT01',
  companyName: 'Wealthwise Financial Services Pvt. Ltd.',
  arn: 'ARN-104523',
  euin: 'E123456',
  relationshipHandlerName: 'Neha Kulkarni',
  relationshipHandlerDesignation: 'Senior Relationship Manager',
  logoFile: 'partner-logo-P10234.png',
  photoFile: 'rh-photo-P10234.jpg',
  productBasket: 'Mutual Funds,Stocks,Fixed Income,Loans,National Pension Scheme',
  captionProductBasket: 'Products you can invest in through your partner',
  contacts: [
    { mobileNo: '9823012345', emailId: 'neha.kulkarni@wealthwise.example.in' },
    { mobileNo: '', emailId: 'care@wealthwise.example.in' },
  ],
  media: [
    { mediaLink: 'https://www.facebook.com/wealthwise.example', mediaIconLink: 'facebook.svg' },
    { mediaLink: 'https://www.linkedin.com/company/wealthwise-example', mediaIconLink: 'linkedin.svg' },
    { mediaLink: 'https://www.youtube.com/@wealthwise-example', mediaIconLink: 'youtube.svg' },
  ],
};

/**
 * The situations a demo investor shows, by name: the sandbox makes a fresh investor in any of them
 * (POST /sandbox/api/investors), so each journey logs in as an investor of its own.
 */
export const SITUATIONS = [
  'plain',
  'pan-aadhaar',
  'fatca-gate',
  'dp-charges',
  'dp-charges-optional',
  'email-unverified',
  'ask-login-id',
  'password-expired',
  'emf',
  're-kyc',
  'deactivated',
  'recover',
] as const;
export type Situation = (typeof SITUATIONS)[number];

export type DemoAccount = Omit<typeof accounts.$inferInsert, 'passwordHash' | 'brCode' | 'partnerCode'> & {
  /** The situation's name, and the situation as the start-up banner describes it. */
  kind: Situation;
  situation: string;
  jointHolders?: { holderCode: 'S' | 'T'; name: string; panNo: string }[];
};

const base = { mfMode: 'DEMAT', taxStatus: '1', accType: 'TAC' as const };

/** The demo investors of issue 3's table; each login shows one situation. */
export const demoAccounts: DemoAccount[] = [
  {
    ...base,
    njAcNo: '50000001',
    kind: 'plain',
    situation: 'TAC account, every gate clear, personalised login id demo.investor',
    personalizedLoginId: 'demo.investor',
    appName: 'Rajesh Kumar Sharma',
    panNo: 'ABCPS1234K',
    email: 'rajesh.sharma@example.in',
    mobile: '9876543210',
    authorizationModule: true,
    displayPhotoFile: 'investor-50000001.jpg',
    jointHolders: [{ holderCode: 'S', name: 'Meena Rajesh Sharma', panNo: 'BCDPS2345L' }],
  },
  {
    ...base,
    njAcNo: '50000002',
    kind: 'pan-aadhaar',
    situation: 'PAN-Aadhaar seeding pending',
    appName: 'Priya Venkataraman',
    panNo: 'CDEPV3456M',
    email: 'priya.venkat@example.in',
    mobile: '9845012378',
    panAadhaarStatus: 'pending',
  },
  {
    ...base,
    njAcNo: '50000003',
    kind: 'fatca-gate',
    situation: 'FATCA declaration pending',
    appName: 'Amit Dinesh Patel',
    panNo: 'DEFPP4567N',
    email: 'amit.patel@example.in',
    mobile: '9825098765',
    fatcaDeclarationPending: true,
  },
  {
    ...base,
    njAcNo: '50000004',
    kind: 'dp-charges',
    situation: 'DP charges pending, mandatory (account deactivated)',
    appName: 'Sunita Prakash Deshmukh',
    panNo: 'EFGPD5678P',
    email: 'sunita.deshmukh@example.in',
    mobile: '9822334455',
    dpCharges: 'mandatory',
  },
  {
    ...base,
    njAcNo: '50000005',
    kind: 'dp-charges-optional',
    situation: 'DP charges pending, optional',
    appName: 'Mohammed Irfan Shaikh',
    panNo: 'FGHPS6789Q',
    email: 'irfan.shaikh@example.in',
    mobile: '9867001122',
    taxStatus: '11',
    dpCharges: 'optional',
  },
  {
    ...base,
    njAcNo: '50000006',
    kind: 'email-unverified',
    situation: 'e-mail not verified',
    appName: 'Ananya Banerjee',
    panNo: 'GHIPB7890R',
    email: 'ananya.banerjee@example.in',
    mobile: '9831045678',
    emailVerified: false,
  },
  {
    ...base,
    njAcNo: '50000007',
    kind: 'ask-login-id',
    situation: 'asked for a personalised login id, has none yet',
    appName: 'Vikram Singh Rathore',
    panNo: 'HIJPR8901S',
    email: 'vikram.rathore@example.in',
    mobile: '9414023456',
    askPersonalizedLogin: true,
  },
  {
    ...base,
    njAcNo: '50000008',
    kind: 'password-expired',
    situation: 'password expired (forced change)',
    appName: 'Lakshmi Narayanan Iyer',
    panNo: 'IJKPI9012T',
    email: 'lakshmi.iyer@example.in',
    mobile: '9444098761',
    passwordExpired: true,
  },
  {
    ...base,
    njAcNo: '50000009',
    kind: 'emf',
    situation: 'EMF account (E-Wealth MF)',
    accType: 'EMF',
    mfMode: 'NON-DEMAT',
    appName: 'Arjun Mehta',
    panNo: 'JKLPM0123U',
    email: 'arjun.mehta@example.in',
    mobile: '9820567890',
  },
  {
    ...base,
    njAcNo: '50000010',
    kind: 're-kyc',
    situation: 're-KYC mandatory',
    appName: 'Kavita Ramesh Joshi',
    panNo: 'KLMPJ1234V',
    email: 'kavita.joshi@example.in',
    mobile: '9970123456',
    reKyc: 'mandatory',
  },
  {
    ...base,
    njAcNo: '50000011',
    kind: 'deactivated',
    situation: 'PAN-Aadhaar seeding pending and deactivated (flag Y)',
    appName: 'Suresh Babu Reddy',
    panNo: 'LMNPR2345W',
    email: 'suresh.reddy@example.in',
    mobile: '9848076543',
    panAadhaarStatus: 'pending',
    panAadhaarDeactivated: true,
    jointHolders: [{ holderCode: 'S', name: 'Padma Suresh Reddy', panNo: 'MNOPR3456X' }],
  },
  {
    ...base,
    njAcNo: '50000012',
    kind: 'recover',
    situation:
      'every gate clear, personalised login id nisha.recover: try Forgot Password and Forgot Login ID',
    personalizedLoginId: 'nisha.recover',
    appName: 'Nisha Kapoor',
    panNo: 'NOPPK4567Y',
    email: 'nisha.kapoor@example.in',
    mobile: '9811054321',
  },
];

export type DemoHolder = typeof accountHolders.$inferInsert;
