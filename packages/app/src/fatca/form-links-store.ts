import type { DataOf } from '@ewa/api/core';
import { getFatcaFormLinks } from '@ewa/api/fatca';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiPort } from '../stores/api.ts';

export type FatcaFormLink = DataOf<typeof getFatcaFormLinks>['links'][number];

/** The FATCA form links of the signed-in account's holders, for the FATCA declaration gate. */
export class FatcaFormLinksStore {
  links: FatcaFormLink[] = [];

  constructor(private readonly api: ApiPort) {
    makeAutoObservable<FatcaFormLinksStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  /** Without links the gate still works (its Continue declares): a failure only leaves them out. */
  async load(njAcNo: string): Promise<void> {
    try {
      const reply = await this.api.call(getFatcaFormLinks, { njAcNo });
      runInAction(() => {
        this.links = reply.isSuccess && reply.data ? reply.data.links : [];
      });
    } catch {
      runInAction(() => {
        this.links = [];
      });
    }
  }
}
