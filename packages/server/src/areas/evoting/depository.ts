import type { Depository } from '@ewa/api';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../http/errors.ts';
import { ProviderSlot } from '../../providers/slot.ts';

/** One voting session as a depository needs it to open the ballot. */
export interface VotingSession {
  requestReference: string;
  depository: Depository;
  /** CDSL EVSN / NSDL EVEN. */
  eventNo: string;
  investorName: string;
  panNo: string;
  dpId: string;
  clientId: string;
  /** Where the depository sends the investor back (this server's return address for the depository). */
  returnUrl: string;
}

/** What a depository says on the return address about a session. */
export interface DepositoryReturn {
  requestReference: string;
  outcome: 'VOTED' | 'CANCELLED' | 'ERROR';
  errorCode?: string;
  errorDescription?: string;
}

/** A depository's e-voting service (CDSL or NSDL), as the server sees it. */
export interface DepositoryProvider {
  /** The form the investor's browser posts to the depository, signed as the depository requires. */
  votingForm(session: VotingSession): { actionUrl: string; fields: { name: string; value: string }[] };
  /** The depository's answer as it arrives on the return address; undefined when it cannot be verified. */
  readReturn(query: Record<string, string>): DepositoryReturn | undefined;
}

export type Depositories = Record<Depository, DepositoryProvider>;

export const depositoryProviders = new ProviderSlot<Depositories>();

export const evotingUnavailable = 'E-voting is not available just now. Please try again later.';

/** Without the sandbox no depository is configured in this build: e-voting says so instead of posting anywhere. */
const unconfigured: DepositoryProvider = {
  votingForm() {
    throw new DomainError(evotingUnavailable, { errCode: 'EVOTING_UNAVAILABLE' });
  },
  readReturn: () => undefined,
};

export function depositoriesOf(deps: AppDeps): Depositories {
  return depositoryProviders.of(deps, () => ({ CDSL: unconfigured, NSDL: unconfigured }));
}
