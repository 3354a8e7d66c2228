import {
  EVOTING_ALREADY_VOTED,
  generateEVotingRequest,
  getEVotingEventList,
  getEVotingNsdlErrorDtl,
  getEVotingRequest,
} from '@ewa/api';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_NSDL_ERROR } from '../../sandbox/evoting/depositories.ts';
import { createTestApp, databaseDigest, type TestApp } from '../../testing/test-app.ts';
import { EVOTING_REQUEST_SECONDS, evotingTexts } from './domain.ts';

let t: TestApp;
let investor: string;
beforeAll(async () => {
  t = await createTestApp({}, { areas: ['login', 'evoting'] });
  t.clock.freeze();
  investor = await t.login('50000001');
});
afterAll(() => t.close());

async function sandboxRequest(body: Record<string, unknown>) {
  const res = await t.inject({
    method: 'POST',
    url: '/sandbox/api/evoting/requests',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, json: res.json() as { data: { requestReference: string; link: string } } };
}

const newReference = async (depository: 'CDSL' | 'NSDL', fail = false): Promise<string> => {
  const res = await sandboxRequest({ investor: '50000001', depository, ...(fail ? { fail } : {}) });
  expect(res.status).toBe(200);
  expect(res.json.data.link).toBe(`/ewa/evoting?requestReference=${res.json.data.requestReference}`);
  return res.json.data.requestReference;
};

const formOf = async (requestReference: string, token = investor) =>
  t.post('common/getEVotingRequest', { requestReference }, token);

/** What the browser does with the form: posts it to the depository's page, urlencoded. */
async function postToDepository(data: { actionUrl: string; formFields: { name: string; value: string }[] }) {
  return t.inject({
    method: 'POST',
    url: data.actionUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(data.formFields.map((f) => [f.name, f.value])).toString(),
  });
}

/** Follows the depository's redirect (or link) back to the portal's return address. */
async function returnFrom(location: string) {
  const url = new URL(location, 'http://localhost');
  const res = await t.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(res.statusCode).toBe(303);
  return String(res.headers.location);
}

type FormData = { actionUrl: string; formFields: { name: string; value: string }[]; redirectTo: string };

describe('e-voting at CDSL', () => {
  it('answers the form to post to CDSL, then records the vote the depository returns', async () => {
    const reference = await newReference('CDSL');
    const res = await formOf(reference);
    expect(res.status).toBe(200);
    expect(is(res.json, getEVotingRequest.reply)).toBe(true);
    const data = res.json.data as FormData;
    expect(data).toMatchObject({ redirectTo: 'CDSL', actionUrl: '/sandbox/evoting/cdsl' });
    expect(data.formFields.map((f) => f.name)).toEqual(
      expect.arrayContaining(['requestReference', 'boId', 'evsn', 'returnUrl', 'checksum']),
    );

    const ballot = await postToDepository(data);
    expect(ballot.statusCode).toBe(200);
    expect(ballot.body).toContain('Received from E-Wealth');
    expect(ballot.body).toContain('Deccan Agro Foods Ltd');

    const voted = await t.inject({
      method: 'POST',
      url: '/sandbox/evoting/cdsl/vote',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `requestReference=${reference}&vote=ASSENT&action=vote`,
    });
    expect(voted.statusCode).toBe(303);
    expect(await returnFrom(String(voted.headers.location))).toBe(
      `/ewa/evoting?requestReference=${reference}&status=voted`,
    );
    const again = await formOf(reference);
    expect(again.json).toMatchObject({
      isSuccess: false,
      errCode: EVOTING_ALREADY_VOTED,
      message: evotingTexts.voted('CDSL'),
    });
  });

  it('a changed field fails the depository’s checksum', async () => {
    const data = (await formOf(await newReference('CDSL'))).json.data as FormData;
    const tampered = data.formFields.map((f) =>
      f.name === 'boId' ? { ...f, value: '1208160099999999' } : f,
    );
    const res = await postToDepository({ ...data, formFields: tampered });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('checksum does not match');
  });

  it('going back without voting leaves the request open', async () => {
    const reference = await newReference('CDSL');
    await postToDepository((await formOf(reference)).json.data as FormData);
    const back = await t.inject({
      method: 'POST',
      url: '/sandbox/evoting/cdsl/vote',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `requestReference=${reference}&action=cancel`,
    });
    expect(await returnFrom(String(back.headers.location))).toContain('status=cancelled');
    expect((await formOf(reference)).json.isSuccess).toBe(true);
  });
});

describe('e-voting at NSDL', () => {
  it('posts to NSDL; a request NSDL refuses reports its error by reference', async () => {
    const reference = await newReference('NSDL', true);
    const data = (await formOf(reference)).json.data as FormData;
    expect(data).toMatchObject({ redirectTo: 'NSDL', actionUrl: '/sandbox/evoting/nsdl' });
    expect(data.formFields.map((f) => f.name)).toEqual(expect.arrayContaining(['dpId', 'clientId', 'even']));

    const before = await t.post('common/getEVotingNsdlErrorDtl', { requestReference: reference }, investor);
    expect(before.json).toMatchObject({ isSuccess: false, message: evotingTexts.noNsdlError });

    const page = await postToDepository(data);
    expect(page.body).toContain(SANDBOX_NSDL_ERROR.code);
    const back = /href="([^"]+)">Return to E-Wealth/.exec(page.body)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(await returnFrom(back)).toBe(`/ewa/evoting?requestReference=${reference}&status=error`);

    const res = await t.post('common/getEVotingNsdlErrorDtl', { requestReference: reference }, investor);
    expect(is(res.json, getEVotingNsdlErrorDtl.reply)).toBe(true);
    expect(res.json.data).toEqual({
      ERROR_CODE_DESCRIPTION: SANDBOX_NSDL_ERROR.description,
      RES_ERROR_CODE_ID: SANDBOX_NSDL_ERROR.code,
    });
    expect((await formOf(reference)).json).toMatchObject({
      isSuccess: false,
      errCode: 'EVOTING_REQUEST_FAILED',
    });
  });

  it('asks NSDL errors only of NSDL requests', async () => {
    const reference = await newReference('CDSL');
    const res = await t.post('common/getEVotingNsdlErrorDtl', { requestReference: reference }, investor);
    expect(res.json).toMatchObject({ isSuccess: false, message: evotingTexts.notNsdl });
  });

  it('the sandbox simulates errors at NSDL only', async () => {
    expect((await sandboxRequest({ investor: '50000001', depository: 'CDSL', fail: true })).status).toBe(400);
  });
});

describe('no form for a request that is not the investor’s to use', () => {
  it.each([
    ['unknown', async (): Promise<string> => 'EV0000000000000000', evotingTexts.unknown],
    ['someone else’s', (): Promise<string> => newReference('CDSL'), evotingTexts.otherAccount],
  ])('%s reference: a clear message, no form', async (_name, reference, message) => {
    const other = await t.login('50000002');
    const ref = await reference();
    const res = await formOf(ref, other);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ isSuccess: false, message });
    expect(res.json.data).toBeUndefined();
    const error = await t.post('common/getEVotingNsdlErrorDtl', { requestReference: ref }, other);
    expect(error.json).toMatchObject({ isSuccess: false, message });
  });

  it('an expired reference: a clear message, no form', async () => {
    const reference = await newReference('NSDL');
    t.clock.advance(EVOTING_REQUEST_SECONDS);
    try {
      const res = await formOf(reference, await t.login('50000001'));
      expect(res.json).toMatchObject({ isSuccess: false, message: evotingTexts.expired });
      expect(res.json.data).toBeUndefined();
    } finally {
      t.clock.advance(-EVOTING_REQUEST_SECONDS);
    }
  });

  it('a malformed reference → 400 naming the field', async () => {
    const res = await formOf('<script>');
    expect(res.status).toBe(400);
    expect(res.json.field).toBe('requestReference');
  });
});

describe('the depositories’ return address', () => {
  it('a forged or replayed-elsewhere answer changes nothing', async () => {
    const reference = await newReference('CDSL');
    const msg = Buffer.from(JSON.stringify({ requestReference: reference, outcome: 'VOTED' })).toString(
      'base64url',
    );
    const before = await databaseDigest(t.database);
    for (const url of [
      `/api/evoting/return/CDSL?msg=${msg}&sig=forged`,
      `/api/evoting/return/CDSL?msg=${msg}`,
      `/api/evoting/return/BSE?msg=${msg}&sig=x`,
    ]) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/ewa/evoting?status=unverified');
    }
    expect(await databaseDigest(t.database)).toBe(before);
    expect((await formOf(reference)).json.isSuccess).toBe(true);
  });

  it('a CDSL answer on the NSDL address changes nothing', async () => {
    const reference = await newReference('CDSL');
    await postToDepository((await formOf(reference)).json.data as FormData);
    const voted = await t.inject({
      method: 'POST',
      url: '/sandbox/evoting/cdsl/vote',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `requestReference=${reference}&vote=DISSENT&action=vote`,
    });
    const location = new URL(String(voted.headers.location), 'http://localhost');
    const res = await t.inject({ method: 'GET', url: `/api/evoting/return/NSDL${location.search}` });
    expect(res.headers.location).toBe('/ewa/evoting?status=unverified');
    expect((await formOf(reference)).json.isSuccess).toBe(true);
  });
});

describe('events and requests from the portal', () => {
  it('lists the open events and makes a request for one', async () => {
    const list = await t.post('common/getEVotingEventList', {}, investor);
    expect(is(list.json, getEVotingEventList.reply)).toBe(true);
    const events = (list.json.data as { events: { eventNo: string; depository: string }[] }).events;
    expect(events.map((e) => e.depository).sort()).toEqual(['CDSL', 'NSDL']);
    const nsdl = events.find((e) => e.depository === 'NSDL');
    const made = await t.post(
      'common/generateEVotingRequest',
      { eventNo: nsdl?.eventNo, depository: 'NSDL' },
      investor,
    );
    expect(is(made.json, generateEVotingRequest.reply)).toBe(true);
    const reference = (made.json.data as { requestReference: string }).requestReference;
    expect((await formOf(reference)).json).toMatchObject({ isSuccess: true, data: { redirectTo: 'NSDL' } });
  });

  it('an EMF investor without a demat account has no events and cannot make a request', async () => {
    const emf = await t.login('50000009');
    const list = await t.post('common/getEVotingEventList', {}, emf);
    expect(list.json.data).toEqual({ events: [] });
    const made = await t.post(
      'common/generateEVotingRequest',
      { eventNo: '134521', depository: 'NSDL' },
      emf,
    );
    expect(made.json).toMatchObject({ isSuccess: false, message: evotingTexts.noDemat('NSDL') });
  });
});

describe('malformed bodies and forged tokens change nothing', () => {
  it('a forged or garbage session token → 401 on every e-voting call, nothing written', async () => {
    const reference = await newReference('CDSL');
    const before = await databaseDigest(t.database);
    const calls: [string, unknown][] = [
      ['common/getEVotingRequest', { requestReference: reference }],
      ['common/getEVotingNsdlErrorDtl', { requestReference: reference }],
      ['common/getEVotingEventList', {}],
      ['common/generateEVotingRequest', { eventNo: '134521', depository: 'NSDL' }],
    ];
    for (const forged of [`${investor.slice(0, -4)}AAAA`, 'not-a-token', undefined]) {
      for (const [path, body] of calls) {
        const res = await t.post(path, body, forged);
        expect(res.status, `${path} with ${forged}`).toBe(401);
        expect(res.json.data ?? null).toBeNull();
      }
    }
    expect(await databaseDigest(t.database)).toBe(before);
    expect((await formOf(reference)).json.isSuccess).toBe(true);
  });

  it.each([
    ['common/generateEVotingRequest', {}, 'eventNo'],
    ['common/generateEVotingRequest', { eventNo: '', depository: 'NSDL' }, 'eventNo'],
    ['common/generateEVotingRequest', { eventNo: '134521', depository: 'BSE' }, 'depository'],
    ['common/generateEVotingRequest', { eventNo: 134521, depository: 'NSDL' }, 'eventNo'],
    ['common/getEVotingNsdlErrorDtl', {}, 'requestReference'],
    ['common/getEVotingNsdlErrorDtl', { requestReference: 'EV1 OR 1=1' }, 'requestReference'],
    ['common/getEVotingRequest', { requestReference: ['EV0000000000000000'] }, 'requestReference'],
  ])('%s with %o → 400 naming %s, nothing written', async (path, body, field) => {
    const before = await databaseDigest(t.database);
    const res = await t.post(path, body, investor);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ isSuccess: false, field });
    expect(await databaseDigest(t.database)).toBe(before);
  });

  it.each([
    [{}, 'investor'],
    [{ investor: '50000001', depository: 'BSE' }, 'depository'],
    [{ investor: '50000001', depository: 'CDSL', fail: true }, 'fail'],
    [{ investor: "1' or 1=1", depository: 'CDSL' }, 'investor'],
  ])('the sandbox request maker refuses %o (400 naming %s), nothing written', async (body, field) => {
    const before = await databaseDigest(t.database);
    const res = await t.inject({
      method: 'POST',
      url: '/sandbox/api/evoting/requests',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field });
    expect(await databaseDigest(t.database)).toBe(before);
  });
});
