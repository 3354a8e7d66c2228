import type { DataOf, ReplyOf, RequestOf } from '@ewa/api/core';
import type {
  changePassword,
  checkEwealthAccountActivation,
  checkFatcaDeclaration,
  panAadhaarSeeding,
  savePersonalizedLoginId,
} from '@ewa/api/login';
import type { getHeaderByUCC } from '@ewa/api/profile';

export type PanAadhaarChoice = RequestOf<typeof panAadhaarSeeding>['action'];

/**
 * The calls of the post-login gates, the password change and the greeting, as the stores need
 * them. `createAccountService` (account-api.ts) implements it over the contract; store tests script it.
 */
export interface AccountService {
  checkActivation(njAcNo: string): Promise<ReplyOf<typeof checkEwealthAccountActivation>>;
  panAadhaarSeeding(njAcNo: string, choice: PanAadhaarChoice): Promise<ReplyOf<typeof panAadhaarSeeding>>;
  checkFatcaDeclaration(njAcNo: string): Promise<ReplyOf<typeof checkFatcaDeclaration>>;
  changePassword(passwords: RequestOf<typeof changePassword>): Promise<ReplyOf<typeof changePassword>>;
  savePersonalisedLoginId(loginId: string): Promise<ReplyOf<typeof savePersonalizedLoginId>>;
  /** The first holder's name for the greeting and the e-mail notice (mergerdemerger/getInvestorName). */
  investorName(njAcNo: string): Promise<string>;
  /** profileoperations/getHeaderByUCC: the first holder's name for the header and home. */
  header(ucc: string): Promise<Partial<DataOf<typeof getHeaderByUCC>>>;
  /** Invalidates the token on the server (ewaportfoliows/logout). */
  logout(): Promise<void>;
}
