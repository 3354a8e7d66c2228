import type { UserData } from '@ewa/api/login';
import { isYes, replyText } from '@ewa/api/reply';
import { action, configure, makeAutoObservable, makeObservable, observableRef } from 'mobx';
import type { AccountService } from './account-service.ts';
import { type ApiPort, GENERIC_FAILURE, lazyApi, ShownError } from './api.ts';
import { GatesStore } from './gates.ts';
import type { LoginService, LoginWith } from './login-service.ts';
import type { Destination } from './navigation.ts';
import { isUnder, paths } from './paths.ts';
import type { PortalStores } from './portal-stores.ts';
import { SessionStore } from './session.ts';
import { type KeyValueStore, Persistence } from './storage.ts';

// Actions are the only writers of store state.
configure({ enforceActions: 'always' });

const ERROR_MESSAGE_KEY = 'errorPageMessage';

/** The message a 417 reply carried, shown by /transact/errorPage. */
export class ErrorPageStore {
  message = '';
  constructor(private readonly persistence: Persistence) {
    this.message = persistence.read<string>(ERROR_MESSAGE_KEY) ?? '';
    makeAutoObservable<ErrorPageStore, 'persistence'>(this, { persistence: false }, { autoBind: true });
  }
  show(message: string): void {
    this.message = message;
    this.persistence.write(ERROR_MESSAGE_KEY, message);
  }
}

/** The calls the stores make, grouped by area (see api-services.ts for the contract-backed ones). */
export interface Services {
  login: LoginService;
  account: AccountService;
}

export interface RootDependencies {
  storage: KeyValueStore;
  /** Defaults to the real client on `/api`, loaded with the first call; tests pass a fake. */
  api?: ApiPort;
  /** Built over `api` by the caller (main.tsx) or scripted by tests. */
  services: (api: ApiPort) => Services;
  /** Whether an in-app address opens a real screen yet (the route table answers); every one does by default. */
  opensScreen?: (address: string) => boolean;
}

/** Composes the small stores; screens get it from context (see context.ts). */
export class RootStore {
  readonly persistence: Persistence;
  readonly api: ApiPort;
  readonly session: SessionStore;
  readonly gates: GatesStore;
  readonly errorPage: ErrorPageStore;
  readonly services: Services;
  readonly opensScreen: (address: string) => boolean;
  /** The signed-in frame's stores, made when that frame first loads (portal-stores.ts). */
  portal?: PortalStores;

  /**
   * Where the app must go without anyone having asked (a 401, a 417): the navigation bridge goes
   * there and clears it. Destinations of actions a screen started are their answers instead.
   */
  redirect: Destination | null = null;
  /** The page on screen (inside /ewa), kept by the navigation bridge: a 401 answers by it. */
  currentPath = '/';

  constructor({ storage, api, services, opensScreen = () => true }: RootDependencies) {
    this.opensScreen = opensScreen;
    this.persistence = new Persistence(storage);
    this.session = new SessionStore(this.persistence);
    this.gates = new GatesStore(this.session, this.persistence);
    this.errorPage = new ErrorPageStore(this.persistence);
    this.api =
      api ??
      // The client (ofetch, superstruct, the call structs) is not needed to show the login page.
      lazyApi(() =>
        import('./portal-client.ts').then(({ createPortalClient }) =>
          createPortalClient({
            getToken: () => this.session.bearerToken,
            onUnauthorized: () => this.handleUnauthorized(),
            onExpectationFailed: (message) => this.handleExpectationFailed(message),
          }),
        ),
      );
    this.services = services(this.api);
    makeObservable<RootStore, 'redirectTo'>(this, {
      redirect: observableRef,
      redirectTo: action,
      takeRedirect: action,
    });
  }

  /**
   * A successful login (password or OTP): store the session, then the forced password change or
   * the gates. Answers where the user goes; throws with the text to show when the activation check fails.
   */
  async signIn(token: string, user: UserData, loginWith: LoginWith): Promise<Destination> {
    const accType = user.accType || 'TAC';
    const forced = (isYes(user.chnagePassWord) || isYes(user.isPasswordExpired)) && accType === 'TAC';
    this.gates.reset();
    this.session.update({
      is_login: true,
      token,
      loginid: user.loginId || user.njAcNo,
      njacno: user.njAcNo,
      is_ask_personalized_login: isYes(user.isAskPersonalizedLogin) ? 'Y' : 'N',
      is_password_expired: isYes(user.isPasswordExpired) ? 'Y' : 'N',
      logintime_chnage_password_redirect: forced,
      login_with: loginWith,
      ucc_dtl: user.ucc_dtl ?? null,
      accType,
      fatcaDeclrationPending: '',
      dpChargesPending: '',
      emailVerified: '',
      isRekycMandatory: '',
    });
    if (forced) return { to: paths.settings, replace: true };
    return this.continueAfterLogin();
  }

  /** Runs the activation check; answers the first gate, the deep link or home. */
  async continueAfterLogin(): Promise<Destination> {
    const reply = await this.services.account.checkActivation(this.session.fields.njacno);
    if (!reply.isSuccess || !reply.data) {
      this.forgetLogin();
      throw new ShownError(replyText(reply, GENERIC_FAILURE));
    }
    this.gates.applyActivation(reply.data);
    return this.continueToNextStep();
  }

  /** A gate is done (or the password changed): the next step. */
  continueToNextStep(): Destination {
    return { to: this.gates.takeDestination() };
  }

  /** HTTP 401: the login is gone; back to /login, or the tradereg module's own auth-error page. */
  handleUnauthorized(): void {
    const inTradeReg = isUnder(this.currentPath, '/tradereg');
    this.forgetLogin();
    this.redirectTo({ to: inTradeReg ? paths.tradeRegAuthError : paths.login, replace: true });
  }

  /** HTTP 417: keep the message and open the error page. */
  handleExpectationFailed(message: string): void {
    this.errorPage.show(message);
    this.redirectTo({ to: paths.errorPage });
  }

  private redirectTo(destination: Destination): void {
    this.redirect = destination;
  }

  /** The navigation bridge takes the pending redirect to carry it out. */
  takeRedirect(): Destination | null {
    const destination = this.redirect;
    this.redirect = null;
    return destination;
  }

  /** Asks the server to revoke the token; a session already gone there is not an error here. */
  private async invalidateToken(): Promise<void> {
    try {
      await this.services.account.logout();
    } catch {
      // The session may already be gone on the server; forgetting it here is what matters.
    }
  }

  /** Clears every stored key and every store, without a server call. */
  forgetLogin(): void {
    this.session.clear();
    this.gates.clear();
  }

  /**
   * Logout (spec 001 §4): the server invalidates the token, storage is cleared, the page reloads.
   * `to` is where the reload lands (the login page, or an unauthorised-access page).
   */
  async logout(to: string = paths.login): Promise<Destination> {
    if (this.session.bearerToken) await this.invalidateToken();
    this.forgetLogin();
    return { reload: to };
  }
}
