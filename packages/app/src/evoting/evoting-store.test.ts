import {
  EVOTING_ALREADY_VOTED,
  generateEVotingRequest,
  getEVotingEventList,
  getEVotingNsdlErrorDtl,
  getEVotingRequest,
} from '@ewa/api/evoting';
import { describe, expect, it } from 'vitest';
import type { ApiPort } from '../stores/api.ts';
import { EVotingStore, evotingQueryOf, evotingTexts } from './evoting-store.ts';

const form = {
  requestReference: 'EV0123456789ABCDEF',
  redirectTo: 'CDSL',
  actionUrl: '/sandbox/evoting/cdsl',
  formFields: [{ name: 'requestReference', value: 'EV0123456789ABCDEF' }],
  companyName: 'Deccan Agro Foods Ltd',
  eventNo: '261107004',
};

/** Answers each call by its path from `replies`, recording what was asked. */
function apiWith(replies: Record<string, unknown>) {
  const asked: { path: string; body: unknown }[] = [];
  const api: ApiPort = {
    call: (async (call: { path: string }, body: unknown) => {
      asked.push({ path: call.path, body });
      if (!(call.path in replies)) throw new Error(`unexpected ${call.path}`);
      return replies[call.path];
    }) as ApiPort['call'],
  };
  return { api, asked };
}

describe('e-voting page store', () => {
  it('reads the reference and a known return status from the query', () => {
    expect(evotingQueryOf('?requestReference=EV1&status=voted')).toEqual({
      requestReference: 'EV1',
      status: 'voted',
    });
    expect(evotingQueryOf('?requestReference=EV1&status=whatever')).toEqual({ requestReference: 'EV1' });
    expect(evotingQueryOf('')).toEqual({ requestReference: '' });
  });

  it('with a reference, shows the form for the depository it names', async () => {
    const { api, asked } = apiWith({ [getEVotingRequest.path]: { isSuccess: true, data: form } });
    const store = new EVotingStore(api);
    await store.open({ requestReference: 'EV0123456789ABCDEF' });
    expect(asked).toEqual([
      { path: getEVotingRequest.path, body: { requestReference: 'EV0123456789ABCDEF' } },
    ]);
    expect(store.view).toEqual({ kind: 'form', form, notice: '' });
  });

  it('an unknown, expired or someone else’s reference shows the server’s message and no form', async () => {
    const text = 'This e-voting request has expired. Please start e-voting again from the E-Voting page.';
    const { api } = apiWith({ [getEVotingRequest.path]: { isSuccess: false, displayMessage: text } });
    const store = new EVotingStore(api);
    await store.open({ requestReference: 'EV1' });
    expect(store.view).toEqual({ kind: 'message', tone: 'error', text });
  });

  it('a recorded vote is good news, not an error', async () => {
    const text = 'Your vote on this request has been recorded by CDSL.';
    const { api } = apiWith({
      [getEVotingRequest.path]: { isSuccess: false, errCode: EVOTING_ALREADY_VOTED, displayMessage: text },
    });
    const store = new EVotingStore(api);
    await store.open({ requestReference: 'EV1', status: 'voted' });
    expect(store.view).toEqual({ kind: 'message', tone: 'info', text });
  });

  it('back without voting: the form again, with a note', async () => {
    const { api } = apiWith({ [getEVotingRequest.path]: { isSuccess: true, data: form } });
    const store = new EVotingStore(api);
    await store.open({ requestReference: 'EV1', status: 'cancelled' });
    expect(store.view).toMatchObject({ kind: 'form', notice: evotingTexts.cancelled('CDSL') });
  });

  it('back from NSDL with an error: what NSDL said', async () => {
    const { api, asked } = apiWith({
      [getEVotingNsdlErrorDtl.path]: {
        isSuccess: true,
        data: { ERROR_CODE_DESCRIPTION: 'Not entitled.', RES_ERROR_CODE_ID: 'EVN-4012' },
      },
    });
    const store = new EVotingStore(api);
    await store.open({ requestReference: 'EV1', status: 'error' });
    expect(asked.map((a) => a.path)).toEqual([getEVotingNsdlErrorDtl.path]);
    expect(store.view).toEqual({ kind: 'nsdlError', description: 'Not entitled.', code: 'EVN-4012' });
  });

  it('an unverified return asks nothing of the server', async () => {
    const { api, asked } = apiWith({});
    const store = new EVotingStore(api);
    await store.open({ requestReference: '', status: 'unverified' });
    expect(asked).toEqual([]);
    expect(store.view).toEqual({ kind: 'message', tone: 'error', text: evotingTexts.unverified });
  });

  it('without a reference lists the events; Vote makes a request for one', async () => {
    const event = {
      eventNo: '134521',
      depository: 'NSDL',
      companyName: 'Konkan Coastal Power Ltd',
      resolution: 'Special resolution',
      votingEndDate: '2027-11-25',
    };
    const { api, asked } = apiWith({
      [getEVotingEventList.path]: { isSuccess: true, data: { events: [event] } },
      [generateEVotingRequest.path]: { isSuccess: true, data: { requestReference: 'EVNEW' } },
    });
    const store = new EVotingStore(api);
    await store.open({ requestReference: '' });
    expect(store.view).toEqual({ kind: 'events', events: [event] });
    expect(await store.requestFor({ ...event, depository: 'NSDL' })).toBe('EVNEW');
    expect(asked.at(-1)?.body).toEqual({ eventNo: '134521', depository: 'NSDL' });
  });
});
