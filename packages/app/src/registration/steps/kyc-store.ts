import type { HolderCode } from '@ewa/api/fatca';
import { fetchHelpNo, REG_TEXTS, type RegApplication } from '@ewa/api/registration/entry';
import {
  ckycDownload,
  KYC_TEXTS,
  type KycFound,
  kraDownload,
  loadDigilocker,
  loadDigilockerVrfy,
  loadKyc,
  saveKyc,
} from '@ewa/api/registration/kyc-service';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiPort } from '../../stores/api.ts';
import { refusalOf } from '../registration-store.ts';

/**
 * Where the KYC screen stands: looking the PAN up, a record found to confirm, DigiLocker offered (no
 * registry has the PAN, or a DigiLocker attempt was refused), or stopped (on hold, another date of birth).
 */
export type KycPhase = 'loading' | 'found' | 'digilocker' | 'stopped';

/** What DigiLocker sent the browser back with (`loaddigilockervrfy/<holder>?code=…&state=…`). */
export interface DigilockerReturn {
  code?: string;
  state: string;
  error?: string;
}

/** The DigiLocker answer in a return address's query, if it is one. */
export function digilockerReturnOf(search: string): DigilockerReturn | undefined {
  const query = new URLSearchParams(search);
  const state = query.get('state');
  if (!state) return undefined;
  const code = query.get('code');
  const error = query.get('error');
  return { state, ...(code ? { code } : {}), ...(error ? { error } : {}) };
}

/**
 * `createaccount/kradownload/<holder>`: the holder's KYC from the KRAs, else CKYC, else the e-Aadhaar
 * from DigiLocker (the browser leaves for the consent page and comes back to `loaddigilockervrfy`).
 * The holder confirms the record found, and 'Save & Next' keeps it.
 */
export class KycStore {
  phase: KycPhase = 'loading';
  found: KycFound | null = null;
  /** Info or refusal text shown above the actions. */
  message = '';
  confirmed = false;
  /** The server refused the confirmation (shown beside the box). */
  confirmRefusal = '';
  busy = false;
  /** Stopped by something that may pass (a registry not answering), not by the record itself. */
  retryable = false;
  /** 'Save & Next' was pressed: the confirmation's message shows. */
  triedSave = false;

  constructor(
    private readonly api: ApiPort,
    private readonly refNo: string,
    readonly holder: HolderCode,
    /** Sends the browser to DigiLocker. */
    private readonly go: (url: string) => void,
  ) {
    makeAutoObservable<KycStore, 'api' | 'refNo' | 'go'>(
      this,
      { api: false, refNo: false, holder: false, go: false },
      { autoBind: true },
    );
  }

  private get key() {
    return { refNo: this.refNo, holder: this.holder };
  }

  /** The screen opens: back from DigiLocker, the record found or saved before, or a new lookup. */
  async open(returned?: DigilockerReturn): Promise<void> {
    if (returned) return this.finishDigilocker(returned);
    const reply = await this.attempt(() => this.api.call(loadKyc, this.key));
    if (!reply) return;
    if (reply.data?.found) this.show(reply.data.found);
    else await this.lookup();
  }

  /** KycService/kraDownload, then ckycDownload; neither → DigiLocker is offered. */
  async lookup(): Promise<void> {
    this.phase = 'loading';
    const kra = await this.attempt(() => this.api.call(kraDownload, this.key));
    if (!kra) return;
    if (kra.data?.found) return this.show(kra.data.found);
    const ckyc = await this.attempt(() => this.api.call(ckycDownload, this.key));
    if (!ckyc) return;
    if (ckyc.data?.found) return this.show(ckyc.data.found);
    runInAction(() => {
      this.phase = 'digilocker';
      this.message = KYC_TEXTS.notFound;
    });
  }

  /** KycService/loadDigilocker: off to DigiLocker's consent page. */
  async startDigilocker(): Promise<void> {
    const reply = await this.attempt(() => this.api.call(loadDigilocker, this.key), 'digilocker');
    if (reply?.data) this.go(reply.data.url);
  }

  /** KycService/loadDigilockerVrfy: the code DigiLocker sent back gives the e-Aadhaar. */
  async finishDigilocker(returned: DigilockerReturn): Promise<void> {
    this.phase = 'loading';
    const reply = await this.attempt(
      () => this.api.call(loadDigilockerVrfy, { ...this.key, ...returned }),
      'digilocker',
    );
    if (reply?.data?.found) this.show(reply.data.found);
  }

  tried() {
    this.triedSave = true;
  }

  setConfirmed(value: boolean) {
    this.confirmed = value;
    this.confirmRefusal = '';
  }

  /** The confirmation box's message (its rule, else the server's refusal). */
  get confirmMessage(): string {
    return this.confirmed ? this.confirmRefusal : KYC_TEXTS.confirmNeeded;
  }

  /** KycService/saveKyc. Answers the application, or undefined when refused. */
  async save(): Promise<RegApplication | undefined> {
    if (!this.confirmed) return undefined;
    const reply = await this.attempt(() => this.api.call(saveKyc, { ...this.key, confirmed: 'Y' }), 'found');
    return reply?.data ?? undefined;
  }

  private show(found: KycFound) {
    this.found = found;
    this.phase = 'found';
    this.message = '';
  }

  /**
   * Runs a call; a refusal is shown. 'On hold' stops the screen with the cannot-proceed text and the
   * helpline; a refusal during DigiLocker offers it again; others stop the screen (or stay on `keep`).
   */
  private async attempt<R extends { isSuccess: boolean; message?: string; displayMessage?: string }>(
    work: () => Promise<R>,
    keep?: KycPhase,
  ): Promise<R | undefined> {
    this.busy = true;
    try {
      const reply = await work();
      if (reply.isSuccess) return reply;
      await this.refused(reply.displayMessage ?? reply.message ?? '', keep);
    } catch (error) {
      const refusal = refusalOf(error);
      if (keep === 'found' && refusal.errors.some((e) => e.field === 'confirmed'))
        runInAction(() => {
          this.confirmRefusal = refusal.errors[0]?.message ?? '';
        });
      else await this.refused(refusal.message, keep);
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
    return undefined;
  }

  private async refused(text: string, keep: KycPhase | undefined) {
    if (text === REG_TEXTS.cannotProceedOnline) {
      const help = await this.api.call(fetchHelpNo, {}).catch(() => undefined);
      runInAction(() => {
        this.phase = 'stopped';
        this.message = `${text} ${help?.data?.helpNo ?? ''}`.trim();
        this.retryable = false;
      });
      return;
    }
    runInAction(() => {
      this.phase = keep ?? 'stopped';
      this.message = text;
      this.retryable = text !== KYC_TEXTS.dobDiffers;
    });
  }
}
