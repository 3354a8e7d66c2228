import { type ClientDocumentLanguage, getClientDocuments } from '@ewa/api';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiPort } from '../stores/api.ts';

/** The footer's client documents in 19 languages: the list is read once, English chosen first. */
export class ClientDocumentsStore {
  languages: ClientDocumentLanguage[] = [];
  languageCode = 'en';
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';

  constructor(private readonly api: ApiPort) {
    makeAutoObservable<ClientDocumentsStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  get chosen(): ClientDocumentLanguage | undefined {
    return this.languages.find((lang) => lang.code === this.languageCode) ?? this.languages[0];
  }

  choose(code: string): void {
    if (this.languages.some((lang) => lang.code === code)) this.languageCode = code;
  }

  async load(): Promise<void> {
    if (this.status === 'loading' || this.status === 'ready') return;
    this.status = 'loading';
    try {
      const reply = await this.api.call(getClientDocuments, {});
      runInAction(() => {
        this.languages = reply.isSuccess ? (reply.data ?? []) : [];
        this.status = this.languages.length ? 'ready' : 'failed';
      });
    } catch {
      runInAction(() => {
        this.status = 'failed';
      });
    }
  }
}
