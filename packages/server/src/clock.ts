/** Time as the domain sees it; tests move it forward to reach expiry without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that starts at real time and moves only when told. */
export class TestClock implements Clock {
  private offsetMs = 0;
  private frozenAt: number | undefined;
  now(): Date {
    return new Date((this.frozenAt ?? Date.now()) + this.offsetMs);
  }
  /** Stops real time from passing (a slow test must not see sessions go idle). */
  freeze(): void {
    this.frozenAt = Date.now();
  }
  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }
}
