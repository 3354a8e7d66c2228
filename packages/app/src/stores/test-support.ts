import type { ActivationFlags as ActivationReply, UserData } from '@ewa/api/login';
import type { AccountService } from './account-service.ts';
import type { ApiPort } from './api.ts';
import type { ActivationFlags } from './gate-order.ts';
import type { AuthenticateReply, LoginService, OtpSentReply, OtpValidatedReply } from './login-service.ts';
import { RootStore } from './root.ts';
import { MemoryStore } from './storage.ts';

/** The userData of a login reply: a TAC investor with no pending flags; `over` changes fields. */
export function userData(over: Partial<UserData> = {}): UserData {
  return {
    loginId: '50000001',
    njAcNo: '50000001',
    isAskPersonalizedLogin: 'N',
    chnagePassWord: 'N',
    isPasswordExpired: 'N',
    ucc_dtl: {
      appName: 'Rajesh',
      njBrCode: '',
      brCode: '',
      njAcNo: '50000001',
      panNo: '',
      mfMode: '',
      taxStatus: '',
      brokerCode: '',
      brokerName: '',
      brokerArn: '',
      brokerEuin: '',
      AuthorizationModule: 'N',
    },
    accType: 'TAC',
    isFromForgotPassword: 'N',
    ...over,
  };
}

/** An activation answer with every flag N (nothing pending) unless `flags` sets it. */
function activationReply(flags: ActivationFlags): ActivationReply {
  return {
    isPanWithAadharSeeding: 'N',
    panAahaarSeedingHtml: '',
    isPanWithAadharDeactive: 'N',
    fatcaDeclarationPending: 'N',
    fatcaHtml: '',
    dpChargesPending: 'N',
    optionalDpChargesPending: 'N',
    dpChargesPendingNote: '',
    dpChargesURL: '',
    emailVerified: 'Y',
    isReKyc: 'N',
    reKycLink: '',
    isRekycMandatory: 'N',
    isAskPersonalizedLogin: 'N',
    ...flags,
  };
}

/** A scripted server for store tests: each reply can be replaced per test. */
export class FakeServer implements LoginService, AccountService {
  calls: string[] = [];
  activation: ActivationFlags = { fatcaDeclarationPending: 'N', dpChargesPending: 'N', emailVerified: 'Y' };
  authenticateReplies: AuthenticateReply[] = [];
  otpSentReply: OtpSentReply = {
    isSuccess: true,
    data: {
      otpSeconds: 120,
      mobile: '98XXXXXX10',
      emailId: '',
      njAcNo: '50000001',
      otp_regenrate: 'Y',
      message: '',
    },
  };
  otpValidateReplies: OtpValidatedReply[] = [];
  failedAttempts = 0;

  async authenticate(): Promise<AuthenticateReply> {
    this.calls.push('authenticate');
    return this.authenticateReplies.shift() ?? { isSuccess: false, message: 'Invalid credentials.' };
  }
  async captchaCount(): Promise<number> {
    this.calls.push('captchaCount');
    return this.failedAttempts;
  }
  async captchaImage() {
    this.calls.push('captchaImage');
    return { image: `data:image/svg+xml,captcha-${this.calls.length}`, captchaId: `c${this.calls.length}` };
  }
  async sendOtp(): Promise<OtpSentReply> {
    this.calls.push('sendOtp');
    return this.otpSentReply;
  }
  async validateOtp(): Promise<OtpValidatedReply> {
    this.calls.push('validateOtp');
    return (
      this.otpValidateReplies.shift() ?? {
        isSuccess: false,
        message: 'Please enter valid OTP.',
        otp_regenrate: 'Y',
        otp_wrongcount: 1,
      }
    );
  }
  async checkActivation() {
    this.calls.push('checkActivation');
    return { isSuccess: true, data: activationReply(this.activation) };
  }
  async panAadhaarSeeding() {
    this.calls.push('panAadhaarSeeding');
    return { isSuccess: true };
  }
  async checkFatcaDeclaration() {
    this.calls.push('checkFatcaDeclaration');
    return { isSuccess: true };
  }
  async changePassword(): Promise<{ isSuccess: boolean; message?: string; token?: string }> {
    this.calls.push('changePassword');
    return { isSuccess: true, message: 'Password changed successfully.' };
  }
  async savePersonalisedLoginId() {
    this.calls.push('savePersonalisedLoginId');
    return { isSuccess: true };
  }
  async investorName() {
    return 'Rajesh Kumar Sharma';
  }
  async header() {
    return { firstHolderName: 'Rajesh Kumar Sharma', dpPath: 'investor-50000001.jpg' };
  }
  async logout() {
    this.calls.push('logout');
  }
}

export function makeRoot(storage = new MemoryStore()) {
  const server = new FakeServer();
  const api = { call: async () => ({ isSuccess: true }) } as never;
  const root = new RootStore({
    storage,
    api,
    services: () => ({ login: server, account: server }),
  });
  return { root, storage, server };
}

/** A call a scripted API was asked: its path, its body and its Idempotency-Key, if any. */
export interface AskedCall {
  path: string;
  body: Record<string, unknown>;
  key?: string | undefined;
}

type Answer = (body: Record<string, unknown>, options?: { idempotencyKey?: string }) => unknown;

/** A scripted API for store tests: one answer per call path (any other call throws), every call kept. */
export function fakeApi(answers: Record<string, Answer>): { api: ApiPort; calls: AskedCall[] } {
  const calls: AskedCall[] = [];
  const api: ApiPort = {
    call: (async (
      c: { path: string },
      body: Record<string, unknown>,
      options?: { idempotencyKey?: string },
    ) => {
      calls.push({ path: c.path, body, key: options?.idempotencyKey });
      const answer = answers[c.path];
      if (!answer) throw new Error(`unexpected call ${c.path}`);
      return answer(body, options);
    }) as ApiPort['call'],
  };
  return { api, calls };
}
