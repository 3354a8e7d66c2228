import type { ClientDocumentLanguage } from '@ewa/api';

/** Where the footer's client documents are downloaded from (served by this area). */
export const CLIENT_DOCUMENTS_PREFIX = '/ewa/documents/client/';

/** The 19 languages the client documents are published in (spec 000 §9), English first. */
export const documentLanguages = [
  { code: 'en', language: 'English', nativeName: 'English' },
  { code: 'hi', language: 'Hindi', nativeName: 'हिन्दी' },
  { code: 'as', language: 'Assamese', nativeName: 'অসমীয়া' },
  { code: 'bn', language: 'Bengali', nativeName: 'বাংলা' },
  { code: 'gu', language: 'Gujarati', nativeName: 'ગુજરાતી' },
  { code: 'kn', language: 'Kannada', nativeName: 'ಕನ್ನಡ' },
  { code: 'ks', language: 'Kashmiri', nativeName: 'کٲشُر' },
  { code: 'kok', language: 'Konkani', nativeName: 'कोंकणी' },
  { code: 'ml', language: 'Malayalam', nativeName: 'മലയാളം' },
  { code: 'mni', language: 'Manipuri', nativeName: 'মৈতৈলোন্' },
  { code: 'mr', language: 'Marathi', nativeName: 'मराठी' },
  { code: 'ne', language: 'Nepali', nativeName: 'नेपाली' },
  { code: 'or', language: 'Odia', nativeName: 'ଓଡ଼ିଆ' },
  { code: 'pa', language: 'Punjabi', nativeName: 'ਪੰਜਾਬੀ' },
  { code: 'sa', language: 'Sanskrit', nativeName: 'संस्कृतम्' },
  { code: 'sd', language: 'Sindhi', nativeName: 'سنڌي' },
  { code: 'ta', language: 'Tamil', nativeName: 'தமிழ்' },
  { code: 'te', language: 'Telugu', nativeName: 'తెలుగు' },
  { code: 'ur', language: 'Urdu', nativeName: 'اردو' },
] as const;

/** The documents every language has: the investor's rights, the risks, and the do's and don'ts. */
export const clientDocumentKinds = [
  {
    key: 'rights-and-obligations',
    title: 'Rights and Obligations of Investors',
    text: [
      'You have the right to receive a copy of the account opening documents, a contract note or account statement for every transaction, and your funds and securities within the time the regulations allow.',
      'You are obliged to give correct and complete details, to keep your KYC up to date, and to inform your distributor of any change of address, bank account or contact details.',
    ],
  },
  {
    key: 'risk-disclosure',
    title: 'Risk Disclosure Document',
    text: [
      'Mutual fund units and securities are subject to market risks. Past performance does not guarantee future returns. The value of an investment may go up or down.',
      'Read the scheme information document and the key information memorandum before investing, and invest only after understanding the risks involved.',
    ],
  },
  {
    key: 'dos-and-donts',
    title: "Do's and Don'ts for Investors",
    text: [
      'Do transact only through registered intermediaries, check your statements regularly, and keep your login details secret.',
      "Don't share your password or one-time password with anyone, don't pay in cash, and don't act on unsolicited tips.",
    ],
  },
] as const;

export function clientDocumentList(): ClientDocumentLanguage[] {
  return documentLanguages.map((lang) => ({
    language: lang.language,
    nativeName: lang.nativeName,
    code: lang.code,
    documents: clientDocumentKinds.map((kind) => {
      const fileName = `${kind.key}-${lang.code}.pdf`;
      return { title: kind.title, fileName, url: `${CLIENT_DOCUMENTS_PREFIX}${fileName}` };
    }),
  }));
}

/** The document a listed file name names, or undefined. */
export function findClientDocument(fileName: string) {
  for (const lang of documentLanguages) {
    for (const kind of clientDocumentKinds) {
      if (fileName === `${kind.key}-${lang.code}.pdf`) return { lang, kind, fileName };
    }
  }
  return undefined;
}
