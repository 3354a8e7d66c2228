/** A fresh Idempotency-Key. */
export const randomKey = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * One Idempotency-Key per reviewed request: the same request again (a retry, a double click) goes
 * under the same key, so it is placed once; a changed request gets a new key.
 */
export class RequestKey {
  private key = '';
  private body = '';

  constructor(private readonly newKey: () => string = randomKey) {}

  of(request: unknown): string {
    const body = JSON.stringify(request);
    if (body !== this.body) {
      this.key = this.newKey();
      this.body = body;
    }
    return this.key;
  }
}
