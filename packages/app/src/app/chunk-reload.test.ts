import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../stores/storage.ts';
import { isChunkLoadError, loadChunk, reloadOnce } from './chunk-reload.ts';

describe('reloading once for a missing chunk', () => {
  it('reloads the first time, not again within the guard, and again later', () => {
    const storage = new MemoryStore();
    let reloads = 0;
    let clock = 1_000_000;
    const options = { storage, reload: () => reloads++, now: () => clock };
    expect(reloadOnce(options)).toBe(true);
    clock += 5_000;
    expect(reloadOnce(options)).toBe(false);
    clock += 60_000;
    expect(reloadOnce(options)).toBe(true);
    expect(reloads).toBe(2);
  });

  it('tells a module that could not be fetched from a bug inside a module', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /ewa/assets/X-1.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
  });

  it('reloads instead of failing when a screen chunk is gone, and passes other errors on', async () => {
    let reloads = 0;
    const options = { storage: new MemoryStore(), reload: () => reloads++ };
    const gone = loadChunk(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: x')),
      options,
    );
    const settled = await Promise.race([
      gone().then(() => 'settled'),
      new Promise((r) => setTimeout(() => r('waiting'), 50)),
    ]);
    expect(settled).toBe('waiting');
    expect(reloads).toBe(1);
    const broken = loadChunk(() => Promise.reject(new Error('boom')), options);
    await expect(broken()).rejects.toThrow('boom');
    expect(reloads).toBe(1);
  });
});
