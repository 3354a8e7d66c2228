import { describe, expect, it, vi } from 'vitest';
import { instantResultOf, RedirectTimer } from './instant-result.ts';

describe('instant-payment result', () => {
  it("'Success' or 'NO' is a success; empty waits; anything else is not", () => {
    expect(instantResultOf('Success')).toBe('success');
    expect(instantResultOf('NO')).toBe('success');
    expect(instantResultOf(null)).toBe('waiting');
    expect(instantResultOf('')).toBe('waiting');
    expect(instantResultOf('Failed')).toBe('other');
  });

  it('redirects 10 s after success, not before, and not after stop()', () => {
    vi.useFakeTimers();
    const go = vi.fn();
    const timer = new RedirectTimer(go);
    timer.start();
    vi.advanceTimersByTime(9_999);
    expect(go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(go).toHaveBeenCalledTimes(1);
    const stopped = new RedirectTimer(go);
    stopped.start();
    stopped.stop();
    vi.advanceTimersByTime(20_000);
    expect(go).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
