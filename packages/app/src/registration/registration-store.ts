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
  refusedRefNo,
  registrationRootOf,
  searchLogin,
  terminateSession,
  verifyOtp,
} from '@ewa/api/registration/entry';
import { eonboardPITGenerateTokenKey, redeemTokenKey } from '@ewa/api/registration/handover';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, failureText } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';
import type { Destination } from '../stores/navigation.ts';
import { OtpFlow } from '../stores/otp-flow.ts';
import { HoldersForm } from './holders-form.ts';
import { otpCall } from './otp-call.ts';

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
    return { message, errors, status: error.status, refNo: refusedRefNo(reply.data) };
  }
  return { message: failureText(error), errors: [], status: 0 };
}

/** What opening an application answered: the refusal to show (if refused) and where to go. */
export interface OpenAnswer {
  refusal?: Refusal;
  next: Destination | null;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The account-opening wizard's state: the applicant's token, the mobile OTP, the applications found,
 * and the application open now (its walk and where it stands, as the server answers it). Every step
 * screen saves through its own service and hands the answer to `arrive`, which moves the wizard.
 */
export class RegistrationStore {
  token: string | null;
  mobileNo = '';
  maskedMobile = '';
  otpVrfyrefId = '';
  readonly otp = new OtpFlow();
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
    makeAutoObservable<
      RegistrationStore,
      'storage' | 'now' | 'run' | 'proveOtp' | 'readApplications' | 'fetchApplication'
    >(
      this,
      {
        api: false,
        storage: false,
        now: false,
        root: false,
        holdersForm: false,
        otp: false,
        run: false,
        proveOtp: false,
        readApplications: false,
        fetchApplication: false,
      },
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

  /** A page under this wizard's root, to go to. */
  to(route: string): Destination {
    return { to: this.pathOf(route) };
  }

  setMobile(value: string) {
    this.mobileNo = value.replace(/\D/g, '').slice(0, 10);
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

  /** The mobile login this way in uses: the client desk's (DK) or the applicant's. */
  private get loginEntry(): 'dclogin' | 'createlogin' {
    return this.accessBy === 'DK' ? 'dclogin' : 'createlogin';
  }

  /**
   * Runs a call inside a flow: a refusal (an `isSuccess: false` answer or a failed call) shows its text
   * and counts a wrong OTP; a 401 ends the applicant's token. Answers the successful reply only.
   */
  private *run<T extends { isSuccess: boolean; message?: string; displayMessage?: string }>(
    work: () => Promise<T>,
  ): Generator<Promise<T>, T | undefined, T> {
    return yield* otpCall(this, work, (error) => {
      if (error instanceof ApiError && error.status === 401) this.forget();
      this.error = refusalOf(error).message;
    });
  }

  /** LoginService/generateOtp. Answers the OTP step of this login once it was sent. */
  readonly sendOtp = flow(function* (this: RegistrationStore) {
    const way =
      this.accessBy === 'DK'
        ? { accessBy: 'DK' as const }
        : this.accessBy === 'PL'
          ? { accessBy: 'PL' as const, partnerCode: this.partnerCode }
          : {};
    const sent = yield* this.run(() => this.api.call(generateOtp, { mobileNo: this.mobileNo, ...way }));
    if (!sent?.data) return null;
    this.otpVrfyrefId = sent.data.otpVrfyrefId;
    this.maskedMobile = sent.data.mobile;
    this.otp.sent(sent.data.otpSeconds, sent.data.otp_regenrate, this.now());
    const next: Destination = { to: this.pathOf(`${this.loginEntry}/verify-otp`) };
    return next;
  });

  /** JwtTokenUtility/eonboardPITGenerateTokenKey (staff): a one-time link handing `refNo` to its client. */
  readonly sendToClient = flow(function* (this: RegistrationStore, refNo: string) {
    this.handover = null;
    const reply = yield* this.run(() => this.api.call(eonboardPITGenerateTokenKey, { refNo }));
    if (!reply?.data) return false;
    const { link, expiresAt } = reply.data;
    this.handover = { refNo, link, expiresAt };
    return true;
  });

  /**
   * JwtTokenUtility/redeemTokenKey (the client's link): the OTP goes to the application's mobile; the
   * client then verifies it as a direct client (`verifyHandover`). Answers whether the OTP was sent.
   */
  readonly redeemKey = flow(function* (this: RegistrationStore, key: string) {
    const reply = yield* this.run(() => this.api.call(redeemTokenKey, { key }));
    if (!reply?.data) return false;
    const data = reply.data;
    this.enterBy('DC');
    this.handedRefNo = data.refNo;
    this.otpVrfyrefId = data.otpVrfyrefId;
    this.maskedMobile = data.mobile;
    this.otp.sent(data.otpSeconds, data.otp_regenrate, this.now());
    return true;
  });

  /** The handed-over application's OTP verified: answers the application's screen once it opened. */
  readonly verifyHandover = flow(function* (this: RegistrationStore) {
    const refNo = this.handedRefNo;
    if (!refNo || !(yield* this.proveOtp())) return null;
    if (!(yield* this.fetchApplication(refNo))) return null;
    const next: Destination = { to: this.currentPath, replace: true };
    return next;
  });

  /** LoginService/verifyOtp, then the applications of this mobile. Answers them once it matched. */
  readonly verify = flow(function* (this: RegistrationStore) {
    if (!(yield* this.proveOtp())) return null;
    const next: Destination = { to: this.pathOf(`${this.loginEntry}/search-login`), replace: true };
    return next;
  });

  /** LoginService/verifyOtp: the token of a matched OTP is kept, then the applications are read. */
  private *proveOtp() {
    const reply = yield* this.run(() =>
      this.api.call(verifyOtp, { otpVrfyrefId: this.otpVrfyrefId, otp: this.otp.code }),
    );
    if (!reply?.data) return false;
    this.token = reply.data.token;
    this.storage.setItem(TOKEN_KEY, reply.data.token);
    yield* this.readApplications();
    return true;
  }

  readonly loadApplications = flow(function* (this: RegistrationStore) {
    yield* this.readApplications();
  });

  private *readApplications() {
    const reply = yield* this.run(() => this.api.call(searchLogin, {}));
    this.applications = reply?.data?.applications ?? [];
  }

  /**
   * EwaRegService/generateRefno. Answers the application's first screen once opened, or the refusal to
   * show and, when it refuses the holders, the holders' screen with the refusals beside their fields.
   */
  readonly open = flow(function* (this: RegistrationStore, request: PanDobRequest) {
    this.busy = true;
    this.error = '';
    try {
      const reply = yield* awaited(
        this.api.call(
          generateRefno,
          this.staffEntry && this.holderMobile ? { ...request, holderMobile: this.holderMobile } : request,
        ),
      );
      if (reply.data) this.arrive(reply.data);
      const opened: OpenAnswer = { next: { to: this.currentPath } };
      return opened;
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.status === 401) this.forget();
      if (refusal.errors.length === 0) this.error = refusal.message;
      const holders = refusal.errors.some((e) => e.field.startsWith('holders'));
      if (holders) this.holdersForm.refused(refusal.errors);
      const refused: OpenAnswer = {
        refusal,
        next: holders ? this.to('createlogin/holdersPanDob') : null,
      };
      return refused;
    } finally {
      this.busy = false;
    }
  });

  /** The application of a refNo (resume after a reload, or from the list): answers its screen. */
  readonly resume = flow(function* (this: RegistrationStore, refNo: string) {
    if (!(yield* this.fetchApplication(refNo))) return null;
    const next: Destination = { to: this.currentPath };
    return next;
  });

  /** JwtTokenUtility/getRefNoDataWithToken, unless that application is open already. Answers whether it is. */
  private *fetchApplication(refNo: string) {
    if (this.application?.refNo === refNo) return true;
    const reply = yield* this.run(() => this.api.call(getRefNoDataWithToken, { refNo }));
    if (!reply?.data) return false;
    this.arrive(reply.data);
    return true;
  }

  /** EwaRegService/fetchBackNextScreen from the screen at `stepId`: answers the screen the application stands at. */
  readonly move = flow(function* (this: RegistrationStore, stepId: number, direction: 'B' | 'N') {
    const app = this.application;
    if (app) {
      const reply = yield* this.run(() =>
        this.api.call(fetchBackNextScreen, { refNo: app.refNo, stepId, direction }),
      );
      if (reply?.data) this.arrive(reply.data);
    }
    const next: Destination = { to: this.currentPath };
    return next;
  });

  /** The server's answer about the application: the wizard shows the screen it stands at. */
  arrive(application: RegApplication) {
    this.application = application;
    const i = this.applications.findIndex((a) => a.refNo === application.refNo);
    if (i >= 0) this.applications[i] = application;
    else this.applications.unshift(application);
  }

  /** A step saved: answers the screen the application stands at now. */
  arrived(application: RegApplication): Destination {
    this.arrive(application);
    return { to: this.currentPath };
  }

  /** The path of the screen the application stands at. */
  get currentPath(): string {
    return this.application ? this.pathOf(this.application.route) : this.pathOf('createlogin/generate-otp');
  }

  /** JwtTokenUtility/terminateSession: logout; the application stays on the server. Answers this way in's login. */
  readonly logout = flow(function* (this: RegistrationStore) {
    const login: Destination = { to: this.loginPath };
    if (this.token) yield* awaited(this.api.call(terminateSession, {}).catch(() => undefined));
    this.forget('');
    return login;
  });

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
