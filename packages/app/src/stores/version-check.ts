import type { Persistence } from './storage.ts';
import { VERSION_RELOAD_KEY } from './storage.ts';

/** A hard reload for a new version happens at most once in this window (spec 000 §9). */
export const RELOAD_THROTTLE_MS = 10 * 60 * 1000;

export interface VersionCheckDeps {
  running: string;
  fetchVersion: () => Promise<string | undefined>;
  persistence: Persistence;
  clearCaches: () => Promise<void>;
  reload: () => void;
  now?: () => number;
}

/**
 * Reads meta.json at start: if the deployed version differs from the running one, clear the caches
 * and hard-reload, unless a reload already happened within the last 10 minutes. Answers whether it reloaded.
 */
export async function checkVersion(deps: VersionCheckDeps): Promise<boolean> {
  const now = (deps.now ?? Date.now)();
  let deployed: string | undefined;
  try {
    deployed = await deps.fetchVersion();
  } catch {
    return false; // Offline or no meta.json: keep running what we have.
  }
  if (!deployed || deployed === deps.running) return false;
  const last = deps.persistence.read<number>(VERSION_RELOAD_KEY) ?? 0;
  if (now - last < RELOAD_THROTTLE_MS) return false;
  deps.persistence.write(VERSION_RELOAD_KEY, now);
  await deps.clearCaches();
  deps.reload();
  return true;
}
