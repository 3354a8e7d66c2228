import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';
import pg from 'pg';

/** What hears a notice channel: each notice's payload, and whether notices arrive at all. */
export interface NoticeListener {
  notice(payload: string): void;
  /**
   * Notices started (true) or stopped (false) arriving. Notices sent while they were stopped are lost,
   * so whatever they keep fresh must not be trusted in between.
   */
  listening(on: boolean): void;
}

/**
 * Database notices (PostgreSQL `LISTEN` / `NOTIFY`): how a change made by one instance reaches the
 * caches of every instance on the same database. A statement sends one with `pg_notify(channel, text)`,
 * delivered when its transaction commits.
 */
export interface Notices {
  /** Hears `channel` until the answered function is called. */
  listen(channel: string, listener: NoticeListener): Promise<() => Promise<void>>;
  stop(): Promise<void>;
  /** On PostgreSQL: the listening connection's `application_name` (how an operator finds it). */
  readonly applicationName?: string;
}

const channelName = /^[a-z_][a-z0-9_]*$/;

function checkChannel(channel: string): void {
  if (!channelName.test(channel)) throw new Error(`not a notice channel name: ${channel}`);
}

/**
 * The embedded database: one process, and its notices arrive while the statement that sent them
 * completes, so the very next call sees them.
 */
export function pgliteNotices(client: PGlite): Notices {
  const stops = new Set<() => Promise<void>>();
  return {
    async listen(channel, listener) {
      checkChannel(channel);
      const unlisten = await client.listen(channel, (payload) => listener.notice(payload));
      listener.listening(true);
      const stop = async () => {
        if (!stops.delete(stop)) return;
        listener.listening(false);
        await unlisten().catch(() => {});
      };
      stops.add(stop);
      return stop;
    },
    async stop() {
      for (const stop of [...stops]) await stop();
    },
  };
}

/** Where a lost listening connection is opened again after this long. */
export const noticeReconnectMs = 1000;

/**
 * One connection per instance that listens on every channel its caches need. When it is lost (a
 * restart of the server, a terminated backend, a network cut) every listener is told notices stopped,
 * and it connects again after a second, listens again and tells them notices are back.
 * `applicationName` names it in `pg_stat_activity`.
 */
export function postgresNotices(
  url: string,
  applicationName = `ewa-notices-${randomBytes(4).toString('hex')}`,
): Notices {
  const channels = new Map<string, Set<NoticeListener>>();
  let client: pg.Client | undefined;
  /** Channels the current connection listens on; set once all of them are. */
  let heard: Set<string> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const tell = (on: boolean, only?: Iterable<NoticeListener>) => {
    const all = only ?? [...channels.values()].flatMap((set) => [...set]);
    for (const listener of all) listener.listening(on);
  };

  const connect = async () => {
    retry = undefined;
    if (stopped) return;
    const next = new pg.Client({ connectionString: url, keepAlive: true, application_name: applicationName });
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      const wasHeard = heard !== undefined;
      heard = undefined;
      if (wasHeard) tell(false);
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(connect, noticeReconnectMs).unref();
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      for (const listener of channels.get(message.channel) ?? []) listener.notice(message.payload ?? '');
    });
    client = next;
    try {
      await next.connect();
      const listened = new Set<string>();
      // Channels added while this runs are picked up by the next pass.
      for (let missing = [...channels.keys()]; missing.length > 0; ) {
        for (const channel of missing) {
          await next.query(`listen ${channel}`);
          listened.add(channel);
        }
        missing = [...channels.keys()].filter((c) => !listened.has(c));
      }
      if (client !== next || stopped) return;
      heard = listened;
      tell(true);
    } catch {
      lost();
    }
  };

  const started = connect();

  return {
    applicationName,
    async listen(channel, listener) {
      checkChannel(channel);
      await started;
      let set = channels.get(channel);
      if (!set) {
        set = new Set();
        channels.set(channel, set);
      }
      set.add(listener);
      const current = client;
      if (heard && current) {
        if (!heard.has(channel)) {
          try {
            await current.query(`listen ${channel}`);
            heard?.add(channel);
          } catch {
            // The connection is going: `lost` tells every listener, and the reconnect listens again.
          }
        }
        if (heard?.has(channel)) tell(true, [listener]);
      } else {
        listener.listening(false);
      }
      let done = false;
      return async () => {
        if (done) return;
        done = true;
        set.delete(listener);
        listener.listening(false);
        if (set.size === 0 && channels.get(channel) === set) {
          channels.delete(channel);
          heard?.delete(channel);
          await client?.query(`unlisten ${channel}`).catch(() => {});
        }
      };
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await started;
      const last = client;
      client = undefined;
      if (heard) tell(false);
      heard = undefined;
      await last?.end().catch(() => {});
    },
  };
}

/**
 * What one app instance knows of changes of one kind (a NAV load): its own at once (`changed`), every
 * other instance's through their database notice (`notice`, payload: the schema changed). Values
 * derived from what changes are kept only under the generation they were computed in, and only while
 * notices arrive: an instance that cannot hear the others keeps nothing.
 */
export class ChangeWatch implements NoticeListener {
  #generation = 0;
  #hearing = false;
  readonly #listeners = new Set<() => void>();

  /** `scope`: the schema this instance reads; a notice of another schema is another database's. */
  constructor(readonly scope: string) {}

  /** Moves on at every change (and whenever notices stop or come back: a change may have gone unheard). */
  get generation(): number {
    return this.#generation;
  }

  /** Whether other instances' changes are heard, so that what is derived may be kept. */
  get hearing(): boolean {
    return this.#hearing;
  }

  /** A change was made (here, or on another instance): what was derived before is stale. */
  changed(): void {
    this.#generation++;
    for (const listener of this.#listeners) listener();
  }

  /** Calls `listener` at every change any instance makes; answers the way to stop. */
  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  notice(payload: string): void {
    if (payload === this.scope) this.changed();
  }

  /** Notices started or stopped arriving; either way a change may have been missed. */
  listening(on: boolean): void {
    const moved = on !== this.#hearing;
    this.#hearing = on;
    if (moved) this.changed();
  }

  /** A bounded cache of values derived from what changes, emptied at every change on any instance. */
  cache<V extends {}>(options: { max: number; ttl: number }): DerivedCache<V> {
    return new DerivedCache<V>(this, options);
  }
}

/** See `ChangeWatch.cache`. */
export class DerivedCache<V extends {}> {
  #generation = -1;
  #entries: LRUCache<string, V>;

  constructor(
    private readonly watch: ChangeWatch,
    private readonly options: { max: number; ttl: number },
  ) {
    this.#entries = new LRUCache(options);
  }

  /**
   * The entries of the current generation. Take it before computing a value and store into it after:
   * a value computed across a change lands in the emptied generation and is never read. While other
   * instances' changes are not heard, an empty cache that nothing else reads.
   */
  current(): LRUCache<string, V> {
    if (!this.watch.hearing) return new LRUCache(this.options);
    if (this.#generation !== this.watch.generation) {
      this.#generation = this.watch.generation;
      this.#entries = new LRUCache(this.options);
    }
    return this.#entries;
  }
}
