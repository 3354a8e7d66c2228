import type { HolderCode } from '@ewa/api/fatca';
import { fetchHelpNo, REG_TEXTS } from '@ewa/api/registration/entry';
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
import { replyText } from '@ewa/api/reply';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, GENERIC_FAILURE } from '../../stores/api.ts';
import { awaited } from '../../stores/flow.ts';
import type { Destination } from '../../stores/navigation.ts';
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
    /** This screen's own path (`…/createaccount/kradownload/<holder>`), where a DigiLocker return settles. */
    private readonly screenPath: string,
  ) {
    makeAutoObservable<
      KycStore,
      'api' | 'refNo' | 'screenPath' | 'search' | 'digilockerAnswered' | 'attempt' | 'refused'
    >(
      this,
      {
        api: false,
        refNo: false,
        holder: false,
        screenPath: false,
        search: false,
        digilockerAnswered: false,
        attempt: false,
        refused: false,
      },
      { autoBind: true },
    );
  }

  private get key() {
    return { refNo: this.refNo, holder: this.holder };
  }

  /**
   * The screen opens: back from DigiLocker, the record found or saved before, or a new lookup. Back from
   * DigiLocker it answers this screen's own path: the code is used up, and a reload must not send it again.
   */
  readonly open = flow(function* (this: KycStore, returned?: DigilockerReturn) {
    if (returned) {
      yield* this.digilockerAnswered(returned);
      const settled: Destination = { to: this.screenPath, replace: true };
      return settled;
    }
    const reply = yield* this.attempt(() => this.api.call(loadKyc, this.key));
    if (!reply) return null;
    if (reply.data?.found) this.show(reply.data.found);
    else yield* this.search();
    return null;
  });

  /** KycService/kraDownload, then ckycDownload; neither → DigiLocker is offered. */
  readonly lookup = flow(function* (this: KycStore) {
    yield* this.search();
  });

  private *search() {
    this.phase = 'loading';
    const kra = yield* this.attempt(() => this.api.call(kraDownload, this.key));
    if (!kra) return;
    if (kra.data?.found) return this.show(kra.data.found);
    const ckyc = yield* this.attempt(() => this.api.call(ckycDownload, this.key));
    if (!ckyc) return;
    if (ckyc.data?.found) return this.show(ckyc.data.found);
    this.phase = 'digilocker';
    this.message = KYC_TEXTS.notFound;
  }

  /** KycService/loadDigilocker: answers DigiLocker's consent page, to leave for. */
  readonly startDigilocker = flow(function* (this: KycStore) {
    const reply = yield* this.attempt(() => this.api.call(loadDigilocker, this.key), 'digilocker');
    if (!reply?.data) return null;
    const consent: Destination = { href: reply.data.url };
    return consent;
  });

  /** KycService/loadDigilockerVrfy: the code DigiLocker sent back gives the e-Aadhaar. */
  private *digilockerAnswered(returned: DigilockerReturn) {
    this.phase = 'loading';
    const reply = yield* this.attempt(
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
  readonly save = flow(function* (this: KycStore) {
    if (!this.confirmed) return undefined;
    const reply = yield* this.attempt(() => this.api.call(saveKyc, { ...this.key, confirmed: 'Y' }), 'found');
    return reply?.data ?? undefined;
  });

  private show(found: KycFound) {
    this.found = found;
    this.phase = 'found';
    this.message = '';
  }

  /**
   * Runs a call inside a flow; a refusal is shown. 'On hold' stops the screen with the cannot-proceed
   * text and the helpline; a refusal during DigiLocker offers it again; others stop the screen (or stay on `keep`).
   */
  private *attempt<R extends { isSuccess: boolean; message?: string; displayMessage?: string }>(
    work: () => Promise<R>,
    keep?: KycPhase,
  ) {
    this.busy = true;
    try {
      const reply = yield* awaited(work());
      if (reply.isSuccess) return reply;
      yield* this.refused(replyText(reply, GENERIC_FAILURE), keep);
    } catch (error) {
      const refusal = refusalOf(error);
      if (keep === 'found' && refusal.errors.some((e) => e.field === 'confirmed'))
        this.confirmRefusal = refusal.errors[0]?.message ?? '';
      else yield* this.refused(refusal.message, keep);
    } finally {
      this.busy = false;
    }
    return undefined;
  }

  private *refused(text: string, keep: KycPhase | undefined) {
    if (text === REG_TEXTS.cannotProceedOnline) {
      const help = yield* awaited(this.api.call(fetchHelpNo, {}).catch(() => undefined));
      this.phase = 'stopped';
      this.message = `${text} ${help?.data?.helpNo ?? ''}`.trim();
      this.retryable = false;
      return;
    }
    this.phase = keep ?? 'stopped';
    this.message = text;
    this.retryable = text !== KYC_TEXTS.dobDiffers;
  }
}
