import { getAccodeandUcc } from '@ewa/api/investor';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiPort } from './api.ts';
import { InvestorStore } from './investor.ts';

function api(selected = '50000002'): ApiPort {
  return {
    call: (async (call: { path: string }) => {
      expect(call.path).toBe(getAccodeandUcc.path);
      return {
        isSuccess: true,
        data: {
          data: {
            ACCODEDETAIL: [
              { NAME: 'ALL', VALUE: 'ALL' },
              { NAME: 'Rajesh Kumar Sharma', VALUE: '50000001' },
              { NAME: 'Sunita Sharma', VALUE: '50000002' },
            ],
            SELECTED_ACCODE: selected,
          },
        },
      };
    }) as ApiPort['call'],
  };
}

describe('investor selector (spec 001 §2)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lists the family with 'All Investors' for ALL", async () => {
    const store = new InvestorStore(api());
    await store.load();
    expect(store.choices).toEqual([
      { value: 'ALL', label: 'All Investors' },
      { value: '50000001', label: 'Rajesh Kumar Sharma' },
      { value: '50000002', label: 'Sunita Sharma' },
    ]);
  });

  it('applies the default selection 2 seconds after loading', async () => {
    const store = new InvestorStore(api());
    await store.load();
    await vi.advanceTimersByTimeAsync(1999);
    expect(store.selected).toBe('');
    await vi.advanceTimersByTimeAsync(1);
    expect(store.selected).toBe('50000002');
    expect(store.selectedLabel).toBe('Sunita Sharma');
    expect(store.selectedAccount).toBe('50000002');
  });

  it('falls back to All Investors when the server names no selection', async () => {
    const store = new InvestorStore(api(''));
    await store.load();
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.selected).toBe('ALL');
    expect(store.selectedAccount).toBeNull();
  });

  it("keeps the user's own choice made before the default arrives", async () => {
    const store = new InvestorStore(api());
    await store.load();
    store.select('50000001');
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.selected).toBe('50000001');
    store.select('nobody');
    expect(store.selected).toBe('50000001');
  });

  it('applies nothing once the header left', async () => {
    const store = new InvestorStore(api());
    await store.load();
    store.dispose();
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.selected).toBe('');
  });
});
