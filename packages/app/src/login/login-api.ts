import { authenticate, captchaImage, getCaptcha, loginOtpValidate, loginSendOtp } from '@ewa/api/login';
import type { ApiPort } from '../stores/api.ts';
import type { LoginService } from './login-service.ts';

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

/** The login screen's calls over the contract client. */
export function createLoginService(api: ApiPort): LoginService {
  return {
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
}
