import type { AccountService } from './account-service.ts';
import { type ApiPort, loadOnce } from './api.ts';
import type { LoginService } from './login-service.ts';
import type { Services } from './root.ts';

/**
 * The stores' services over the contract client. Each area's calls (and the contract structs they
 * carry) load with the first of them, not with the login page.
 */
export function createApiServices(api: ApiPort): Services {
  const loadLogin = loadOnce(() => import('./login-api.ts').then((m) => m.createLoginService(api)));
  const login: LoginService = {
    authenticate: async (input) => (await loadLogin()).authenticate(input),
    captchaCount: async (loginId, loginWith) => (await loadLogin()).captchaCount(loginId, loginWith),
    captchaImage: async () => (await loadLogin()).captchaImage(),
    sendOtp: async (loginId, loginWith) => (await loadLogin()).sendOtp(loginId, loginWith),
    validateOtp: async (loginId, loginWith, otp) => (await loadLogin()).validateOtp(loginId, loginWith, otp),
    prepare: () => {
      api.prepare?.();
      loadLogin().catch(() => {});
    },
  };
  const loadAccount = loadOnce(() => import('./account-api.ts').then((m) => m.createAccountService(api)));
  const account: AccountService = {
    checkActivation: async (njAcNo) => (await loadAccount()).checkActivation(njAcNo),
    panAadhaarSeeding: async (njAcNo, action) => (await loadAccount()).panAadhaarSeeding(njAcNo, action),
    checkFatcaDeclaration: async (njAcNo) => (await loadAccount()).checkFatcaDeclaration(njAcNo),
    changePassword: async (passwords) => (await loadAccount()).changePassword(passwords),
    savePersonalisedLoginId: async (loginId) => (await loadAccount()).savePersonalisedLoginId(loginId),
    investorName: async (njAcNo) => (await loadAccount()).investorName(njAcNo),
    header: async (ucc) => (await loadAccount()).header(ucc),
    logout: async () => (await loadAccount()).logout(),
  };
  return { login, account };
}
