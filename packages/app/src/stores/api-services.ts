import { authenticate, captchaImage, getCaptcha, loginOtpValidate, loginSendOtp } from '@ewa/api';
import type { LoginService } from '../login/login-service.ts';
import type { AccountService } from './account-service.ts';
import type { ApiPort } from './api.ts';
import type { Services } from './root.ts';

/** What the login screen reports about the device (spec 000 §3 login request). */
function clientInfo() {
  const agent = globalThis.navigator?.userAgent ?? '';
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Chrome\//.test(agent)
      ? 'Chrome'
      : /Firefox\//.test(agent)
        ? 'Firefox'
        : /Safari\//.test(agent)
          ? 'Safari'
          : 'Other';
  const os = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : 'Other';
  return { loginMode: 'WEB', browser, os, country: 'India' };
}

/** The stores' services over the contract client. */
export function createApiServices(api: ApiPort): Services {
  const login: LoginService = {
    async authenticate(input) {
      const reply = await api.call(authenticate, {
        loginId: input.loginId,
        password: input.password,
        loginWith: input.loginWith,
        verifyCaptcha: input.verifyCaptcha,
        ...(input.verifyCaptcha ? { captchaCode: input.captchaCode, captchaId: input.captchaId } : {}),
        ...clientInfo(),
      });
      return { ...reply, userData: reply.data?.userData };
    },
    async captchaCount(loginId, loginWith) {
      const reply = await api.call(getCaptcha, { loginId, loginWith });
      return reply.count ?? 0;
    },
    async captchaImage() {
      const reply = await api.call(captchaImage, {});
      if (!reply.isSuccess || !reply.data) throw new Error('captcha/image failed');
      return { image: reply.data.image, captchaId: reply.data.captchaId };
    },
    async sendOtp(loginId, loginWith) {
      const reply = await api.call(loginSendOtp, { loginId, loginWith });
      const data = reply.data;
      return {
        ...reply,
        emailId: data?.emailId,
        mobile: data?.mobile,
        otpSeconds: data?.otpSeconds,
        njAcNo: data?.njAcNo,
        canRegenerate: (data?.otp_regenrate ?? reply.otp_regenrate ?? 'Y') === 'Y',
      };
    },
    async validateOtp(loginId, loginWith, otp) {
      const reply = await api.call(loginOtpValidate, { loginId, loginWith, otp, ...clientInfo() });
      return {
        ...reply,
        userData: reply.data?.userData,
        canRegenerate: (reply.otp_regenrate ?? 'Y') === 'Y',
        otpWrongCount: reply.otp_wrongcount ?? 0,
      };
    },
  };
  // The calls after login load with the first of them, not with the login page.
  let accountApi: Promise<AccountService> | undefined;
  const loadAccount = () => {
    accountApi ??= import('./account-api.ts').then((module) => module.createAccountService(api));
    return accountApi;
  };
  const account: AccountService = {
    checkActivation: async (njAcNo) => (await loadAccount()).checkActivation(njAcNo),
    panAadhaarSeeding: async (njAcNo, action) => (await loadAccount()).panAadhaarSeeding(njAcNo, action),
    checkFatcaDeclaration: async (njAcNo) => (await loadAccount()).checkFatcaDeclaration(njAcNo),
    changePassword: async (oldPassword, newPassword, confirmPassword) =>
      (await loadAccount()).changePassword(oldPassword, newPassword, confirmPassword),
    savePersonalisedLoginId: async (loginId) => (await loadAccount()).savePersonalisedLoginId(loginId),
    investorName: async (njAcNo) => (await loadAccount()).investorName(njAcNo),
    header: async (ucc) => (await loadAccount()).header(ucc),
    logout: async () => (await loadAccount()).logout(),
  };
  return { login, account };
}
