// After a release, a tab opened before it asks for chunks the server no longer has. One reload picks up
// the new build; a second failure soon after is a real outage, so it is left to show as an error.

const RELOADED_AT = 'ewa.chunkReloadAt';
/** A reload within this long of the last one is not tried again. */
export const CHUNK_RELOAD_GUARD_MS = 30_000;

export interface ChunkReload {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now?: () => number;
}

/** Reloads the page for a failed chunk unless it did so just now; true when it reloads. */
export function reloadOnce({ storage, reload, now = Date.now }: ChunkReload): boolean {
  const last = Number(storage.getItem(RELOADED_AT) ?? 0);
  if (now() - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(RELOADED_AT, String(now()));
  reload();
  return true;
}

/** Whether an error is a module that could not be fetched (not a bug inside a loaded module). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i.test(
    message,
  );
}

/** Wraps a screen's loader: a chunk that cannot be fetched reloads the page once instead of failing. */
export function loadChunk<T>(load: () => Promise<T>, options: ChunkReload): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      // While the reload happens nothing renders; a loader that never settles keeps the spinner up.
      if (isChunkLoadError(error) && reloadOnce(options)) return new Promise<T>(() => {});
      throw error;
    });
}
