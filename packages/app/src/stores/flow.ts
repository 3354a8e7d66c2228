/**
 * Waits for a promise inside a MobX `flow` and hands back its value with its type:
 * `const reply = yield* awaited(this.api.call(getSchemeList, body))`. A bare `yield` types its
 * result as `any`; this keeps every reply typed from the contract.
 */
export function* awaited<T>(promise: Promise<T>): Generator<Promise<T>, T, T> {
  return yield promise;
}

/**
 * Ends the current task where the browser can (`scheduler.yield`), so input and paint come before
 * the rest of a long piece of work; elsewhere (tests, older browsers) it goes straight on.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield?.() ?? Promise.resolve();
}
