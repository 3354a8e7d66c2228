import { getCaptcha } from '@ewa/api/login';
import { describe, expect, it } from 'vitest';
import { type ApiPort, lazyApi } from './api.ts';

const ask = (loginId: string) => ({ loginId, loginWith: 'ACNO' as const });

describe('lazyApi: the contract client loads with the first call', () => {
  it('loads the client once and hands every call to it', async () => {
    let loads = 0;
    const seen: unknown[] = [];
    const client: ApiPort = {
      call: async (call, body) => {
        seen.push([call.path, body]);
        return { isSuccess: true, count: 1 } as never;
      },
    };
    const api = lazyApi(async () => {
      loads += 1;
      return client;
    });
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([
      api.call(getCaptcha, ask('a')),
      api.call(getCaptcha, ask('b')),
    ]);
    await api.call(getCaptcha, ask('c'));
    expect(loads).toBe(1);
    expect(first).toEqual({ isSuccess: true, count: 1 });
    expect(second).toEqual({ isSuccess: true, count: 1 });
    expect(seen).toEqual([
      [getCaptcha.path, ask('a')],
      [getCaptcha.path, ask('b')],
      [getCaptcha.path, ask('c')],
    ]);
  });

  it('fails only the call whose client failed to load; the next call loads it again', async () => {
    let loads = 0;
    const api = lazyApi(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk failed to load');
      return { call: async () => ({ isSuccess: true, count: 2 }) as never };
    });
    await expect(api.call(getCaptcha, ask('a'))).rejects.toThrow('chunk failed to load');
    await expect(api.call(getCaptcha, ask('b'))).resolves.toEqual({ isSuccess: true, count: 2 });
    expect(loads).toBe(2);
  });

  it('prepare fetches the client ahead of the first call, once; a failed prepare leaves it to the call', async () => {
    let loads = 0;
    const api = lazyApi(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return { call: async () => ({ isSuccess: true, count: 3 }) as never };
    });
    api.prepare?.();
    expect(loads).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    api.prepare?.();
    expect(loads).toBe(2);
    await expect(api.call(getCaptcha, ask('a'))).resolves.toEqual({ isSuccess: true, count: 3 });
    expect(loads).toBe(2);
  });
});
