import {
  changePassword,
  checkEwealthAccountActivation,
  checkFatcaDeclaration,
  logout,
  panAadhaarSeeding,
  savePersonalizedLoginId,
} from '@ewa/api/login';
import { getHeaderByUCC, getInvestorName } from '@ewa/api/profile';
import type { ReplyEnvelope } from '../login/login-service.ts';
import type { AccountService } from './account-service.ts';
import type { ApiPort } from './api.ts';
import type { ActivationFlags } from './gate-order.ts';

// Replies declared without call-specific top-level fields come out loosely typed from the contract's
// envelope helper; this states the envelope they carry.
type Reply<D> = ReplyEnvelope & { data?: D | null };
const envelopeOf = <D>(reply: unknown) => reply as Reply<D>;

/** The gates', password change's, greeting's and logout's calls over the contract client. */
export function createAccountService(api: ApiPort): AccountService {
  return {
    async checkActivation(njAcNo) {
      const reply = envelopeOf<ActivationFlags>(
        await api.call(checkEwealthAccountActivation, { njAcNo, reqFrom: 'WEB' }),
      );
      return { ...reply, flags: reply.data ?? undefined };
    },
    panAadhaarSeeding: async (njAcNo, action) =>
      envelopeOf<unknown>(await api.call(panAadhaarSeeding, { njAcNo, action })),
    checkFatcaDeclaration: async (njAcNo) =>
      envelopeOf<unknown>(await api.call(checkFatcaDeclaration, { njAcNo, reqFrom: 'WEB' })),
    changePassword: (oldPassword, newPassword, confirmPassword) =>
      api.call(changePassword, { oldPassword, newPassword, confirmPassword }),
    savePersonalisedLoginId: async (loginId) =>
      envelopeOf<unknown>(await api.call(savePersonalizedLoginId, { loginId })),
    async investorName(njAcNo) {
      const reply = envelopeOf<{ APPNAME: string }>(await api.call(getInvestorName, { njAcNo }));
      return reply.data?.APPNAME ?? '';
    },
    async header(ucc) {
      const reply = envelopeOf<{ firstHolderName: string; dpPath: string }>(
        await api.call(getHeaderByUCC, { ucc, calledFrom: 'WEB' }),
      );
      return reply.data ?? {};
    },
    async logout() {
      await api.call(logout, {});
    },
  };
}
