/**
 * What one app instance keeps in memory for itself — caches, prepared statements, work in flight,
 * installed providers — made on first use and gone with the app, so two apps in one process share
 * none of it. A module names what it keeps with a `PerInstance` key; the values live here.
 */
export class InstanceState {
  readonly #values = new Map<object, unknown>();

  /** The value kept under `key`, made by `make` on first use. */
  get<T>(key: object, make: () => T): T {
    if (this.#values.has(key)) return this.#values.get(key) as T;
    const value = make();
    this.#values.set(key, value);
    return value;
  }

  /** The value kept under `key`, if any. */
  peek<T>(key: object): T | undefined {
    return this.#values.get(key) as T | undefined;
  }

  set(key: object, value: unknown): void {
    this.#values.set(key, value);
  }
}

/** Something each app instance keeps for itself, made from its deps on first use (see `InstanceState`). */
export class PerInstance<T, D extends { instance: InstanceState }> {
  constructor(private readonly make: (deps: D) => T) {}

  of(deps: D): T {
    return deps.instance.get(this, () => this.make(deps));
  }
}
