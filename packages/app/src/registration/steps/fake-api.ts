import type { RegApplication } from '@ewa/api/registration/entry';
import type { ApiPort } from '../../stores/api.ts';

/** The application the step store tests work on. */
export const testApplication = {
  refNo: 'R26112700001',
  accessBy: 'DC',
  entrySource: 'direct client',
  accountType: 'EW',
  holdingMode: 'SI',
  taxStatus: '1',
  holders: [{ holder: 'F', pan: 'ABCPE1234F', dob: '1990-08-15', name: 'Priya Ramesh Iyer' }],
  stepId: 43,
  route: 'createaccount/bankdetails',
  walk: [],
  submitfinal: 'N',
  distributorCode: '',
  updatedAt: '2026-11-27T00:00:00.000Z',
} satisfies RegApplication;

/** A scripted server for the step stores: each call's path answered by `answers`, every call recorded. */
export function fakeApi(answers: Record<string, (body: Record<string, unknown>) => unknown>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const api: ApiPort = {
    call: (async (call: { path: string }, body: Record<string, unknown>) => {
      calls.push({ path: call.path, body });
      const answer = answers[call.path];
      if (!answer) throw new Error(`unexpected ${call.path}`);
      return answer(body);
    }) as ApiPort['call'],
  };
  const callsTo = (path: string) => calls.filter((c) => c.path === path);
  return { api, calls, callsTo };
}
