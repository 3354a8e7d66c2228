import type { Clock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { ChangeWatch } from './db/notices.ts';
import type { InstanceState } from './instance.ts';
import type { MessageSender } from './messaging/messages.ts';
import type { TokenSigner } from './session/tokens.ts';

/** What every area's domain functions may use; built once in `buildApp`. */
export interface AppDeps {
  config: ServerConfig;
  database: Database;
  db: Db;
  clock: Clock;
  messages: MessageSender;
  tokens: TokenSigner;
  /** The NAV loads this instance knows of: its own, and every other instance's through notices. */
  navs: ChangeWatch;
  /** What this instance keeps in memory (caches, prepared statements): never another app's. */
  instance: InstanceState;
}
