/** Runs `work` every `everyMs` without overlapping itself; `stop` waits for a running round. */
export function startTicker(
  everyMs: number,
  work: () => Promise<unknown>,
  onError: (error: unknown) => void,
) {
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = work()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
