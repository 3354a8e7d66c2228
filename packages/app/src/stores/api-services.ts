import { type Call, defineCall, emptyRequest, errorReply } from '@ewa/api';
import type {
  AuthenticateReply,
  LoginService,
  LoginWith,
  OtpSent,
  OtpValidated,
  ReplyEnvelope,
  UserData,
} from '../login/login-service.ts';
import type { AccountService, PanAadhaarChoice } from './account-service.ts';
import type { ApiPort } from './api.ts';
import type { ActivationFlags } from './gate-order.ts';
import type { Services } from './root.ts';

// Interim: the login-area calls declared by path until @ewa/api's login and profile modules land.
function call<Req, Res>(path: string, auth: 'public' | 'session' = 'session'): Call<Req, Res> {
  return defineCall(path, emptyRequest as never, errorReply as never, { auth }) as Call<Req, Res>;
}
type Envelope<D, Extra = object> = ReplyEnvelope & { data?: D | null } & Extra;

const authenticate = call<
  Record<string, unknown>,
  Envelope<{ userData?: UserData }, { token?: string; attemptCount?: number; isCaptchaValidate?: boolean }>
>('login/v2/authenticate', 'public');
const getCaptchaCount = call<{ loginId: string }, Envelope<unknown, { count?: number }>>(
  'login/getcaptcha',
  'public',
);
const captchaImage = call<Record<string, never>, Envelope<{ image?: string; captchaImage?: string }>>(
  'captcha/image',
  'public',
);
const sendOtp = call<
  { loginId: string; loginWith: string },
  Envelope<{
    emailId?: string;
    mobile?: string;
    otpSeconds?: number;
    njAcNo?: string;
    otp_regenrate?: string | boolean;
    message?: string;
  }>
>('login/loginsendotp', 'public');
const validateOtp = call<
  Record<string, unknown>,
  Envelope<
    { userData?: UserData; token?: string; otp_regenrate?: string | boolean; otp_wrongcount?: number },
    { token?: string; otp_wrongcount?: number; otp_regenrate?: string | boolean }
  >
>('login/loginotpValidate', 'public');
const checkActivation = call<{ njAcNo: string; reqFrom: string }, Envelope<ActivationFlags>>(
  'login/checkEwealthAccountActivation',
);
const panAadhaarSeeding = call<{ njAcNo: string; action: string }, Envelope<unknown>>(
  'login/panAadhaarSeeding',
);
const checkFatca = call<{ njAcNo: string; reqFrom: string }, Envelope<unknown>>(
  'login/checkFatcaDeclaration',
);
const changePassword = call<Record<string, string>, Envelope<unknown, { token?: string }>>(
  'login/changePassword',
);
const personalisedId = call<{ loginId: string }, Envelope<unknown>>('login/savePersonalizedLoginId');
const investorName = call<{ njAcNo: string }, Envelope<{ APPNAME?: string }>>(
  'mergerdemerger/getInvestorName',
);
const headerByUcc = call<
  { ucc: string; calledFrom: string },
  Envelope<{ firstHolderName?: string; dpPath?: string }>
>('profileoperations/getHeaderByUCC');
const logout = call<Record<string, never>, Envelope<unknown>>('ewaportfoliows/logout');

const yes = (flag: string | boolean | undefined) => flag === true || flag === 'Y' || flag === 'true';

function browserDetails() {
  const agent = globalThis.navigator?.userAgent ?? 'unknown';
  return {
    loginMode: 'WEB',
    browser: /Chrome\//.test(agent) ? 'Chrome' : /Firefox\//.test(agent) ? 'Firefox' : 'Other',
    os: /Android/.test(agent)
      ? 'Android'
      : /iPhone|iPad/.test(agent)
        ? 'iOS'
        : /Windows/.test(agent)
          ? 'Windows'
          : 'Other',
    tokenId: '',
    deviceId: '',
    country: 'IN',
  };
}

export function createApiServices(api: ApiPort): Services {
  const login: LoginService = {
    async authenticate(input): Promise<AuthenticateReply> {
      const reply = await api.call(authenticate, { ...browserDetails(), ...input });
      return { ...reply, userData: reply.data?.userData };
    },
    async captchaCount(loginId) {
      const reply = await api.call(getCaptchaCount, { loginId });
      return reply.count ?? 0;
    },
    async captchaImage() {
      const reply = await api.call(captchaImage, {});
      const image = reply.data?.image ?? reply.data?.captchaImage ?? '';
      return image.startsWith('<svg')
        ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(image)}`
        : image;
    },
    async sendOtp(loginId: string, loginWith: LoginWith): Promise<OtpSent> {
      const reply = await api.call(sendOtp, { loginId, loginWith });
      const data = reply.data ?? {};
      return {
        ...reply,
        emailId: data.emailId,
        mobile: data.mobile,
        otpSeconds: data.otpSeconds,
        njAcNo: data.njAcNo,
        canRegenerate: data.otp_regenrate === undefined ? true : yes(data.otp_regenrate),
      };
    },
    async validateOtp(loginId: string, loginWith: LoginWith, otp: string): Promise<OtpValidated> {
      const reply = await api.call(validateOtp, { loginId, loginWith, otp, ...browserDetails() });
      const data = reply.data ?? {};
      const regenerate = data.otp_regenrate ?? reply.otp_regenrate;
      return {
        ...reply,
        token: reply.token ?? data.token,
        userData: data.userData,
        canRegenerate: regenerate === undefined ? true : yes(regenerate),
        otpWrongCount: data.otp_wrongcount ?? reply.otp_wrongcount ?? 0,
      };
    },
  };
  const account: AccountService = {
    async checkActivation(njAcNo) {
      const reply = await api.call(checkActivation, { njAcNo, reqFrom: 'WEB' });
      return { ...reply, flags: reply.data ?? undefined };
    },
    panAadhaarSeeding: (njAcNo: string, choice: PanAadhaarChoice) =>
      api.call(panAadhaarSeeding, { njAcNo, action: choice }),
    checkFatcaDeclaration: (njAcNo) => api.call(checkFatca, { njAcNo, reqFrom: 'WEB' }),
    changePassword: (oldPassword, newPassword, confirmPassword) =>
      api.call(changePassword, { oldPassword, newPassword, confirmPassword }),
    savePersonalisedLoginId: (loginId) => api.call(personalisedId, { loginId }),
    async investorName(njAcNo) {
      const reply = await api.call(investorName, { njAcNo });
      return reply.data?.APPNAME ?? '';
    },
    async header(ucc) {
      const reply = await api.call(headerByUcc, { ucc, calledFrom: 'WEB' });
      return reply.data ?? {};
    },
    async logout() {
      await api.call(logout, {});
    },
  };
  return { login, account };
}
