/**
 * Runs `work` every `everyMs` without overlapping itself; `nudge` runs it soon, out of turn (once more
 * after the running round when one is running; nudges in between count once); `stop` waits for a
 * running round.
 */
export function startTicker(
  everyMs: number,
  work: () => Promise<unknown>,
  onError: (error: unknown) => void,
) {
  let running: Promise<unknown> | undefined;
  let again = false;
  let stopped = false;
  const round = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = work()
      .catch(onError)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          round();
        }
      });
  };
  const timer = setInterval(() => {
    if (!running) round();
  }, everyMs);
  timer.unref();
  return {
    /** A round soon, for work that has just become due (a NAV loaded, an order paid). */
    nudge() {
      setImmediate(round).unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
