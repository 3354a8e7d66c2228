import { clientDocumentFileName, clientDocumentKinds, clientDocumentLanguages } from '@ewa/api';

type DocumentKey = (typeof clientDocumentKinds)[number]['key'];

/** The sample text of each document (the official translations are not part of the demo). */
const sampleText: Record<DocumentKey, readonly string[]> = {
  'rights-and-obligations': [
    'You have the right to receive a copy of the account opening documents, a contract note or account statement for every transaction, and your funds and securities within the time the regulations allow.',
    'You are obliged to give correct and complete details, to keep your KYC up to date, and to inform your distributor of any change of address, bank account or contact details.',
  ],
  'risk-disclosure': [
    'Mutual fund units and securities are subject to market risks. Past performance does not guarantee future returns. The value of an investment may go up or down.',
    'Read the scheme information document and the key information memorandum before investing, and invest only after understanding the risks involved.',
  ],
  'dos-and-donts': [
    'Do transact only through registered intermediaries, check your statements regularly, and keep your login details secret.',
    "Don't share your password or one-time password with anyone, don't pay in cash, and don't act on unsolicited tips.",
  ],
};

/** The document a listed file name names, with its sample text, or undefined. */
export function findClientDocument(fileName: string) {
  for (const lang of clientDocumentLanguages) {
    for (const kind of clientDocumentKinds) {
      if (fileName === clientDocumentFileName(kind, lang))
        return { lang, kind: { ...kind, text: sampleText[kind.key] }, fileName };
    }
  }
  return undefined;
}
