import { INSTANT_PAYMENT_REDIRECT_MS } from '@ewa/api/purchase';

export type InstantResult = 'waiting' | 'success' | 'other';

/** Spec 001 §2: 'Success' or 'NO' is a success receipt; empty is still loading; anything else is not. */
export function instantResultOf(transaction: string | null): InstantResult {
  if (!transaction) return 'waiting';
  return transaction === 'Success' || transaction === 'NO' ? 'success' : 'other';
}

/** The automatic move to /transact/insta-cash 10 s after a successful instant payment. */
export class RedirectTimer {
  private timer: ReturnType<typeof setTimeout> | undefined;
  constructor(
    private readonly go: () => void,
    readonly delayMs = INSTANT_PAYMENT_REDIRECT_MS,
  ) {}
  start(): void {
    this.stop();
    this.timer = setTimeout(this.go, this.delayMs);
  }
  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
