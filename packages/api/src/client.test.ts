/// <reference types="node" />
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { number, object, string } from 'superstruct';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createClient,
  fileNameOf,
  ReplyShapeError,
  retriesFor,
  TECHNICAL_PROBLEM_TEXT,
} from './client.ts';
import { defineCall, emptyRequest, envelope } from './core.ts';

// A real loopback server whose answer per path is scripted by each test.
const PORT = 18090;
const baseURL = `http://127.0.0.1:${PORT}/api`;

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}
type Script = (attempt: number, res: ServerResponse) => void;

let server: Server;
let received: Received[] = [];
let script: Script = (_attempt, res) => json(res, 200, { isSuccess: true });

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: raw ? JSON.parse(raw) : undefined });
      script(received.length, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received = [];
});

const greet = defineCall(
  'probe/greet',
  object({ loginId: string() }),
  envelope(object({ greeting: string() }), { attemptCount: number() }),
);
const pay = defineCall('probe/pay', object({ amount: number() }), envelope(object({ trxnId: string() })), {
  auth: 'session',
  movesMoney: true,
});
const publicCall = defineCall('probe/public', emptyRequest, envelope(object({})), { auth: 'public' });

function makeClient(overrides: Partial<Parameters<typeof createClient>[0]> = {}) {
  return createClient({ baseURL, getToken: () => 'tok-123', validateReplies: true, ...overrides });
}

describe('client: the request', () => {
  it('POSTs JSON to <baseURL>/<path> with the bearer token, and types the reply', async () => {
    script = (_n, res) => json(res, 200, { isSuccess: true, data: { greeting: 'Namaste' }, attemptCount: 0 });
    const reply = await makeClient().call(greet, { loginId: '50000001' });
    expect(reply.data?.greeting).toBe('Namaste');
    const [req] = received;
    expect(req?.path).toBe('/api/probe/greet');
    expect(req?.headers.authorization).toBe('Bearer tok-123');
    expect(req?.headers['content-type']).toContain('application/json');
    expect(req?.body).toEqual({ loginId: '50000001' });
    expect(req?.headers['idempotency-key']).toBeUndefined();
  });

  it('types the body from the request struct (a wrong body does not compile)', async () => {
    script = (_n, res) => json(res, 400, { isSuccess: false, field: 'loginId' });
    // @ts-expect-error loginId must be a string
    const wrong = makeClient().call(greet, { loginId: 5 });
    await expect(wrong).rejects.toMatchObject({ field: 'loginId' });
  });

  it('sends no Authorization header when there is no token', async () => {
    script = (_n, res) => json(res, 200, { isSuccess: true, data: {} });
    await makeClient({ getToken: () => null }).call(publicCall, {});
    expect(received[0]?.headers.authorization).toBeUndefined();
  });

  it('reads the token before each attempt, so a retry carries the current one', async () => {
    let token = 'first';
    script = (n, res) => {
      token = 'second';
      if (n === 1) json(res, 503, { isSuccess: false });
      else json(res, 200, { isSuccess: true, data: {} });
    };
    await makeClient({ getToken: async () => token }).call(publicCall, {});
    expect(received.map((r) => r.headers.authorization)).toEqual(['Bearer first', 'Bearer second']);
  });

  it('resolves a domain failure answered 200 with isSuccess false', async () => {
    script = (_n, res) =>
      json(res, 200, { isSuccess: false, message: 'Invalid login id or password.', attemptCount: 2 });
    const reply = await makeClient().call(greet, { loginId: 'x' });
    expect(reply.isSuccess).toBe(false);
    expect(reply.attemptCount).toBe(2);
  });
});

describe('client: retry rules', () => {
  it('retries once on a 5xx and answers the second reply', async () => {
    script = (n, res) =>
      n === 1
        ? json(res, 502, {})
        : json(res, 200, { isSuccess: true, data: { greeting: 'ok' }, attemptCount: 0 });
    const reply = await makeClient().call(greet, { loginId: 'a' });
    expect(reply.data?.greeting).toBe('ok');
    expect(received).toHaveLength(2);
  });

  it('retries only once: two 5xx reject with the server envelope', async () => {
    script = (_n, res) => json(res, 500, { isSuccess: false, displayMessage: 'Failed', requestId: 'r-9' });
    const error = await makeClient()
      .call(greet, { loginId: 'a' })
      .catch((e: unknown) => e);
    expect(received).toHaveLength(2);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
    expect((error as ApiError).reply.requestId).toBe('r-9');
  });

  it('retries once on a network error (connection dropped)', async () => {
    script = (n, res) => {
      if (n === 1) res.socket?.destroy();
      else json(res, 200, { isSuccess: true, data: {} });
    };
    const reply = await makeClient().call(publicCall, {});
    expect(reply.isSuccess).toBe(true);
    expect(received).toHaveLength(2);
  });

  it('a network error on both attempts rejects with status 0 and the generic text', async () => {
    script = (_n, res) => res.socket?.destroy();
    const error = (await makeClient()
      .call(publicCall, {})
      .catch((e: unknown) => e)) as ApiError;
    expect(received).toHaveLength(2);
    expect(error.status).toBe(0);
    expect(error.displayText).toBe(TECHNICAL_PROBLEM_TEXT);
  });

  it('never retries a money-moving call without an idempotency key', async () => {
    script = (_n, res) => json(res, 503, { isSuccess: false });
    await expect(makeClient().call(pay, { amount: 500 })).rejects.toBeInstanceOf(ApiError);
    expect(received).toHaveLength(1);
  });

  it('never retries a money-moving call after a dropped connection without a key', async () => {
    script = (_n, res) => res.socket?.destroy();
    await expect(makeClient().call(pay, { amount: 500 })).rejects.toBeInstanceOf(ApiError);
    expect(received).toHaveLength(1);
  });

  it('retries a money-moving call that carries an idempotency key, sending the same key twice', async () => {
    script = (n, res) =>
      n === 1 ? json(res, 503, {}) : json(res, 200, { isSuccess: true, data: { trxnId: 'T1' } });
    const reply = await makeClient().call(pay, { amount: 500 }, { idempotencyKey: 'key-42' });
    expect(reply.data?.trxnId).toBe('T1');
    expect(received.map((r) => r.headers['idempotency-key'])).toEqual(['key-42', 'key-42']);
  });

  it('does not retry a 4xx', async () => {
    script = (_n, res) =>
      json(res, 400, { isSuccess: false, message: 'loginId is required', field: 'loginId' });
    const error = (await makeClient()
      .call(greet, { loginId: '' })
      .catch((e: unknown) => e)) as ApiError;
    expect(received).toHaveLength(1);
    expect(error.status).toBe(400);
    expect(error.field).toBe('loginId');
    expect(error.displayText).toBe('loginId is required');
  });

  it('stops at once when the caller aborts, without a retry', async () => {
    script = () => {}; // never answers
    const controller = new AbortController();
    const pending = makeClient().call(publicCall, {}, { signal: controller.signal });
    await vi.waitFor(() => expect(received).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(received).toHaveLength(1);
  });

  it('retriesFor states the rule', () => {
    expect(retriesFor({ movesMoney: true })).toBe(0);
    expect(retriesFor({ movesMoney: true }, 'k')).toBe(1);
    expect(retriesFor({})).toBe(1);
  });
});

describe('client: 401 and 417', () => {
  it('401 on a session call calls onUnauthorized once and rejects', async () => {
    script = (_n, res) => json(res, 401, { isSuccess: false, message: 'UNAUTHORIZED ACCESS' });
    const onUnauthorized = vi.fn();
    const error = (await makeClient({ onUnauthorized })
      .call(greet, { loginId: 'a' })
      .catch((e: unknown) => e)) as ApiError;
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(error.status).toBe(401);
    expect(received).toHaveLength(1);
  });

  it('401 on a public call (e.g. a login attempt) rejects without logging anybody out', async () => {
    script = (_n, res) => json(res, 401, { isSuccess: false });
    const onUnauthorized = vi.fn();
    await expect(makeClient({ onUnauthorized }).call(publicCall, {})).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('417 hands the server message to onExpectationFailed', async () => {
    script = (_n, res) =>
      json(res, 417, { isSuccess: false, displayMessage: 'There is some downtime taken by IT team' });
    const onExpectationFailed = vi.fn();
    await expect(makeClient({ onExpectationFailed }).call(greet, { loginId: 'a' })).rejects.toMatchObject({
      status: 417,
    });
    expect(onExpectationFailed).toHaveBeenCalledWith('There is some downtime taken by IT team');
  });

  it('a refused OTP keeps its counters, so the screen clears the boxes and stops offering a resend', async () => {
    script = (_n, res) =>
      json(res, 429, {
        isSuccess: false,
        message: 'OTP limit reached',
        otp_wrongcount: 3,
        otp_regenrate: 'N',
        attemptCount: 9,
      });
    const error = (await makeClient()
      .call(publicCall, {})
      .catch((e: unknown) => e)) as ApiError;
    expect(error.reply).toMatchObject({ otp_wrongcount: 3, otp_regenrate: 'N' });
    expect(error.reply).not.toHaveProperty('attemptCount');
  });

  it('an error body that is not an envelope still rejects with one', async () => {
    script = (_n, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<h1>Not Found</h1>');
    };
    const error = (await makeClient()
      .call(publicCall, {})
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(404);
    expect(error.reply.isSuccess).toBe(false);
    expect(error.displayText).toBe(TECHNICAL_PROBLEM_TEXT);
  });
});

describe('client: reply validation', () => {
  it('rejects a reply that breaks its struct, naming the field', async () => {
    script = (_n, res) => json(res, 200, { isSuccess: true, data: { greeting: 42 }, attemptCount: 0 });
    const error = (await makeClient()
      .call(greet, { loginId: 'a' })
      .catch((e: unknown) => e)) as ReplyShapeError;
    expect(error).toBeInstanceOf(ReplyShapeError);
    expect(error.field).toBe('data.greeting');
    expect(error.path).toBe('probe/greet');
  });

  it('rejects a reply with a field the contract does not know', async () => {
    script = (_n, res) => json(res, 200, { isSuccess: true, data: {}, surprise: 1 });
    await expect(makeClient().call(publicCall, {})).rejects.toMatchObject({ field: 'surprise' });
  });

  it('passes the same reply through when validation is off', async () => {
    script = (_n, res) => json(res, 200, { isSuccess: true, data: { greeting: 42 }, attemptCount: 0 });
    const reply = await makeClient({ validateReplies: false }).call(greet, { loginId: 'a' });
    expect(reply.data?.greeting).toBe(42);
  });
});

describe('downloading a file reply', () => {
  const fileCall = defineCall('probe/file', object({ kind: string() }), envelope(object({})), {
    auth: 'session',
    replyIsFile: true,
  });

  it('answers the bytes, the type and the name from Content-Disposition, with the bearer token', async () => {
    script = (_attempt, res) => {
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="net_worth.pdf"; filename*=UTF-8''net%E2%82%B9worth.pdf`,
      });
      res.end('%PDF-1.3 body');
    };
    const client = createClient({ baseURL, getToken: () => 'tok-1' });
    const file = await client.download(fileCall, { kind: 'pdf' });
    expect(file.fileName).toBe('net₹worth.pdf');
    expect(file.contentType).toBe('application/pdf');
    expect(await file.blob.text()).toBe('%PDF-1.3 body');
    expect(received[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(received[0]?.body).toEqual({ kind: 'pdf' });
  });

  it('a refusal rejects with the envelope’s text and field; a 401 logs out', async () => {
    script = (_attempt, res) =>
      json(res, 400, { isSuccess: false, message: 'Bad from date.', field: 'fromDate' });
    const client = createClient({ baseURL, getToken: () => 'tok-1' });
    const refused = await client.download(fileCall, { kind: 'csv' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(400);
    expect((refused as ApiError).field).toBe('fromDate');
    expect((refused as ApiError).displayText).toBe('Bad from date.');

    script = (_attempt, res) => json(res, 401, { isSuccess: false, message: 'expired' });
    const onUnauthorized = vi.fn();
    const loggedOut = createClient({ baseURL, getToken: () => 'tok-1', onUnauthorized });
    await expect(loggedOut.download(fileCall, { kind: 'csv' })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reads plain and quoted file names, and none', () => {
    expect(fileNameOf('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(fileNameOf('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameOf('attachment')).toBeUndefined();
    expect(fileNameOf(null)).toBeUndefined();
  });
});
