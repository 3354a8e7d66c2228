import { ApiError } from '@ewa/api/client';
import type { RegApplication } from '@ewa/api/registration/entry';
import { fakeApi as scriptedApi } from '../../stores/test-support.ts';

/** A scripted server for the step stores' tests (the app's `fakeApi`), with the calls to one path at hand. */
export function fakeApi(routes: Record<string, (body: Record<string, unknown>) => unknown>) {
  const { api, calls } = scriptedApi(routes);
  const callsTo = (path: string) => calls.filter((c) => c.path === path);
  return { api, calls, callsTo, sent: (path: string) => callsTo(path).map((c) => c.body) };
}

/** The server's refusal of fields, as the registration area answers it (400 with `errors`). */
export function fieldRefusal(path: string, errors: { field: string; message: string }[]): ApiError {
  const [first] = errors;
  return new ApiError(path, 400, {
    isSuccess: false,
    message: first?.message ?? '',
    ...(first ? { field: first.field } : {}),
    errors,
    data: null,
  });
}

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
