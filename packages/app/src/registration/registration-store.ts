import { ApiError } from '@ewa/api/client';
import type { FieldError } from '@ewa/api/fields';
import {
  type AccessMode,
  fetchBackNextScreen,
  generateOtp,
  generateRefno,
  getRefNoDataWithToken,
  type PanDobRequest,
  REG_TEXTS,
  type RegAccountType,
  type RegApplication,
  registrationRootOf,
  searchLogin,
  terminateSession,
  verifyOtp,
} from '@ewa/api/registration/entry';
import { eonboardPITGenerateTokenKey, redeemTokenKey } from '@ewa/api/registration/handover';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ApiPort, failureText } from '../stores/api.ts';
import { type OtpState, otpSent } from '../stores/otp-state.ts';
import { HoldersForm } from './holders-form.ts';
import { runOtpCall } from './otp-call.ts';

/** Where the applicant token is kept for this tab: a reload keeps it, closing the tab ends it. */
export const TOKEN_KEY = 'ewa.registration.token';
/** Who is entering (access mode and partner code), kept beside the token so a reload keeps it. */
export const ENTRY_KEY = 'ewa.registration.entry';

/** What a refused step answered: its message, the field errors, and — for a same pattern — the open application. */
export interface Refusal {
  message: string;
  errors: FieldError[];
  status: number;
  refNo?: string;
}

/** A refused call as the screens show it. */
export function refusalOf(error: unknown): Refusal {
  if (error instanceof ApiError) {
    const reply = error.reply;
    const message = failureText(error);
    const errors = Array.isArray(reply.errors)
      ? reply.errors
      : reply.field
        ? [{ field: reply.field, message }]
        : [];
    const data = reply.data as { refNo?: unknown } | null | undefined;
    const refNo = typeof data?.refNo === 'string' ? data.refNo : undefined;
    return { message, errors, status: error.status, refNo };
  }
  return { message: failureText(error), errors: [], status: 0 };
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The account-opening wizard's state: the applicant's token, the mobile OTP, the applications found,
 * and the application open now (its walk and where it stands, as the server answers it). Every step
 * screen saves through its own service and hands the answer to `arrive`, which moves the wizard.
 */
export class RegistrationStore implements OtpState {
  token: string | null;
  mobileNo = '';
  maskedMobile = '';
  otpVrfyrefId = '';
  otp = '';
  otpEndsAt = 0;
  otpIssue = 0;
  otpExpired = false;
  canRegenerate = true;
  busy = false;
  error = '';

  applications: RegApplication[] = [];
  application: RegApplication | null = null;
  /** The first screen's answers, kept until the application is opened. */
  readonly holdersForm = new HoldersForm();
  /** Who is entering: the applicant (DC), centre / partner staff (CP), the client desk (DK), a partner's link (PL). */
  accessBy: AccessMode = 'DC';
  /** The partner of a partner's link (PL) or of the signed-in staff (CP); '' otherwise. */
  partnerCode = '';
  /** Staff only: the first holder's mobile for the next application (cropartner/holderdetails). */
  holderMobile = '';
  /** Staff only: the client's link to the application last handed over (Send to client). */
  handover: { refNo: string; link: string; expiresAt: string } | null = null;
  /** The client only: the application a redeemed handover key opens once the OTP is verified. */
  handedRefNo = '';
  /** The account the applicant chose to open (selectacctype). */
  accountType: RegAccountType;

  constructor(
    readonly api: ApiPort,
    private readonly storage: Storage,
    readonly root: '/tradereg' | '/emftradereg',
    private readonly now: () => number = Date.now,
  ) {
    this.token = storage.getItem(TOKEN_KEY);
    const [accessBy, partnerCode] = (storage.getItem(ENTRY_KEY) ?? '').split(':');
    if (accessBy === 'CP' || accessBy === 'DK' || accessBy === 'PL') this.accessBy = accessBy;
    this.partnerCode = partnerCode ?? '';
    this.accountType = root === '/emftradereg' ? 'EMF' : 'EW';
    makeAutoObservable<RegistrationStore, 'storage' | 'now'>(
      this,
      { api: false, storage: false, now: false, root: false, holdersForm: false },
      { autoBind: true },
    );
  }

  get signedIn(): boolean {
    return this.token !== null;
  }

  /** The path of a route under this wizard's root. */
  pathOf(route: string): string {
    return `${this.application ? registrationRootOf(this.application.accountType) : this.root}/${route}`;
  }

  setMobile(value: string) {
    this.mobileNo = value.replace(/\D/g, '').slice(0, 10);
  }
  setOtp(value: string) {
    this.otp = value;
  }
  onOtpExpired() {
    this.otpExpired = true;
  }
  chooseAccountType(type: RegAccountType) {
    this.accountType = type;
  }

  /** The way in, before the OTP: the mobile login as a direct client, the client desk, or a partner's link. */
  enterBy(accessBy: AccessMode, partnerCode = '') {
    this.accessBy = accessBy;
    this.partnerCode = partnerCode;
    this.storage.setItem(ENTRY_KEY, `${accessBy}:${partnerCode}`);
  }

  /** A token from another way in (the staff sign-in): the wizard is signed in as it says. */
  signIn(token: string, accessBy: AccessMode, partnerCode: string) {
    this.token = token;
    this.storage.setItem(TOKEN_KEY, token);
    this.enterBy(accessBy, partnerCode);
    this.error = '';
  }

  setHolderMobile(value: string) {
    this.holderMobile = value.replace(/\D/g, '').slice(0, 10);
  }

  /** Whether partner or centre staff are entering (their screens and age text differ). */
  get staffEntry(): boolean {
    return this.accessBy === 'CP';
  }

  /** Where a new application starts: staff first give the first holder's mobile. */
  get newApplicationPath(): string {
    return this.pathOf(this.staffEntry ? 'cropartner/holderdetails' : 'createlogin/holdersPanDob');
  }

  /** Where this way in signs in again (after logout): the staff's, the client desk's or the mobile login. */
  get loginPath(): string {
    const login =
      this.accessBy === 'CP'
        ? 'partner/registration'
        : this.accessBy === 'DK'
          ? 'dclogin/generate-otp'
          : 'createlogin/generate-otp';
    return this.pathOf(login);
  }

  /** The account type screen after the holders: the staff's own route for staff. */
  get accountTypePath(): string {
    return this.pathOf(this.staffEntry ? 'cro/registration/account_type' : 'createlogin/selectacctype');
  }

  /**
   * Runs a call: a refusal (an `isSuccess: false` answer or a failed call) shows its text and counts a
   * wrong OTP; a 401 ends the applicant's token. Answers the successful reply only.
   */
  private run<T extends { isSuccess: boolean; message?: string; displayMessage?: string }>(
    work: () => Promise<T>,
  ): Promise<T | undefined> {
    return runOtpCall(this, work, (error) => {
      if (error instanceof ApiError && error.status === 401) this.forget();
      this.error = refusalOf(error).message;
    });
  }

  /** LoginService/generateOtp. Answers whether it was sent. */
  async sendOtp(): Promise<boolean> {
    const way =
      this.accessBy === 'DK'
        ? { accessBy: 'DK' as const }
        : this.accessBy === 'PL'
          ? { accessBy: 'PL' as const, partnerCode: this.partnerCode }
          : {};
    const sent = await this.run(() => this.api.call(generateOtp, { mobileNo: this.mobileNo, ...way }));
    if (!sent?.data) return false;
    const data = sent.data;
    runInAction(() => {
      this.otpVrfyrefId = data.otpVrfyrefId;
      this.maskedMobile = data.mobile;
      otpSent(this, data.otpSeconds, data.otp_regenrate, this.now());
    });
    return true;
  }

  /** JwtTokenUtility/eonboardPITGenerateTokenKey (staff): a one-time link handing `refNo` to its client. */
  async sendToClient(refNo: string): Promise<boolean> {
    this.handover = null;
    const reply = await this.run(() => this.api.call(eonboardPITGenerateTokenKey, { refNo }));
    if (!reply?.data) return false;
    const { link, expiresAt } = reply.data;
    runInAction(() => {
      this.handover = { refNo, link, expiresAt };
    });
    return true;
  }

  /**
   * JwtTokenUtility/redeemTokenKey (the client's link): the OTP goes to the application's mobile; the
   * client then verifies it as a direct client (`verifyHandover`). Answers whether the OTP was sent.
   */
  async redeemKey(key: string): Promise<boolean> {
    const reply = await this.run(() => this.api.call(redeemTokenKey, { key }));
    if (!reply?.data) return false;
    const data = reply.data;
    runInAction(() => {
      this.enterBy('DC');
      this.handedRefNo = data.refNo;
      this.otpVrfyrefId = data.otpVrfyrefId;
      this.maskedMobile = data.mobile;
      otpSent(this, data.otpSeconds, data.otp_regenrate, this.now());
    });
    return true;
  }

  /** The handed-over application's OTP verified: the application opens. Answers whether it did. */
  async verifyHandover(): Promise<boolean> {
    const refNo = this.handedRefNo;
    if (!refNo || !(await this.verify())) return false;
    return this.resume(refNo);
  }

  /** LoginService/verifyOtp, then the applications of this mobile. Answers whether it matched. */
  async verify(): Promise<boolean> {
    const reply = await this.run(() =>
      this.api.call(verifyOtp, { otpVrfyrefId: this.otpVrfyrefId, otp: this.otp }),
    );
    if (!reply?.data) return false;
    const token = reply.data.token;
    runInAction(() => {
      this.token = token;
      this.storage.setItem(TOKEN_KEY, token);
    });
    await this.loadApplications();
    return true;
  }

  async loadApplications(): Promise<void> {
    const reply = await this.run(() => this.api.call(searchLogin, {}));
    runInAction(() => {
      this.applications = reply?.data?.applications ?? [];
    });
  }

  /** EwaRegService/generateRefno. Answers the refusal to show, or undefined once opened. */
  async open(request: PanDobRequest): Promise<Refusal | undefined> {
    this.busy = true;
    this.error = '';
    try {
      const reply = await this.api.call(
        generateRefno,
        this.staffEntry && this.holderMobile ? { ...request, holderMobile: this.holderMobile } : request,
      );
      if (reply.data) this.arrive(reply.data);
      return undefined;
    } catch (error) {
      const refusal = refusalOf(error);
      runInAction(() => {
        if (refusal.status === 401) this.forget();
        if (refusal.errors.length === 0) this.error = refusal.message;
      });
      return refusal;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** The application of a refNo (resume after a reload, or from the list). */
  async resume(refNo: string): Promise<boolean> {
    if (this.application?.refNo === refNo) return true;
    const reply = await this.run(() => this.api.call(getRefNoDataWithToken, { refNo }));
    if (!reply?.data) return false;
    this.arrive(reply.data);
    return true;
  }

  /** EwaRegService/fetchBackNextScreen from the screen at `stepId`. */
  async move(stepId: number, direction: 'B' | 'N'): Promise<void> {
    const app = this.application;
    if (!app) return;
    const reply = await this.run(() =>
      this.api.call(fetchBackNextScreen, { refNo: app.refNo, stepId, direction }),
    );
    if (reply?.data) this.arrive(reply.data);
  }

  /** The server's answer about the application: the wizard shows the screen it stands at. */
  arrive(application: RegApplication) {
    this.application = application;
    const i = this.applications.findIndex((a) => a.refNo === application.refNo);
    if (i >= 0) this.applications[i] = application;
    else this.applications.unshift(application);
  }

  /** The path of the screen the application stands at. */
  get currentPath(): string {
    return this.application ? this.pathOf(this.application.route) : this.pathOf('createlogin/generate-otp');
  }

  /** JwtTokenUtility/terminateSession: logout; the application stays on the server. */
  async logout(): Promise<void> {
    if (this.token) await this.api.call(terminateSession, {}).catch(() => undefined);
    runInAction(() => this.forget(''));
  }

  /** The token is gone (logout, or the server answered 401): back to the mobile login. */
  private forget(message: string = REG_TEXTS.sessionExpired) {
    this.token = null;
    this.storage.removeItem(TOKEN_KEY);
    this.storage.removeItem(ENTRY_KEY);
    this.accessBy = 'DC';
    this.partnerCode = '';
    this.holderMobile = '';
    this.handover = null;
    this.handedRefNo = '';
    this.application = null;
    this.applications = [];
    this.error = message;
  }
}
