import {
  changePassword,
  checkEwealthAccountActivation,
  checkFatcaDeclaration,
  logout,
  panAadhaarSeeding,
  savePersonalizedLoginId,
} from '@ewa/api/login';
import { getHeaderByUCC, getInvestorName } from '@ewa/api/profile';
import type { AccountService } from './account-service.ts';
import type { ApiPort } from './api.ts';

/** The gates', password change's, greeting's and logout's calls over the contract client. */
export function createAccountService(api: ApiPort): AccountService {
  return {
    checkActivation: (njAcNo) => api.call(checkEwealthAccountActivation, { njAcNo, reqFrom: 'WEB' }),
    panAadhaarSeeding: (njAcNo, action) => api.call(panAadhaarSeeding, { njAcNo, action }),
    checkFatcaDeclaration: (njAcNo) => api.call(checkFatcaDeclaration, { njAcNo, reqFrom: 'WEB' }),
    changePassword: (passwords) => api.call(changePassword, passwords),
    savePersonalisedLoginId: (loginId) => api.call(savePersonalizedLoginId, { loginId }),
    async investorName(njAcNo) {
      const reply = await api.call(getInvestorName, { njAcNo });
      return reply.data?.APPNAME ?? '';
    },
    async header(ucc) {
      const reply = await api.call(getHeaderByUCC, { ucc, calledFrom: 'WEB' });
      return reply.data ?? {};
    },
    async logout() {
      await api.call(logout, {});
    },
  };
}
