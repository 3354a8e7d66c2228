export { buildApp, loadAreas } from './app.ts';
export { loadConfig, type ServerConfig, testConfig } from './config.ts';
export { type Database, type Db, openDatabase } from './db/client.ts';
export {
  type Area,
  type AreaRouter,
  type CallContext,
  defineArea,
  type SessionCallContext,
} from './http/calls.ts';
export { DomainError } from './http/errors.ts';
export { prepareDatabase } from './seed/prepare.ts';
