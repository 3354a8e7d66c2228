import { fieldTexts } from '@ewa/api/fields';
import { REG_TEXTS } from '@ewa/api/registration/entry';
import {
  fetchCenter,
  fetchPartner,
  generateStaffOtp,
  getTokenOfOutsideDesk,
  type RegCenter,
  type RegPartner,
  type StaffEntrySource,
} from '@ewa/api/registration/entry-ways';
import { flow, makeAutoObservable } from 'mobx';
import type { ApiPort } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';
import type { Destination } from '../stores/navigation.ts';
import { OtpFlow } from '../stores/otp-flow.ts';
import { otpCall } from './otp-call.ts';
import { type RegistrationStore, refusalOf } from './registration-store.ts';

/** The spec's refusal for a terminated partner, or '' for one who may open accounts. */
export const partnerRefusal = (partner: Pick<RegPartner, 'status'> | undefined): string =>
  partner?.status === 'Terminated' ? REG_TEXTS.terminatedPartner : '';

/**
 * The staff sign-in (`partner/registration`: the partner types the code; `cro/registration`: a centre's
 * employee picks the centre and one of its partners). The OTP goes to the partner's registered mobile;
 * the token it gives is handed to the wizard's store. A terminated partner is refused before any OTP.
 */
export class StaffLoginStore {
  centers: RegCenter[] = [];
  partners: RegPartner[] = [];
  centerId = '';
  partnerCode = '';
  /** The partner the OTP went to (its name), once sent. */
  partnerName = '';
  maskedMobile = '';
  otpVrfyrefId = '';
  readonly otp = new OtpFlow();
  busy = false;
  error = '';
  /** The server's refusal of a field (`partnerCode`, `centerId`), shown beside it. */
  fieldError: { field: string; message: string } | undefined = undefined;

  constructor(
    private readonly api: ApiPort,
    private readonly registration: RegistrationStore,
    readonly entrySource: StaffEntrySource,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<StaffLoginStore, 'api' | 'registration' | 'now' | 'run'>(
      this,
      { api: false, registration: false, now: false, entrySource: false, otp: false, run: false },
      { autoBind: true },
    );
  }

  /** The partner chosen from the centre's list (centre staff). */
  get chosenPartner(): RegPartner | undefined {
    return this.partners.find((p) => p.partnerCode === this.partnerCode);
  }

  /** The message beside the partner: the spec's text for a terminated one, or the server's refusal. */
  get partnerMessage(): string {
    return (
      partnerRefusal(this.chosenPartner) ||
      (this.fieldError?.field === 'partnerCode' ? this.fieldError.message : '')
    );
  }

  get centerMessage(): string {
    return this.fieldError?.field === 'centerId' ? this.fieldError.message : '';
  }

  setPartnerCode(value: string) {
    this.partnerCode = value
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 12);
    this.fieldError = undefined;
  }

  /** Runs a call inside a flow as the wizard's store does: a refusal (`isSuccess: false` or a failed call) shows its text. */
  private *run<T extends { isSuccess: boolean; message?: string; displayMessage?: string }>(
    work: () => Promise<T>,
  ): Generator<Promise<T>, T | undefined, T> {
    return yield* otpCall(this, work, (error) => {
      const refusal = refusalOf(error);
      const [first] = refusal.errors;
      this.fieldError = first;
      if (!first) this.error = refusal.message;
    });
  }

  /** FetchCenterPartner/fetchCenter. */
  readonly loadCenters = flow(function* (this: StaffLoginStore) {
    const reply = yield* this.run(() => this.api.call(fetchCenter, {}));
    this.centers = reply?.data ?? [];
  });

  /** A centre chosen: its partners (FetchCenterPartner/fetchPartner); the partner chosen before is dropped. */
  readonly chooseCenter = flow(function* (this: StaffLoginStore, centerId: string) {
    this.centerId = centerId;
    this.partnerCode = '';
    this.partners = [];
    this.fieldError = undefined;
    if (!centerId) return;
    const reply = yield* this.run(() => this.api.call(fetchPartner, { centerId }));
    if (this.centerId === centerId) this.partners = reply?.data ?? [];
  });

  choosePartner(partnerCode: string) {
    this.partnerCode = partnerCode;
    this.fieldError = undefined;
  }

  /** LoginService/generateStaffOtp to the partner's registered mobile. Answers whether it was sent. */
  readonly sendOtp = flow(function* (this: StaffLoginStore) {
    if (!this.partnerCode) {
      this.fieldError = { field: 'partnerCode', message: fieldTexts.empty('Partner Code') };
      return false;
    }
    if (partnerRefusal(this.chosenPartner)) return false;
    const centre = this.entrySource === 'employee' ? { centerId: this.centerId } : {};
    const sent = yield* this.run(() =>
      this.api.call(generateStaffOtp, {
        partnerCode: this.partnerCode,
        entrySource: this.entrySource,
        ...centre,
      }),
    );
    if (!sent?.data) return false;
    this.otpVrfyrefId = sent.data.otpVrfyrefId;
    this.maskedMobile = sent.data.mobile;
    this.partnerName = sent.data.partnerName;
    this.otp.sent(sent.data.otpSeconds, sent.data.otp_regenrate, this.now());
    return true;
  });

  /** Another partner: back to the choice. */
  changePartner() {
    this.otpVrfyrefId = '';
    this.otp.setCode('');
    this.error = '';
  }

  /**
   * JwtTokenUtility/getTokenOfOutsideDesk; the wizard is then signed in as staff. Answers the partner's
   * applications once it matched.
   */
  readonly verify = flow(function* (this: StaffLoginStore) {
    const reply = yield* this.run(() =>
      this.api.call(getTokenOfOutsideDesk, { otpVrfyrefId: this.otpVrfyrefId, otp: this.otp.code }),
    );
    if (!reply?.data) return null;
    const { token, details } = reply.data;
    this.registration.signIn(token, details.accessBy, details.partnerCode);
    yield* awaited(this.registration.loadApplications());
    const next: Destination = { to: this.registration.pathOf('createlogin/search-login'), replace: true };
    return next;
  });
}

/**
 * `client/registration?partner=<code>`: the partner's link. An active partner's code is carried into
 * the direct client's mobile login (PL); a terminated partner is refused with the spec's text.
 * Answers the message to show, or '' when the login may go on.
 */
export async function followPartnerLink(
  api: ApiPort,
  registration: RegistrationStore,
  partnerCode: string,
): Promise<{ message: string; partnerName: string }> {
  const code = partnerCode.trim().toUpperCase();
  if (!/^[A-Z0-9]{2,12}$/.test(code)) return { message: fieldTexts.invalid('Partner Code'), partnerName: '' };
  try {
    const reply = await api.call(fetchPartner, { partnerCode: code });
    const partner = reply.data?.[0];
    if (!partner) return { message: fieldTexts.invalid('Partner Code'), partnerName: '' };
    const refused = partnerRefusal(partner);
    if (refused) return { message: refused, partnerName: partner.name };
    registration.enterBy('PL', partner.partnerCode);
    return { message: '', partnerName: partner.name };
  } catch (error) {
    return { message: refusalOf(error).message, partnerName: '' };
  }
}
