/**
 * The client documents the footer offers (spec 000 §1, §9): the same regulatory documents in 19
 * languages. The catalogue is fixed data shared by the server, which serves the files, and the app,
 * which lists them without a call.
 */

/** Where the client documents are downloaded from. */
export const CLIENT_DOCUMENTS_PREFIX = '/ewa/documents/client/';

/** The 19 languages the client documents are published in, English first. */
export const clientDocumentLanguages = [
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
  { key: 'rights-and-obligations', title: 'Rights and Obligations of Investors' },
  { key: 'risk-disclosure', title: 'Risk Disclosure Document' },
  { key: 'dos-and-donts', title: "Do's and Don'ts for Investors" },
] as const;

export interface ClientDocumentEntry {
  title: string;
  fileName: string;
  url: string;
}

export interface ClientDocumentsInLanguage {
  /** English name of the language, e.g. 'Tamil'. */
  language: string;
  /** The language's own name, e.g. 'தமிழ்'. */
  nativeName: string;
  /** ISO 639 code, e.g. 'ta'. */
  code: string;
  documents: ClientDocumentEntry[];
}

/** The file name of one document in one language, e.g. 'risk-disclosure-ta.pdf'. */
export function clientDocumentFileName(kind: { key: string }, lang: { code: string }): string {
  return `${kind.key}-${lang.code}.pdf`;
}

/** Every language with its documents' titles, file names and download addresses. */
export function clientDocumentCatalogue(): ClientDocumentsInLanguage[] {
  return clientDocumentLanguages.map((lang) => ({
    ...lang,
    documents: clientDocumentKinds.map((kind) => {
      const fileName = clientDocumentFileName(kind, lang);
      return { title: kind.title, fileName, url: `${CLIENT_DOCUMENTS_PREFIX}${fileName}` };
    }),
  }));
}
