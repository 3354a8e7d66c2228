import type { AnyCall, RequestOf } from '@ewa/api';
import { afterAll, beforeAll } from 'vitest';
import type { ServerConfig } from '../config.ts';
import type { MessageSender } from '../messaging/messages.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface AreaTestOptions {
  /** Only these areas (all when absent). */
  areas?: string[];
  /** A demo account whose live session is `token`. */
  investor?: string;
  /** Configuration over the test defaults; a function is read when the app is built (after earlier hooks). */
  config?: Partial<ServerConfig> | (() => Partial<ServerConfig>);
  /** Environment set while the app is built and runs (e.g. a short tick), restored afterwards. */
  env?: Record<string, string>;
  /** Start the app (its tickers run) before the tests. */
  ready?: boolean;
  logStream?: NodeJS.WritableStream;
  messages?: MessageSender;
}

export interface AreaTestApp extends TestApp {
  /** A live session of the setup's `investor`. */
  readonly token: string;
}

/**
 * The setup of a file of area tests: a migrated, seeded test app built before its tests and closed
 * after them, with a session of one demo investor. Usable at once; its members answer from `beforeAll` on.
 */
export function useTestApp(options: AreaTestOptions = {}): AreaTestApp {
  let current: TestApp | undefined;
  let token: string | undefined;
  const saved: Record<string, string | undefined> = {};
  beforeAll(async () => {
    for (const [name, value] of Object.entries(options.env ?? {})) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    const config = typeof options.config === 'function' ? options.config() : options.config;
    current = await createTestApp(config, {
      areas: options.areas,
      logStream: options.logStream,
      messages: options.messages,
    });
    if (options.ready) await current.app.ready();
    if (options.investor) token = await current.sessionToken(options.investor);
  }, 180_000);
  afterAll(async () => {
    await current?.close();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  const app = (): TestApp => {
    if (!current) throw new Error('the test app is built in beforeAll');
    return current;
  };
  return {
    get app() {
      return app().app;
    },
    get database() {
      return app().database;
    },
    get deps() {
      return app().deps;
    },
    get clock() {
      return app().clock;
    },
    get token() {
      if (!token) throw new Error('name an investor in useTestApp to get a token');
      return token;
    },
    call: <C extends AnyCall>(call: C, body: RequestOf<C>, as?: string, headers?: Record<string, string>) =>
      app().call(call, body, as, headers),
    post: (path, body, as, headers) => app().post(path, body, as, headers),
    login: (loginId, password, loginWith) => app().login(loginId, password, loginWith),
    sessionToken: (njAcNo, accType) => app().sessionToken(njAcNo, accType),
    inject: (opts) => app().inject(opts),
    postJsonText: (url, text) => app().postJsonText(url, text),
    close: () => app().close(),
  };
}
