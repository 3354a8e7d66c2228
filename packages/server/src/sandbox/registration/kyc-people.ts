import type { AadhaarRecord, KycRecord } from '../../areas/registration/kyc/kyc-sources.ts';

/** What the sandbox registries know of a demo person. */
export interface DemoKycPerson {
  pan: string;
  /** What this PAN shows at the registries. */
  situation: string;
  record: KycRecord;
  kra?: { status: 'REGISTERED' | 'ON_HOLD'; agency: string };
  ckycNo?: string;
  aadhaarLast4: string;
  /** The sandbox bank account in this person's name (see penny-drop.ts). */
  bank: { ifsc: string; accountNumber: string };
}

/** The demo PANs by what the registries answer for them. */
export const DEMO_KYC_PANS = {
  compliant: 'AKWPI4821K',
  kraOnly: 'BQRPD7315L',
  ckycOnly: 'CHNPN2047R',
  notFound: 'DLMPM5562Q',
  kraOnHold: 'EGHPQ8903D',
} as const;

/** The demo applicants: individual PANs (fourth letter P, fifth the surname's initial). */
export const DEMO_KYC_PEOPLE: readonly DemoKycPerson[] = [
  {
    pan: DEMO_KYC_PANS.compliant,
    situation: 'KYC-compliant at KRA and CKYC',
    record: {
      name: 'Priya Ramesh Iyer',
      dob: '1988-03-14',
      gender: 'F',
      fatherName: 'Ramesh Subramanian Iyer',
      address: {
        line1: 'Flat 12B, Sea Breeze Apartments',
        line2: 'Carter Road, Bandra West',
        city: 'Mumbai',
        stateCode: 'MH',
        pincode: '400050',
        countryId: 'IN',
      },
      mobileMasked: 'XXXXXX4321',
      emailMasked: 'pr****@gmail.com',
    },
    kra: { status: 'REGISTERED', agency: 'CVL KRA' },
    ckycNo: '30012345678912',
    aadhaarLast4: '7788',
    bank: { ifsc: 'HDFC0000408', accountNumber: '50100234567812' },
  },
  {
    pan: DEMO_KYC_PANS.kraOnly,
    situation: 'KRA only (not in CKYC)',
    record: {
      name: 'Rahul Anil Deshmukh',
      dob: '1985-11-02',
      gender: 'M',
      fatherName: 'Anil Vasant Deshmukh',
      address: {
        line1: '24, Shree Niwas',
        line2: 'Prabhat Road, Erandwane',
        city: 'Pune',
        stateCode: 'MH',
        pincode: '411004',
        countryId: 'IN',
      },
      mobileMasked: 'XXXXXX9087',
      emailMasked: 'ra****@yahoo.co.in',
    },
    kra: { status: 'REGISTERED', agency: 'NDML KRA' },
    aadhaarLast4: '3140',
    bank: { ifsc: 'SBIN0000300', accountNumber: '32145678901' },
  },
  {
    pan: DEMO_KYC_PANS.ckycOnly,
    situation: 'CKYC only (not at a KRA)',
    record: {
      name: 'Lakshmi Narayanan',
      dob: '1979-06-21',
      gender: 'F',
      fatherName: 'Krishnan Narayanan',
      address: {
        line1: '7/3 Venkatanarayana Road',
        line2: 'T. Nagar',
        city: 'Chennai',
        stateCode: 'TN',
        pincode: '600017',
        countryId: 'IN',
      },
      mobileMasked: 'XXXXXX5562',
      emailMasked: 'la****@outlook.com',
    },
    ckycNo: '50098765432101',
    aadhaarLast4: '2219',
    bank: { ifsc: 'CNRB0004329', accountNumber: '4329101004567' },
  },
  {
    pan: DEMO_KYC_PANS.notFound,
    situation: 'Not found at KRA or CKYC (KYC through DigiLocker)',
    record: {
      name: 'Arjun Vikram Mehta',
      dob: '1996-08-09',
      gender: 'M',
      fatherName: 'Vikram Mehta',
      address: {
        line1: 'House 1142, Sector 15',
        line2: 'Near Huda Market',
        city: 'Gurugram',
        stateCode: 'HR',
        pincode: '122001',
        countryId: 'IN',
      },
      mobileMasked: 'XXXXXX6610',
      emailMasked: 'ar****@gmail.com',
    },
    aadhaarLast4: '9052',
    bank: { ifsc: 'KKBK0000261', accountNumber: '7412589630' },
  },
  {
    pan: DEMO_KYC_PANS.kraOnHold,
    situation: "KRA 'on hold' (not in CKYC)",
    record: {
      name: 'Farhan Imran Qureshi',
      dob: '1992-01-30',
      gender: 'M',
      fatherName: 'Imran Qureshi',
      address: {
        line1: 'H.No. 8-2-293/82, Road No. 5',
        line2: 'Banjara Hills',
        city: 'Hyderabad',
        stateCode: 'TS',
        pincode: '500034',
        countryId: 'IN',
      },
      mobileMasked: 'XXXXXX2048',
      emailMasked: 'fa****@rediffmail.com',
    },
    kra: { status: 'ON_HOLD', agency: 'CAMS KRA' },
    aadhaarLast4: '4436',
    bank: { ifsc: 'ICIC0001658', accountNumber: '165801503214' },
  },
];

/** The e-Aadhaar DigiLocker shares for a demo person (the same person as the registries know). */
export function aadhaarOf(person: DemoKycPerson): AadhaarRecord {
  const { name, dob, gender, address } = person.record;
  return { name, dob, gender, address, aadhaarLast4: person.aadhaarLast4 };
}
