import { html, LitElement, type PropertyValues } from 'lit';
import { baseStyles } from '../../tokens/tokens.ts';
import { countdownStyles } from './countdown.styles.ts';

export interface CountdownTickDetail {
  /** Whole seconds left. */
  remaining: number;
}

/** 'mm:ss' of whole seconds (minutes may pass 59: 75:00). */
export function formatMinutesSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** What a screen reader hears at the announced moments. */
export function spokenRemaining(seconds: number): string {
  if (seconds <= 0) return 'Time is up.';
  if (seconds % 60 === 0) {
    const minutes = seconds / 60;
    return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left.`;
  }
  return `${seconds} seconds left.`;
}

/** Announce each whole minute, then at 30 and 10 seconds: often enough to act on, rarely enough not to drown the page. */
const isAnnounced = (seconds: number) =>
  seconds <= 0 || seconds % 60 === 0 || seconds === 30 || seconds === 10;

/**
 * A countdown shown as mm:ss (the UPI wait, the OTP resend). It counts against an end time, not
 * ticks, so a throttled background tab still shows the right time when it wakes.
 *
 * @summary Countdown in mm:ss against an end time; fires once on expiry.
 * @tag ewa-countdown
 *
 * @csspart base - The timer (role="timer").
 * @csspart time - The mm:ss text.
 *
 * @cssprop --ewa-countdown-color - Colour of the time (default: the text colour).
 * @cssprop --ewa-countdown-ending-color - Colour in the last 10 seconds (default: the danger colour).
 *
 * @fires {CustomEvent<Record<string, never>>} ewa-countdown-expired - Once, when the time is up.
 * @fires {CustomEvent<CountdownTickDetail>} ewa-countdown-tick - Each second while running. Detail: `{ remaining }` in whole seconds.
 */
export class EwaCountdown extends LitElement {
  static override styles = [baseStyles, countdownStyles];
  static override properties = {
    seconds: { type: Number },
    until: {},
    label: {},
    now: { attribute: false },
    remaining: { state: true },
    announcement: { state: true },
  };

  /** Seconds to count down from when set (or when the element connects). */
  seconds?: number;
  /** The end time instead: a timestamp in milliseconds or a date string. Wins over `seconds`. */
  until?: number | string;
  /** Accessible name of the timer, e.g. 'Time left to approve the payment'. */
  label = 'Time left';

  /** The clock, replaceable where time must be controlled (tests, demos). */
  now: () => number = () => Date.now();

  private remaining = 0;
  private announcement = '';
  private endTime?: number;
  private timer?: ReturnType<typeof setTimeout>;
  private expiredFired = false;

  /** Whole seconds left. */
  get remainingSeconds(): number {
    return this.remaining;
  }

  get expired(): boolean {
    return this.endTime !== undefined && this.remaining <= 0;
  }

  /** Starts again from `seconds` (or re-reads `until`). */
  restart(): void {
    this.endTime = this.computeEndTime();
    this.expiredFired = false;
    this.announcement = '';
    this.refresh();
  }

  /** Stops counting; the time shown stays. */
  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Re-reads the clock now (the element also does this each second and when the tab becomes visible). */
  refresh(): void {
    clearTimeout(this.timer);
    if (this.endTime === undefined) return;
    const left = this.endTime - this.now();
    const seconds = Math.max(0, Math.ceil(left / 1000));
    const changed = seconds !== this.remaining;
    this.remaining = seconds;
    if (changed && isAnnounced(seconds)) this.announcement = spokenRemaining(seconds);
    if (seconds > 0) {
      if (changed) this.fireTick(seconds);
      // Wake at the next whole second of the remaining time.
      const untilNextSecond = left - (seconds - 1) * 1000;
      this.timer = setTimeout(() => this.refresh(), Math.max(50, Math.min(1000, untilNextSecond)));
    } else if (!this.expiredFired) {
      this.expiredFired = true;
      if (changed) this.fireTick(0);
      this.dispatchEvent(
        new CustomEvent<Record<string, never>>('ewa-countdown-expired', {
          detail: {},
          bubbles: true,
          composed: true,
        }),
      );
    }
  }

  private fireTick(remaining: number) {
    this.dispatchEvent(
      new CustomEvent<CountdownTickDetail>('ewa-countdown-tick', {
        detail: { remaining },
        bubbles: true,
        composed: true,
      }),
    );
  }

  private computeEndTime(): number | undefined {
    if (this.until !== undefined && this.until !== '') {
      const end = typeof this.until === 'number' ? this.until : Number(this.until) || Date.parse(this.until);
      return Number.isFinite(end) ? end : undefined;
    }
    if (this.seconds !== undefined && Number.isFinite(this.seconds)) return this.now() + this.seconds * 1000;
    return undefined;
  }

  private handleVisibility = () => {
    if (document.visibilityState === 'visible' && this.isConnected) this.refresh();
  };

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('visibilitychange', this.handleVisibility);
    if (this.endTime !== undefined) this.refresh();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('visibilitychange', this.handleVisibility);
    this.stop();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('seconds') || changed.has('until')) this.restart();
  }

  override render() {
    const ending = this.remaining > 0 && this.remaining <= 10;
    return html`<span part="base" class="base ${ending ? 'ending' : ''}" role="timer" aria-label=${this.label}
        ><span part="time" class="time">${formatMinutesSeconds(this.remaining)}</span></span
      ><span class="visually-hidden" aria-live="polite">${this.announcement}</span>`;
  }
}
