import { createClient } from '@ewa/api';
import { configure, makeAutoObservable } from 'mobx';
import { isUnder, paths } from '../app/paths.ts';
import type { ApiPort } from './api.ts';
import { GatesStore } from './gates.ts';
import { SessionStore } from './session.ts';
import { type KeyValueStore, Persistence } from './storage.ts';

// Actions are the only writers of store state.
configure({ enforceActions: 'always' });

/** How stores move the user: the router's navigate in the app, a recorder in tests. */
export interface Navigation {
  go(path: string, options?: { replace?: boolean }): void;
  /** The current path inside the app (without /ewa). */
  currentPath(): string;
  /** A full page load of an app path, dropping all in-memory state (logout). */
  reload(path: string): void;
}

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

export interface RootDependencies {
  storage: KeyValueStore;
  navigation: Navigation;
  /** Defaults to the real client on `/api`; tests pass a fake. */
  api?: ApiPort;
}

/** Composes the small stores; screens get it from context (see context.ts). */
export class RootStore {
  readonly persistence: Persistence;
  readonly navigation: Navigation;
  readonly api: ApiPort;
  readonly session: SessionStore;
  readonly gates: GatesStore;
  readonly errorPage: ErrorPageStore;

  constructor({ storage, navigation, api }: RootDependencies) {
    this.persistence = new Persistence(storage);
    this.navigation = navigation;
    this.session = new SessionStore(this.persistence);
    this.gates = new GatesStore(this.session, this.persistence);
    this.errorPage = new ErrorPageStore(this.persistence);
    this.api =
      api ??
      createClient({
        baseURL: `${globalThis.location?.origin ?? ''}/api`,
        getToken: () => this.session.bearerToken,
        onUnauthorized: () => this.handleUnauthorized(),
        onExpectationFailed: (message) => this.handleExpectationFailed(message),
        validateReplies: import.meta.env?.DEV ?? false,
      });
  }

  /** HTTP 401: the login is gone; back to /login, or the tradereg module's own auth-error page. */
  handleUnauthorized(): void {
    const inTradeReg = isUnder(this.navigation.currentPath(), '/tradereg');
    this.forgetLogin();
    this.navigation.go(inTradeReg ? paths.tradeRegAuthError : paths.login, { replace: true });
  }

  /** HTTP 417: keep the message and open the error page. */
  handleExpectationFailed(message: string): void {
    this.errorPage.show(message);
    this.navigation.go(paths.errorPage);
  }

  /** Asks the server to revoke the token; a session already gone there is not an error here. */
  private async invalidateToken(): Promise<void> {
    // Filled in with the contract's logout call (ewaportfoliows/logout).
  }

  /** Clears every stored key and every store, without a server call. */
  forgetLogin(): void {
    this.session.clear();
    this.gates.reset();
  }

  /**
   * Logout (spec 001 §4): the server invalidates the token, storage is cleared, the page reloads.
   * `to` is where the reload lands (the login page, or an unauthorised-access page).
   */
  async logout(to: string = paths.login): Promise<void> {
    if (this.session.bearerToken) await this.invalidateToken();
    this.forgetLogin();
    this.navigation.reload(to);
  }
}
