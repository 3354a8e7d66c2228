import type {
  AuthenticateReply,
  LoginService,
  OtpSent,
  OtpValidated,
  ReplyEnvelope,
} from '../login/login-service.ts';
import type { AccountService } from './account-service.ts';
import type { ActivationFlags } from './gate-order.ts';
import { type Navigation, RootStore } from './root.ts';
import { MemoryStore } from './storage.ts';

/** Records where the stores sent the user. */
export class RecordingNavigation implements Navigation {
  path = '/login';
  visits: string[] = [];
  reloads: string[] = [];
  go(path: string): void {
    this.path = path;
    this.visits.push(path);
  }
  currentPath(): string {
    return this.path;
  }
  reload(path: string): void {
    this.path = path;
    this.reloads.push(path);
  }
}

/** A scripted server for store tests: each reply can be replaced per test. */
export class FakeServer implements LoginService, AccountService {
  calls: string[] = [];
  activation: ActivationFlags = { fatcaDeclarationPending: 'N', dpChargesPending: 'N', emailVerified: 'Y' };
  authenticateReplies: AuthenticateReply[] = [];
  otpSentReply: OtpSent = { isSuccess: true, otpSeconds: 120, mobile: '98XXXXXX10', canRegenerate: true };
  otpValidateReplies: OtpValidated[] = [];
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
  async sendOtp(): Promise<OtpSent> {
    this.calls.push('sendOtp');
    return this.otpSentReply;
  }
  async validateOtp(): Promise<OtpValidated> {
    this.calls.push('validateOtp');
    return (
      this.otpValidateReplies.shift() ?? {
        isSuccess: false,
        message: 'Please enter valid OTP.',
        canRegenerate: true,
        otpWrongCount: 1,
      }
    );
  }
  async checkActivation() {
    this.calls.push('checkActivation');
    return { isSuccess: true, flags: this.activation };
  }
  async panAadhaarSeeding() {
    this.calls.push('panAadhaarSeeding');
    return { isSuccess: true };
  }
  async checkFatcaDeclaration() {
    this.calls.push('checkFatcaDeclaration');
    return { isSuccess: true };
  }
  async changePassword(): Promise<ReplyEnvelope & { token?: string }> {
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
    return { firstHolderName: 'Rajesh Kumar Sharma' };
  }
  async logout() {
    this.calls.push('logout');
  }
}

export function makeRoot(storage = new MemoryStore()) {
  const navigation = new RecordingNavigation();
  const server = new FakeServer();
  const api = { call: async () => ({ isSuccess: true }) } as never;
  const root = new RootStore({
    storage,
    navigation,
    api,
    services: () => ({ login: server, account: server }),
  });
  return { root, navigation, storage, server };
}
