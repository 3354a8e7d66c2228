import { describe, expect, it } from 'vitest';
import { MemoryStore, Persistence } from './storage.ts';
import { checkVersion, RELOAD_THROTTLE_MS } from './version-check.ts';

function harness(deployed: string | undefined) {
  const persistence = new Persistence(new MemoryStore());
  const log: string[] = [];
  let now = 1_000_000;
  const deps = {
    running: 'v1',
    persistence,
    fetchVersion: async () => deployed,
    clearCaches: async () => void log.push('clear'),
    reload: () => void log.push('reload'),
    now: () => now,
  };
  return { deps, log, advance: (ms: number) => (now += ms) };
}

describe('version check (spec 000 §4)', () => {
  it('does nothing when the deployed version is the running one or unknown', async () => {
    for (const deployed of ['v1', undefined]) {
      const { deps, log } = harness(deployed);
      expect(await checkVersion(deps)).toBe(false);
      expect(log).toEqual([]);
    }
  });

  it('clears caches and reloads for a new version, at most once in 10 minutes', async () => {
    const { deps, log, advance } = harness('v2');
    expect(await checkVersion(deps)).toBe(true);
    expect(log).toEqual(['clear', 'reload']);
    advance(RELOAD_THROTTLE_MS - 1);
    expect(await checkVersion(deps)).toBe(false);
    advance(1);
    expect(await checkVersion(deps)).toBe(true);
    expect(log).toEqual(['clear', 'reload', 'clear', 'reload']);
  });

  it('keeps running when meta.json cannot be read', async () => {
    const { deps, log } = harness('v2');
    deps.fetchVersion = async () => {
      throw new Error('offline');
    };
    expect(await checkVersion(deps)).toBe(false);
    expect(log).toEqual([]);
  });
});
