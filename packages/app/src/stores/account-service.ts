import type { ReplyEnvelope } from '../login/login-service.ts';
import type { ActivationFlags } from './gate-order.ts';

export type PanAadhaarChoice = 'ALREADY_LINKED' | 'LINK_NOW' | 'ASK_LATER';

/**
 * The calls of the post-login gates, the password change and the greeting, as the stores need
 * them. `apiAccountService` implements it over the contract; store tests script it.
 */
export interface AccountService {
  checkActivation(njAcNo: string): Promise<ReplyEnvelope & { flags?: ActivationFlags }>;
  panAadhaarSeeding(njAcNo: string, choice: PanAadhaarChoice): Promise<ReplyEnvelope>;
  checkFatcaDeclaration(njAcNo: string): Promise<ReplyEnvelope>;
  changePassword(
    oldPassword: string,
    newPassword: string,
    confirmPassword: string,
  ): Promise<ReplyEnvelope & { token?: string }>;
  savePersonalisedLoginId(loginId: string): Promise<ReplyEnvelope>;
  /** The first holder's name for the greeting and the e-mail notice (mergerdemerger/getInvestorName). */
  investorName(njAcNo: string): Promise<string>;
  /** profileoperations/getHeaderByUCC: the first holder's name for the header and home. */
  header(ucc: string): Promise<{ firstHolderName?: string; dpPath?: string }>;
  /** Invalidates the token on the server (ewaportfoliows/logout). */
  logout(): Promise<void>;
}
