import type { AnyCall } from '@ewa/api';

/** A fresh Idempotency-Key. */
export const randomKey = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * The one way the portal keys a money call: one Idempotency-Key per reviewed request, kept while the
 * person retries that same request (a retry, a double click), so the server acts once; a changed
 * request, or a new review (`renew`), gets a new key. A store that places money requests owns one.
 */
export class RequestKey {
  private key = '';
  private body = '';

  constructor(private readonly newKey: () => string = randomKey) {}

  /** The key for `request` to `call`: the last one while the request is the same. */
  of(call: Pick<AnyCall, 'path'>, request: unknown): string {
    const body = `${call.path} ${JSON.stringify(request)}`;
    if (body !== this.body) {
      this.key = this.newKey();
      this.body = body;
    }
    return this.key;
  }

  /** A new review begins: even the same request again is a new one. */
  renew(): void {
    this.key = '';
    this.body = '';
  }
}
