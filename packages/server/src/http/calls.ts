import type { Call } from '@ewa/api';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Struct, validate } from 'superstruct';
import { type AuditEntry, type RequestOrigin, writeAudit } from '../audit/audit.ts';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { resolveSession, type Session } from '../session/sessions.ts';
import { DomainError, texts } from './errors.ts';
import { moneyKeyOf, moneyRequestHash } from './idempotency.ts';
import { type DoorAnswer, passMoneyDoor } from './money-door.ts';
import { consumeRate } from './rate.ts';
import { describeInvalid, nulField } from './request-fields.ts';

/** What a domain function gets besides its request: the database, the caller's origin, audit. */
export interface CallContext extends RequestOrigin {
  deps: AppDeps;
  db: Db;
  log: FastifyBaseLogger;
  /** The raw request and reply, for the rare call that needs a cookie or header. */
  request: FastifyRequest;
  reply: FastifyReply;
  /** A request header by name (any case); repeated headers come as a list. */
  header(name: string): string | string[] | undefined;
  /** Writes an audit row from this request's origin; pass `tx` inside a transaction. */
  audit(entry: AuditEntry, tx?: Db): Promise<void>;
  /**
   * Work to start once the call's writes are committed (tell the allotment round that orders are
   * placed): inside a money call's transaction nobody else can see them yet. Dropped if the call fails.
   */
  afterCommit(task: () => void): void;
}

export interface SessionCallContext extends CallContext {
  session: Session;
}

export interface CallRouteOptions {
  /** `login`: counted in the one per-IP budget of the login, OTP and captcha calls. */
  rateLimit?: 'login';
  /**
   * Also answers a session limited to some calls (`session.scope`, e.g. the mapping authorization
   * login); the handler checks what that scope allows. Other calls refuse such a session (403).
   */
  scoped?: boolean;
}

export interface RegisteredCall {
  call: Call<unknown, unknown>;
  area: string;
}

/**
 * A reply already written as JSON, for a hot call whose reply is mostly the same text every time (it
 * keeps that text instead of serializing it on each request). `Res` ties it to its call's reply type;
 * with reply checking on it is parsed and checked like any other reply.
 */
export class PreparedJson<Res> {
  declare readonly reply?: Res;
  constructor(readonly json: string) {}
}

/**
 * A file as a call's successful reply (a call declared `replyIsFile`): sent with its type and as an
 * attachment under `fileName`, never cached. Refusals of such a call are still envelopes.
 */
export class FileReply {
  constructor(
    readonly body: Buffer | string,
    readonly contentType: string,
    readonly fileName: string,
  ) {}

  /** Content-Disposition with a plain ASCII name and the exact name (RFC 6266). */
  get disposition(): string {
    const ascii = this.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
    return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(this.fileName)}`;
  }
}

/** How an area adds its calls: one line per contract call, handler = a domain function. */
export interface AreaRouter {
  readonly app: FastifyInstance;
  readonly deps: AppDeps;
  /** A call that needs a live session (`auth: 'session'`). */
  sessionCall<Req, Res>(
    call: Call<Req, Res>,
    handler: (request: Req, ctx: SessionCallContext) => Promise<Res | PreparedJson<Res> | FileReply>,
    options?: CallRouteOptions,
  ): void;
  /** A call anyone may make (`auth: 'public'`). */
  publicCall<Req, Res>(
    call: Call<Req, Res>,
    handler: (request: Req, ctx: CallContext) => Promise<Res>,
    options?: CallRouteOptions,
  ): void;
}

export interface Area {
  /** Same as the folder under src/areas and the contract module. */
  name: string;
  register(router: AreaRouter): void | Promise<void>;
}

/** Declares an area; `src/areas/<name>/index.ts` default-exports one and is picked up at start. */
export function defineArea(area: Area): Area {
  return area;
}

const registries = new WeakMap<FastifyInstance, Map<string, RegisteredCall>>();

/** Every contract call the app answers, by path (tests iterate it). */
export function registeredCalls(app: FastifyInstance): RegisteredCall[] {
  return [...(registries.get(app)?.values() ?? [])];
}

export function originOf(request: FastifyRequest): RequestOrigin {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' ? ua : '', requestId: String(request.id) };
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export function sendEnvelope(reply: FastifyReply, status: number, body: Record<string, unknown>) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** The envelope of a DomainError: `isSuccess: false`, the user-facing text, the call's extra fields. */
export function domainErrorBody(error: DomainError): Record<string, unknown> {
  const body: Record<string, unknown> = {
    isSuccess: false,
    message: error.message,
    displayMessage: error.message,
    ...error.extra,
  };
  if (error.errCode !== undefined) body.errCode = error.errCode;
  if (error.field !== undefined) body.field = error.field;
  if (error.data !== undefined) body.data = error.data;
  return body;
}

/**
 * Validation that survives hostile values (an object whose `toString` is not a function, say), and
 * refuses a NUL character in any string.
 */
function safeValidate<T>(
  body: unknown,
  struct: Struct<T, unknown>,
): [{ field: string; message: string } | undefined, unknown] {
  try {
    const [error, value] = validate(body, struct);
    if (error) return [describeInvalid(error), value];
    const nul = nulField(value);
    return [nul === undefined ? undefined : { field: nul, message: `${nul} should be valid.` }, value];
  } catch {
    return [{ field: '(body)', message: 'Request body should be valid.' }, undefined];
  }
}

/**
 * The context a handler gets. A class, so every request's context has one hidden class: the object
 * literal it replaces (`{ ...origin, ..., audit: () => … }`) made V8 build new maps and a closure per
 * request, which profiled as the largest single cost of a cached session call.
 */
class RouteContext implements SessionCallContext {
  readonly db: Db;
  readonly log: FastifyBaseLogger;
  readonly ip: string;
  readonly userAgent: string;
  readonly requestId: string;

  /** Started once the call's writes are committed (see `afterCommit`). */
  readonly committed: Array<() => void> = [];

  constructor(
    readonly deps: AppDeps,
    readonly request: FastifyRequest,
    readonly reply: FastifyReply,
    /** Unset on public calls (typed as always there for session handlers). */
    readonly session: Session,
    /** A money call's transaction (the door's); the database otherwise. */
    db: Db = deps.db,
  ) {
    this.db = db;
    this.log = request.log;
    const origin = originOf(request);
    this.ip = origin.ip;
    this.userAgent = origin.userAgent;
    this.requestId = origin.requestId;
  }

  header(name: string): string | string[] | undefined {
    return this.request.headers[name.toLowerCase()];
  }

  audit(entry: AuditEntry, tx?: Db): Promise<void> {
    return writeAudit(tx ?? this.db, this, entry);
  }

  afterCommit(task: () => void): void {
    this.committed.push(task);
  }

  /** Starts the work left for after the commit; a failure there is logged, the reply stands. */
  startCommitted(): void {
    for (const task of this.committed.splice(0)) {
      try {
        task();
      } catch (error) {
        this.log.error({ err: error }, 'work after a commit failed');
      }
    }
  }
}

export function createRouter(app: FastifyInstance, deps: AppDeps, areaName: string): AreaRouter {
  let registry = registries.get(app);
  if (!registry) {
    registry = new Map();
    registries.set(app, registry);
  }
  const calls = registry;

  function add<Req, Res>(
    call: Call<Req, Res>,
    auth: 'public' | 'session',
    handler: (request: Req, ctx: SessionCallContext) => Promise<Res | PreparedJson<Res> | FileReply>,
    options: CallRouteOptions,
  ) {
    if (call.auth !== auth)
      throw new Error(`${call.path} is declared auth '${call.auth}' but registered as '${auth}'`);
    if (calls.has(call.path)) throw new Error(`${call.path} is registered twice`);
    if (call.publicCacheSeconds !== undefined && call.auth !== 'public')
      throw new Error(`${call.path} needs a session, so its replies cannot be cached publicly`);
    // A public catalogue's successful reply may be kept; every other /api reply is no-store (app.ts).
    const cacheControl = call.publicCacheSeconds ? `public, max-age=${call.publicCacheSeconds}` : undefined;
    calls.set(call.path, { call: call as Call<unknown, unknown>, area: areaName });

    const loginBudget = deps.config.rateLimit.perIpPerMinute;
    // One budget per address for every login, OTP and captcha call, in the database (all instances).
    const countLoginBudget = async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        await consumeRate(deps.db, deps.clock, `login-ip:${request.ip}`, loginBudget);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return sendEnvelope(reply, error.status, domainErrorBody(error));
      }
    };
    const needsSession = call.auth === 'session';
    // Every money call passes the one door (money-door.ts); its keys belong to an account.
    const moneyDoor = call.movesMoney === true;
    if (moneyDoor && !needsSession) throw new Error(`${call.path} moves money, so it needs a session`);
    const acceptsScoped = options.scoped === true;
    const checkReplies = deps.config.checkReplies;
    app.post(
      `/api/${call.path}`,
      { onRequest: options.rateLimit === 'login' ? [countLoginBudget] : [] },
      async (request, reply) => {
        let session: Session | undefined;
        if (needsSession) {
          const token = bearerToken(request);
          session = token ? await resolveSession(deps, token) : undefined;
          if (!session)
            return sendEnvelope(reply, 401, {
              isSuccess: false,
              message: texts.sessionExpired,
              errCode: 'UNAUTHORIZED',
            });
          if (session.scope !== undefined && !acceptsScoped)
            return sendEnvelope(reply, 403, {
              isSuccess: false,
              message: texts.unauthorisedAccess,
              errCode: 'FORBIDDEN',
            });
        }
        // No body at all (e.g. logout) reads as `{}`; a JSON `null` or array is still a bad request.
        const body = request.body === undefined ? {} : request.body;
        const [invalid, parsed] = safeValidate(body, call.request);
        if (invalid) {
          const { field, message } = invalid;
          return sendEnvelope(reply, 400, { isSuccess: false, message, field, errCode: 'BAD_REQUEST' });
        }
        const answerOf = async (ctx: RouteContext) => {
          let status = 200;
          let result: unknown;
          try {
            result = await handler(parsed as Req, ctx);
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            status = error.status;
            result = domainErrorBody(error);
          }
          if (result instanceof FileReply) {
            if (!call.replyIsFile)
              throw new Error(`${call.path} answered a file but is not declared replyIsFile`);
            return { status, result, prepared: undefined };
          }
          const prepared = result instanceof PreparedJson ? result.json : undefined;
          if (checkReplies && status === 200) {
            const [mismatch] = validate(prepared === undefined ? result : JSON.parse(prepared), call.reply);
            if (mismatch) {
              request.log.error(
                { path: call.path, field: mismatch.path.join('.'), failure: mismatch.message },
                'reply does not match its contract',
              );
              throw new Error(
                `reply of ${call.path} does not match its contract at ${mismatch.path.join('.')}`,
              );
            }
          }
          return { status, result, prepared };
        };

        if (moneyDoor) {
          let key: string;
          try {
            key = moneyKeyOf(request.headers['idempotency-key']);
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            return sendEnvelope(reply, error.status, domainErrorBody(error));
          }
          const owner = session as Session;
          let acted: RouteContext | undefined;
          const answer: DoorAnswer = await passMoneyDoor(
            deps.db,
            deps.clock,
            { scope: owner.njAcNo, key, path: call.path, requestHash: moneyRequestHash(call, parsed) },
            async (tx) => {
              const ctx = new RouteContext(deps, request, reply, owner, tx);
              acted = ctx;
              const { status, result, prepared } = await answerOf(ctx);
              if (result instanceof FileReply)
                throw new Error(`${call.path} moves money: it cannot answer a file`);
              const refused = status !== 200 || (result as { isSuccess?: unknown }).isSuccess === false;
              return { status, json: prepared ?? JSON.stringify(result), refused };
            },
          );
          if (!answer.refused) acted?.startCommitted();
          return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.json);
        }

        const ctx = new RouteContext(deps, request, reply, session as Session);
        const { status, result, prepared } = await answerOf(ctx);
        if (status === 200) ctx.startCommitted();
        if (result instanceof FileReply)
          return reply
            .code(200)
            .type(result.contentType)
            .header('content-disposition', result.disposition)
            .send(result.body);
        if (cacheControl && status === 200) reply.header('cache-control', cacheControl);
        if (prepared !== undefined)
          return reply.code(status).type('application/json; charset=utf-8').send(prepared);
        return sendEnvelope(reply, status, result as Record<string, unknown>);
      },
    );
  }

  return {
    app,
    deps,
    sessionCall: (call, handler, options = {}) => add(call, 'session', handler, options),
    publicCall: (call, handler, options = {}) => add(call, 'public', handler, options),
  };
}
