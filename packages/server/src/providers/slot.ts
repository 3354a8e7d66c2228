import type { AppDeps } from '../deps.ts';

/**
 * Where an area finds an outside party it talks to (a KYC source, the depositories): the sandbox
 * installs its stand-in for the app it serves; without one the area uses the configured provider.
 * Areas read the slot when a request needs the provider, so the order of start-up does not matter,
 * and no area imports the sandbox.
 */
export class ProviderSlot<T> {
  readonly #installed = new WeakMap<AppDeps, T>();

  install(deps: AppDeps, provider: T): void {
    this.#installed.set(deps, provider);
  }

  /** The installed provider of this app, else `configured()`. */
  of(deps: AppDeps, configured: () => T): T {
    return this.#installed.get(deps) ?? configured();
  }
}
