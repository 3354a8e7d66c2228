import type { HolderCode } from '@ewa/api/fatca';
import type { FieldError } from '@ewa/api/fields';
import { checkHolderContacts, type HolderContact, sharesContact } from '@ewa/api/registration/holders';
import {
  type ContactChannel,
  contactAddressErrors,
  generateMobEmailOtp,
  loadMobEmail,
  saveMobEmail,
  verifyMobEmailOtp,
} from '@ewa/api/registration/mobile-email-service';
import { replyText } from '@ewa/api/reply';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, GENERIC_FAILURE } from '../../stores/api.ts';
import { awaited } from '../../stores/flow.ts';
import { OtpFlow } from '../../stores/otp-flow.ts';
import { refusalOf } from '../registration-store.ts';

/** A contact as compared: a mobile's ten digits, an e-mail trimmed in lower case. */
const keyOf = (channel: ContactChannel, value: string) =>
  channel === 'mobile' ? value.replace(/\D/g, '').slice(-10) : value.trim().toLowerCase();

/** One contact's OTP (the `vrfymobemail` sub-screen for it): sent, typed, proved. */
export class ContactOtp {
  readonly otp = new OtpFlow();
  /** An OTP has been sent to `sentTo` and waits to be typed. */
  sentTo = '';
  /** The address proved by OTP for this holder ('' none). */
  proved = '';
  busy = false;
  /** The OTP step's message (sent, or the refusal). */
  notice = '';
  error = '';

  constructor(
    private readonly owner: MobileEmailStore,
    readonly channel: ContactChannel,
  ) {
    makeAutoObservable<ContactOtp, 'owner'>(
      this,
      { owner: false, channel: false, otp: false },
      { autoBind: true },
    );
  }

  /** The typed value, proved. */
  get verified(): boolean {
    const typed = keyOf(this.channel, this.owner[this.channel]);
    return typed !== '' && typed === this.proved;
  }

  /** The OTP boxes show while an OTP sent to the typed value waits. */
  get waiting(): boolean {
    return (
      this.sentTo !== '' && this.sentTo === keyOf(this.channel, this.owner[this.channel]) && !this.verified
    );
  }

  /** MobileEmailService/generateMobEmailOtp to the typed value. Answers whether it was sent. */
  readonly sendOtp = flow(function* (this: ContactOtp) {
    const address = this.owner[this.channel];
    const invalid = contactAddressErrors(this.channel, address)[0];
    if (invalid) {
      this.error = invalid.message;
      return false;
    }
    this.busy = true;
    this.error = '';
    try {
      const reply = yield* awaited(
        this.owner.api.call(generateMobEmailOtp, { ...this.owner.key, channel: this.channel, address }),
      );
      if (!reply.isSuccess || !reply.data) {
        this.error = replyText(reply, GENERIC_FAILURE);
        this.otp.refused(reply);
        return false;
      }
      this.sentTo = keyOf(this.channel, address);
      this.notice = reply.message ?? '';
      this.otp.sent(reply.data.otpSeconds, reply.data.otp_regenrate, this.owner.now());
      return true;
    } catch (error) {
      this.error = refusalOf(error).message;
      return false;
    } finally {
      this.busy = false;
    }
  });

  /** MobileEmailService/verifyMobEmailOtp: the typed OTP proves the value. Answers whether it matched. */
  readonly verify = flow(function* (this: ContactOtp) {
    this.busy = true;
    this.error = '';
    try {
      const reply = yield* awaited(
        this.owner.api.call(verifyMobEmailOtp, {
          ...this.owner.key,
          channel: this.channel,
          address: this.owner[this.channel],
          otp: this.otp.code,
        }),
      );
      if (!reply.isSuccess || !reply.data) {
        this.error = replyText(reply, GENERIC_FAILURE);
        this.otp.refused(reply);
        return false;
      }
      this.proved = reply.data.address;
      this.sentTo = '';
      this.notice = reply.message ?? '';
      this.owner.forgetServerError(this.channel);
      return true;
    } catch (error) {
      this.error = refusalOf(error).message;
      return false;
    } finally {
      this.busy = false;
    }
  });
}

/**
 * `createaccount/loadmobemail/<holder>`: the holder's mobile and e-mail, each proved by an OTP sent to
 * it, and the family declaration when another holder of the application gives the same one. The
 * holders' rules (holders.ts) give the messages the server gives.
 */
export class MobileEmailStore {
  mobile = '';
  email = '';
  familyDeclaration = false;
  /** The other holders' saved contacts. */
  others: HolderContact[] = [];
  loaded = false;
  busy = false;
  error = '';
  serverErrors: FieldError[] = [];
  /** 'Save & Next' was pressed: the declaration's message shows. */
  triedSave = false;
  readonly mobileOtp: ContactOtp;
  readonly emailOtp: ContactOtp;

  constructor(
    readonly api: ApiPort,
    private readonly refNo: string,
    readonly holder: HolderCode,
    readonly now: () => number = Date.now,
  ) {
    this.mobileOtp = new ContactOtp(this, 'mobile');
    this.emailOtp = new ContactOtp(this, 'email');
    makeAutoObservable<MobileEmailStore, 'refNo'>(
      this,
      { api: false, refNo: false, holder: false, now: false, mobileOtp: false, emailOtp: false },
      { autoBind: true },
    );
  }

  get key() {
    return { refNo: this.refNo, holder: this.holder };
  }

  /** MobileEmailService/loadMobEmail: the saved answer (Back, resume) or the prefill. */
  readonly load = flow(function* (this: MobileEmailStore) {
    try {
      const reply = yield* awaited(this.api.call(loadMobEmail, this.key));
      const view = reply.data;
      if (!view) {
        this.error = replyText(reply, GENERIC_FAILURE);
        return;
      }
      this.mobile = view.mobile;
      this.email = view.email;
      this.familyDeclaration = view.familyDeclaration === 'Y';
      this.others = view.others;
      if (view.mobileVerified) this.mobileOtp.proved = keyOf('mobile', view.mobile);
      if (view.emailVerified) this.emailOtp.proved = keyOf('email', view.email);
      this.loaded = true;
    } catch (error) {
      this.error = refusalOf(error).message;
    }
  });

  tried() {
    this.triedSave = true;
  }

  setMobile(value: string) {
    this.mobile = value;
    this.forgetServerError('mobile');
  }
  setEmail(value: string) {
    this.email = value;
    this.forgetServerError('email');
  }
  setFamilyDeclaration(value: boolean) {
    this.familyDeclaration = value;
    this.forgetServerError('familyDeclaration');
  }
  forgetServerError(field: string) {
    this.serverErrors = this.serverErrors.filter((e) => e.field !== field);
  }

  private get mine(): HolderContact {
    return { holder: this.holder, mobile: this.mobile, email: this.email };
  }

  /** Whether the family declaration is asked: a mobile or e-mail is another holder's too. */
  get declarationAsked(): boolean {
    return sharesContact([...this.others, this.mine]);
  }

  /** The holders' rules for this holder's fields, as the server applies them. */
  get ruleErrors(): FieldError[] {
    const prefix = `holders.${this.others.length}.`;
    return checkHolderContacts({
      holders: [...this.others, this.mine],
      familyDeclaration: this.familyDeclaration ? 'Y' : 'N',
    })
      .filter((e) => e.field.startsWith(prefix) || e.field === 'familyDeclaration')
      .map((e) => ({ ...e, field: e.field.replace(prefix, '') }));
  }

  /** The message of a field: the rule's, else what the server refused. */
  message(field: 'mobile' | 'email' | 'familyDeclaration'): string {
    return (
      this.ruleErrors.find((e) => e.field === field)?.message ??
      this.serverErrors.find((e) => e.field === field)?.message ??
      ''
    );
  }

  /** MobileEmailService/saveMobEmail. Answers the application, or undefined when refused (messages shown). */
  readonly save = flow(function* (this: MobileEmailStore) {
    this.busy = true;
    this.error = '';
    try {
      const reply = yield* awaited(
        this.api.call(saveMobEmail, {
          ...this.key,
          mobile: this.mobile,
          email: this.email,
          familyDeclaration: this.declarationAsked && this.familyDeclaration ? 'Y' : 'N',
        }),
      );
      if (!reply.data) {
        this.error = replyText(reply, GENERIC_FAILURE);
        return undefined;
      }
      return reply.data;
    } catch (error) {
      const refusal = refusalOf(error);
      this.serverErrors = refusal.errors;
      if (refusal.errors.length === 0) this.error = refusal.message;
      return undefined;
    } finally {
      this.busy = false;
    }
  });
}
