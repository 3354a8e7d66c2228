import { sendSupportQuery } from '@ewa/api';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageSender, OutgoingMessage } from '../../messaging/messages.ts';
import { createTestApp, databaseDigest, type TestApp } from '../../testing/test-app.ts';

const sent: OutgoingMessage[] = [];
let failMail = false;
const messages: MessageSender = {
  async send(message) {
    if (failMail) throw new Error('gateway down');
    sent.push(message);
  },
};

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({}, { areas: ['login', 'support'], messages });
  token = await t.login('50000006');
});
afterAll(() => t.close());

const query = {
  subject: 'Update my e-mail address',
  message: 'My e-mail address has changed; please update it.',
};

describe('support/sendQuery', () => {
  it('stores the query, answers a reference number and mails a copy', async () => {
    const res = await t.post('support/sendQuery', query, token);
    expect(res.status).toBe(200);
    expect(is(res.json, sendSupportQuery.reply)).toBe(true);
    const { referenceNo, copySentTo } = res.json.data as { referenceNo: string; copySentTo: string };
    expect(referenceNo).toMatch(/^SQ\d{8}\d{6}$/);
    expect(copySentTo).toBe('an****@example.in');
    expect(res.json.displayMessage).toBe(
      `Your query has been sent. Your reference number is ${referenceNo}.`,
    );
    const rows = await t.database.sql.query<{ subject: string; nj_ac_no: string }>(
      `select subject, nj_ac_no from support_queries where reference_no = $1`,
      [referenceNo],
    );
    expect(rows).toEqual([{ subject: query.subject, nj_ac_no: '50000006' }]);
    expect(sent.at(-1)).toMatchObject({
      channel: 'email',
      loginId: '50000006',
      address: 'ananya.banerjee@example.in',
      subject: `Your query ${referenceNo}: ${query.subject}`,
    });
    expect(sent.at(-1)?.body).toContain(query.message);
  });

  it('gives each query its own reference', async () => {
    const a = await t.post('support/sendQuery', query, token);
    const b = await t.post('support/sendQuery', query, token);
    expect((a.json.data as { referenceNo: string }).referenceNo).not.toBe(
      (b.json.data as { referenceNo: string }).referenceNo,
    );
  });

  it('keeps the query when the copy cannot be mailed, and says none went out', async () => {
    failMail = true;
    try {
      const res = await t.post('support/sendQuery', query, token);
      expect(res.json).toMatchObject({ isSuccess: true, data: { copySentTo: '' } });
    } finally {
      failMail = false;
    }
  });

  it.each([
    [{ subject: '  ', message: 'x' }, 'subject', 'Subject cannot be empty.'],
    [{ subject: 'S'.repeat(101), message: 'x' }, 'subject', 'Subject should be valid.'],
    [{ subject: 'S', message: '' }, 'message', 'Message cannot be empty.'],
    [{ subject: 'S', message: 'M'.repeat(2001) }, 'message', 'Message should be valid.'],
  ])('%o → 400 naming %s, nothing stored or mailed', async (body, field, message) => {
    const before = await databaseDigest(t.database);
    const mails = sent.length;
    const res = await t.post('support/sendQuery', body, token);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ isSuccess: false, field, message });
    expect(await databaseDigest(t.database)).toBe(before);
    expect(sent.length).toBe(mails);
  });

  it('needs a session', async () => {
    expect((await t.post('support/sendQuery', query)).status).toBe(401);
  });

  it('a forged or garbage token → 401, nothing stored or mailed', async () => {
    const before = await databaseDigest(t.database);
    const mails = sent.length;
    for (const forged of [`${token.slice(0, -4)}AAAA`, 'not-a-token', `${token}x`]) {
      const res = await t.post('support/sendQuery', query, forged);
      expect(res.status, forged).toBe(401);
      expect(res.json.isSuccess).toBe(false);
    }
    expect(await databaseDigest(t.database)).toBe(before);
    expect(sent.length).toBe(mails);
  });

  it.each([
    [{}, 'subject'],
    [{ subject: 'S' }, 'message'],
    [{ subject: 7, message: 'M' }, 'subject'],
    [{ subject: 'S', message: ['M'] }, 'message'],
    [{ ...{ subject: 'S', message: 'M' }, njAcNo: '50000001' }, 'njAcNo'],
  ])('a malformed body %o → 400 naming %s, nothing stored or mailed', async (body, field) => {
    const before = await databaseDigest(t.database);
    const mails = sent.length;
    const res = await t.post('support/sendQuery', body, token);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ isSuccess: false, field });
    expect(await databaseDigest(t.database)).toBe(before);
    expect(sent.length).toBe(mails);
  });

  it('a body that is not JSON → 400, nothing stored', async () => {
    const before = await databaseDigest(t.database);
    const res = await t.inject({
      method: 'POST',
      url: '/api/support/sendQuery',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: '{"subject": "S", ',
    });
    expect(res.statusCode).toBe(400);
    expect(await databaseDigest(t.database)).toBe(before);
  });
});
