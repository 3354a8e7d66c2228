import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../testing/test-app.ts';
import { ChangeWatch, type NoticeListener, type Notices, postgresNotices } from './notices.ts';

/** A listener that records what it is told. */
function recorder() {
  const heard: string[] = [];
  const states: boolean[] = [];
  const listener: NoticeListener = {
    notice: (payload) => heard.push(payload),
    listening: (on) => states.push(on),
  };
  return { heard, states, listener };
}

async function until(check: () => boolean, ms = 5000): Promise<boolean> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

describe('ChangeWatch', () => {
  it('moves on at each change of its own schema, and keeps nothing derived while it cannot hear', () => {
    const watch = new ChangeWatch('s1');
    const cache = watch.cache<string>({ max: 10, ttl: 60_000 });
    cache.current().set('k', 'v');
    expect(cache.current().get('k')).toBeUndefined();
    watch.listening(true);
    cache.current().set('k', 'v');
    expect(cache.current().get('k')).toBe('v');
    const before = cache.current();
    watch.notice('s2');
    expect(cache.current().get('k')).toBe('v');
    watch.notice('s1');
    expect(cache.current().get('k')).toBeUndefined();
    // A value computed across the change lands in the old generation and is never read.
    before.set('late', 'stale');
    expect(cache.current().get('late')).toBeUndefined();
    let told = 0;
    const stop = watch.onChange(() => told++);
    watch.changed();
    watch.listening(false);
    stop();
    watch.changed();
    expect(told).toBe(2);
  });
});

const url = process.env.TEST_DATABASE_URL;
describe.skipIf(testDatabaseKind !== 'postgres' || !url)(
  'the listening connection (PostgreSQL; the embedded database has no connection to lose)',
  () => {
    const suffix = randomBytes(4).toString('hex');
    const first = `ewa_test_a_${suffix}`;
    const second = `ewa_test_b_${suffix}`;
    let notices: Notices;
    let admin: pg.Client;
    beforeAll(async () => {
      notices = postgresNotices(url as string);
      admin = new pg.Client({ connectionString: url });
      await admin.connect();
    });
    afterAll(async () => {
      await notices?.stop();
      await admin?.end();
    });
    const notify = (channel: string, payload: string) =>
      admin.query('select pg_notify($1, $2)', [channel, payload]);

    it('hears, comes back after its backend is terminated, and listens again on every channel', async () => {
      const a = recorder();
      await notices.listen(first, a.listener);
      expect(a.states).toEqual([true]);
      await notify(first, 'one');
      expect(await until(() => a.heard.includes('one'))).toBe(true);

      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [notices.applicationName],
      );
      expect(await until(() => a.states.at(-1) === false)).toBe(true);
      // A channel asked for while the connection is down is listened on once it is back.
      const b = recorder();
      await notices.listen(second, b.listener);
      expect(b.states).toEqual([false]);
      expect(await until(() => a.states.at(-1) === true && b.states.at(-1) === true)).toBe(true);

      await notify(first, 'two');
      await notify(second, 'three');
      expect(await until(() => a.heard.includes('two') && b.heard.includes('three'))).toBe(true);
      expect(a.heard).toEqual(['one', 'two']);
    });

    it('tells a listener that stops, and tells it nothing more', async () => {
      const c = recorder();
      const stop = await notices.listen(first, c.listener);
      await stop();
      expect(c.states).toEqual([true, false]);
      await notify(first, 'four');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(c.heard).toEqual([]);
    });
  },
);
