import { isYes } from '@ewa/api/reply';
import { makeAutoObservable } from 'mobx';
import {
  type ActivationFlags,
  dpChargesMandatory,
  type GateId,
  type GateInputs,
  nextDestination,
  pendingGates,
} from './gate-order.ts';
import { paths } from './paths.ts';
import type { SessionStore } from './session.ts';
import type { Persistence } from './storage.ts';

const ACTIVATION_KEY = 'activation';
const RESOLVED_KEY = 'resolved_gates';
const DEEP_LINK_KEY = 'deep_link';

/**
 * Deep links kept across the login (spec 000 §4 step 7): authorize data, mapping-unmapping, banner,
 * bank-mandate profile, loan process, product login; and an e-voting request (spec 001 §2
 * `/evoting?requestReference`), which a depository's or a mail's link opens before the investor logs in.
 */
const DEEP_LINK_PATTERNS: readonly RegExp[] = [
  /^\/transact\/authorize\/detail(\?|$)/,
  /^\/transact\/authorize\/[^/?]+(\?d=|\?.*&d=)/,
  /^\/mapping-unmapping(\?|$)/,
  /^\/transact\/banner\/banner(\?|$)/,
  /^\/profile(\/banks-Mandate)?(\?|$)/,
  /^\/transact\/loan(\/processloan|\/njfspl\/loans)?\/?(\?|$)/,
  /^\/prodlogin(\?|$)/,
  /^\/evoting\?(.*&)?requestReference=[^&]/,
];

export function isDeepLink(pathWithQuery: string): boolean {
  return DEEP_LINK_PATTERNS.some((pattern) => pattern.test(pathWithQuery));
}

/** The post-login gates: what the activation check said, what the user has done about it. */
export class GatesStore {
  activation: ActivationFlags | null = null;
  resolved = new Set<GateId>();
  deepLink = '';

  constructor(
    private readonly session: SessionStore,
    private readonly persistence: Persistence,
  ) {
    this.activation = persistence.read<ActivationFlags>(ACTIVATION_KEY) ?? null;
    this.resolved = new Set(persistence.read<GateId[]>(RESOLVED_KEY) ?? []);
    this.deepLink = persistence.read<string>(DEEP_LINK_KEY) ?? '';
    makeAutoObservable<GatesStore, 'session' | 'persistence'>(
      this,
      { session: false, persistence: false },
      { autoBind: true },
    );
  }

  get inputs(): GateInputs {
    return {
      activation: this.activation ?? {},
      askPersonalisedLogin: isYes(this.session.fields.is_ask_personalized_login),
      resolved: this.resolved,
    };
  }

  get pending(): GateId[] {
    return this.activation ? pendingGates(this.inputs) : [];
  }

  /** Where a signed-in user goes now: forced password change first, then the gates, then the deep link or home. */
  get destination(): string {
    if (this.session.mustChangePassword) return paths.settings;
    return nextDestination(this.inputs, this.deepLink);
  }

  get isDpChargesMandatory(): boolean {
    return this.activation ? dpChargesMandatory(this.activation) : false;
  }

  get isPanAadhaarDeactivated(): boolean {
    return isYes(this.activation?.isPanWithAadharDeactive);
  }

  get isRekycMandatory(): boolean {
    return isYes(this.activation?.isRekycMandatory);
  }

  /** Stores the activation answer and the session flags the logged-in rule reads. */
  applyActivation(flags: ActivationFlags): void {
    this.activation = flags;
    this.resolved = new Set();
    this.persistence.write(ACTIVATION_KEY, flags);
    this.persistence.write(RESOLVED_KEY, []);
    const dpPending = isYes(flags.dpChargesPending) || isYes(flags.optionalDpChargesPending);
    this.session.update({
      fatcaDeclrationPending: isYes(flags.fatcaDeclarationPending) ? 'Y' : 'N',
      dpChargesPending: dpPending ? 'Y' : 'N',
      emailVerified: flags.emailVerified === 'N' ? 'N' : 'Y',
      isRekycMandatory: isYes(flags.isRekycMandatory) ? 'Y' : 'N',
    });
  }

  /**
   * A gate is done (or postponed where the spec allows it); the session flags follow so the
   * logged-in rule lets the user through. Mandatory gates cannot be postponed.
   */
  resolve(gate: GateId): void {
    if (gate === 'dpCharges' && this.isDpChargesMandatory) return;
    if (gate === 'rekyc' && this.isRekycMandatory) return;
    this.resolved.add(gate);
    this.persistence.write(RESOLVED_KEY, [...this.resolved]);
    if (gate === 'fatca') this.session.update({ fatcaDeclrationPending: 'N' });
    if (gate === 'dpCharges') this.session.update({ dpChargesPending: 'N' });
    if (gate === 'personalised') this.session.update({ is_ask_personalized_login: 'N' });
  }

  rememberDeepLink(pathWithQuery: string): void {
    if (!isDeepLink(pathWithQuery)) return;
    this.deepLink = pathWithQuery;
    this.persistence.write(DEEP_LINK_KEY, pathWithQuery);
  }

  /** A gate's own next page (e-mail gate's Continue → raise a query), taken like a deep link. */
  continueAt(path: string): void {
    this.deepLink = path;
    this.persistence.write(DEEP_LINK_KEY, path);
  }

  /** The deep link is used once: reading the destination after the last gate consumes it. */
  takeDestination(): string {
    const destination = this.destination;
    if (destination === this.deepLink) {
      this.deepLink = '';
      this.persistence.remove(DEEP_LINK_KEY);
    }
    return destination;
  }

  /** A new login: the gates start over; a deep link kept from before the login stays. */
  reset(): void {
    this.activation = null;
    this.resolved = new Set();
  }

  /** Logout, 401: nothing of the session remains. */
  clear(): void {
    this.reset();
    this.deepLink = '';
  }
}
