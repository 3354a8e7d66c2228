import { authenticate, captchaImage, getCaptcha, loginOtpValidate, loginSendOtp } from '@ewa/api/login';
import type { ApiPort } from './api.ts';
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
    authenticate: (input) =>
      api.call(authenticate, {
        loginId: input.loginId,
        password: input.password,
        loginWith: input.loginWith,
        verifyCaptcha: input.verifyCaptcha,
        ...(input.verifyCaptcha ? { captchaCode: input.captchaCode, captchaId: input.captchaId } : {}),
        ...clientInfo(),
      }),
    async captchaCount(loginId, loginWith) {
      const reply = await api.call(getCaptcha, { loginId, loginWith });
      return reply.count ?? 0;
    },
    async captchaImage() {
      const reply = await api.call(captchaImage, {});
      if (!reply.isSuccess || !reply.data) throw new Error('captcha/image failed');
      return { image: reply.data.image, captchaId: reply.data.captchaId };
    },
    sendOtp: (loginId, loginWith) => api.call(loginSendOtp, { loginId, loginWith }),
    validateOtp: (loginId, loginWith, otp) =>
      api.call(loginOtpValidate, { loginId, loginWith, otp, ...clientInfo() }),
  };
}
