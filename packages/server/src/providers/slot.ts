import type { AppDeps } from '../deps.ts';

/**
 * Where an area finds an outside party it talks to (a KYC source, the depositories): the sandbox
 * installs its stand-in for the app it serves; without one the area uses the configured provider.
 * Areas read the slot when a request needs the provider, so the order of start-up does not matter,
 * and no area imports the sandbox. The installed provider is kept by the app (`deps.instance`).
 */
export class ProviderSlot<T> {
  install(deps: Pick<AppDeps, 'instance'>, provider: T): void {
    deps.instance.set(this, { provider });
  }

  /** The installed provider of this app, else `configured()`. */
  of(deps: Pick<AppDeps, 'instance'>, configured: () => T): T {
    const installed = deps.instance.peek<{ provider: T }>(this);
    return installed ? installed.provider : configured();
  }
}
