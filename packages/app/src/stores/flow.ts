/**
 * Waits for a promise inside a MobX `flow` and hands back its value with its type:
 * `const reply = yield* awaited(this.api.call(getSchemeList, body))`. A bare `yield` types its
 * result as `any`; this keeps every reply typed from the contract.
 */
export function* awaited<T>(promise: Promise<T>): Generator<Promise<T>, T, T> {
  return yield promise;
}
