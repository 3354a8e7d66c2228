import { type ClientDocumentsInLanguage, clientDocumentCatalogue } from '@ewa/api/client-documents';
import { makeAutoObservable } from 'mobx';

/** The footer's client documents in 19 languages (a fixed catalogue, no call), English chosen first. */
export class ClientDocumentsStore {
  readonly languages: ClientDocumentsInLanguage[] = clientDocumentCatalogue();
  languageCode = 'en';

  constructor() {
    makeAutoObservable(this, { languages: false }, { autoBind: true });
  }

  get chosen(): ClientDocumentsInLanguage | undefined {
    return this.languages.find((lang) => lang.code === this.languageCode) ?? this.languages[0];
  }

  choose(code: string): void {
    if (this.languages.some((lang) => lang.code === code)) this.languageCode = code;
  }
}
