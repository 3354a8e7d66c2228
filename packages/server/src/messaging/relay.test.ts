import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { type FakeGateway, startFakeGateway } from '../testing/fake-gateway.ts';
import { MessageNotSent, type OutgoingMessage } from './messages.ts';
import { relaySender } from './relay.ts';

let gateway: FakeGateway;
let url: string;
beforeAll(async () => {
  gateway = await startFakeGateway();
  url = gateway.url;
});
afterEach(() => {
  gateway.received = [];
  gateway.answer = () => 202;
});
afterAll(() => gateway.close());

const sms: OutgoingMessage = {
  channel: 'sms',
  loginId: '50000001',
  address: '9876543210',
  subject: 'Login OTP',
  body: '123456 is your E-Wealth login OTP.',
};

const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MessageNotSent);
  return error as MessageNotSent;
};

describe('the SMS / e-mail gateway relay', () => {
  it('posts the message as JSON with the token and an idempotency key, and no login id', async () => {
    await relaySender({ url, token: 'relay-token', timeoutMs: 2000 }).send(sms);
    expect(gateway.received).toHaveLength(1);
    const [first] = gateway.received;
    expect(first?.body).toEqual({ channel: 'sms', to: '9876543210', subject: 'Login OTP', body: sms.body });
    expect(first?.headers.authorization).toBe('Bearer relay-token');
    expect(first?.headers['content-type']).toBe('application/json');
    expect(first?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('tries a 5xx once more with the same key and succeeds when the gateway recovers', async () => {
    gateway.answer = (n) => (n === 0 ? 503 : 202);
    await relaySender({ url, token: undefined, timeoutMs: 2000 }).send(sms);
    expect(gateway.received).toHaveLength(2);
    expect(gateway.received[1]?.headers['idempotency-key']).toBe(
      gateway.received[0]?.headers['idempotency-key'],
    );
    expect(gateway.received[0]?.headers.authorization).toBeUndefined();
  });

  it('gives up after the second 5xx, and at once on a refusal such as 400', async () => {
    gateway.answer = () => 500;
    const twice = await failureOf(relaySender({ url, token: 't', timeoutMs: 2000 }).send(sms));
    expect(twice.reason).toBe('gateway answered 500');
    expect(gateway.received).toHaveLength(2);

    gateway.received = [];
    gateway.answer = () => 400;
    const refused = await failureOf(relaySender({ url, token: 't', timeoutMs: 2000 }).send(sms));
    expect(refused.reason).toBe('gateway answered 400');
    expect(refused.channel).toBe('sms');
    expect(gateway.received).toHaveLength(1);
  });

  it('counts a gateway that does not answer in time, or cannot be reached, as not sent', async () => {
    gateway.answer = () => 'hang';
    const slow = await failureOf(relaySender({ url, token: 't', timeoutMs: 150 }).send(sms));
    expect(slow.reason).toBe('gateway timed out');
    expect(gateway.received).toHaveLength(2);

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/send`;
    await new Promise((resolve) => closed.close(resolve));
    const down = await failureOf(relaySender({ url: deadUrl, token: 't', timeoutMs: 2000 }).send(sms));
    expect(down.reason).toBe('gateway unreachable');
  });

  it('is configured from the environment, with a default timeout', () => {
    expect(loadConfig({ NODE_ENV: 'production' } as NodeJS.ProcessEnv).messageRelay).toBeUndefined();
    expect(
      loadConfig({
        NODE_ENV: 'production',
        EWA_MESSAGE_RELAY_URL: 'https://relay.example/send',
        EWA_MESSAGE_RELAY_TOKEN: 'secret',
      } as NodeJS.ProcessEnv).messageRelay,
    ).toEqual({ url: 'https://relay.example/send', token: 'secret', timeoutMs: 5000 });
    expect(() => loadConfig({ EWA_MESSAGE_RELAY_URL: 'relay.example/send' } as NodeJS.ProcessEnv)).toThrow(
      'EWA_MESSAGE_RELAY_URL must be an http(s) address',
    );
  });
});
