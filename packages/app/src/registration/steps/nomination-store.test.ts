import { ApiError } from '@ewa/api/client';
import { nomineeTexts } from '@ewa/api/registration/nominee';
import { nominationTexts } from '@ewa/api/registration/nominee-rules-extra';
import {
  loadNomineeDetails,
  loadNomineeSelection,
  loadWitnessDetails,
  saveNomineeDetails,
  saveNomineeSelection,
  saveWitnessDetails,
} from '@ewa/api/registration/nominee-service';
import { preferenceTexts } from '@ewa/api/registration/preference';
import { describe, expect, it } from 'vitest';
import { fakeApi, testApplication } from './fake-api.ts';
import { NominationStore, WitnessStore } from './nomination-store.ts';
import { applicationNominees, NomineesStore } from './nominees-store.ts';

const today = { year: 2026, month: 11, day: 27 };
const ok = () => ({ isSuccess: true, data: testApplication });

describe('nomination choice store', () => {
  it('asks for the declaration to opt out, and sends the choice', async () => {
    const { api, callsTo } = fakeApi({
      [loadNomineeSelection.path]: () => ({ isSuccess: true, data: { answers: null, dematHeld: false } }),
      [saveNomineeSelection.path]: ok,
    });
    const store = new NominationStore(api, testApplication, () => {});
    await store.load();
    store.choose('2');
    expect(await store.save()).toBe(false);
    expect(store.form.shownMessage('optOutDeclared')).toBe(nominationTexts.declarationNeeded);
    store.declare(true);
    expect(await store.save()).toBe(true);
    expect(callsTo(saveNomineeSelection.path)[0]?.body).toMatchObject({
      nominationChoice: '2',
      optOutDeclared: 'Y',
    });
  });

  it('refuses the demat account’s nominees for units held physically', async () => {
    const { api } = fakeApi({
      [loadNomineeSelection.path]: () => ({ isSuccess: true, data: { answers: null, dematHeld: false } }),
    });
    const store = new NominationStore(api, testApplication, () => {});
    await store.load();
    store.choose('3');
    expect(store.errors[0]?.message).toBe(preferenceTexts.nominationFromDematOnly);
  });
});

describe('nominee details store', () => {
  function setup(save: () => unknown = ok) {
    const server = fakeApi({
      [loadNomineeDetails.path]: () => ({
        isSuccess: true,
        data: { answers: null, firstHolderName: 'Priya Ramesh Iyer' },
      }),
      [saveNomineeDetails.path]: save,
    });
    const store = new NomineesStore(
      applicationNominees(server.api, testApplication, () => {}),
      false,
      today,
    );
    return { ...server, store };
  }
  const fill = (store: NomineesStore, i: number, share: string) => {
    store.set(i, 'name', 'Ravi Rao');
    store.set(i, 'relation', 'SPOUSE');
    store.set(i, 'dob', '01/01/1990');
    store.set(i, 'sharePercent', share);
    store.set(i, 'idType', 'PAN');
    store.set(i, 'idNumber', 'bcdpf2345g');
  };

  it('adds up to three nominees and asks the shares to make 100', async () => {
    const { store, callsTo } = setup();
    await store.load();
    fill(store, 0, '60');
    store.add();
    fill(store, 1, '30');
    store.add();
    store.add();
    expect(store.nominees).toHaveLength(3);
    expect(store.canAdd).toBe(false);
    store.remove(2);
    expect(await store.save()).toBe(false);
    expect(store.form.shownMessage('nominees')).toBe(nomineeTexts.sharesTotal);
    store.set(1, 'sharePercent', '40');
    expect(await store.save()).toBe(true);
    expect(callsTo(saveNomineeDetails.path)[0]?.body).toMatchObject({
      nominees: [{ idNumber: 'BCDPF2345G', sharePercent: '60' }, { sharePercent: '40' }],
    });
  });

  it('asks a minor nominee for a guardian whose identity proof is not the nominee’s', async () => {
    const { store } = setup();
    await store.load();
    fill(store, 0, '100');
    store.set(0, 'dob', '01/01/2018');
    expect(store.isMinor(0)).toBe(true);
    store.set(0, 'guardianName', 'Ravi Rao');
    store.set(0, 'guardianRelation', 'FATHER');
    store.set(0, 'guardianDob', '01/01/1985');
    store.set(0, 'guardianIdType', 'PAN');
    store.set(0, 'guardianIdNumber', 'BCDPF2345G');
    expect(store.errors).toEqual([
      { field: 'nominees.0.guardianIdNumber', message: nomineeTexts.guardianIdSame },
    ]);
  });

  it('asks for the nominee’s own address when it is not the first holder’s', async () => {
    const { store } = setup();
    await store.load();
    fill(store, 0, '100');
    store.setAddressSame(0, false);
    expect(store.errors.map((e) => e.field)).toEqual([
      'nominees.0.address.line1',
      'nominees.0.address.city',
      'nominees.0.address.pincode',
    ]);
  });

  it('shows a server refusal beside its field until the field changes', async () => {
    const { store } = setup(() => {
      throw new ApiError(saveNomineeDetails.path, 400, {
        data: null,
        isSuccess: false,
        message: nomineeTexts.dematAccountNeeded,
        field: 'dematAccountNo',
        errors: [{ field: 'dematAccountNo', message: nomineeTexts.dematAccountNeeded }],
      } as ConstructorParameters<typeof ApiError>[2]);
    });
    await store.load();
    fill(store, 0, '100');
    expect(await store.save()).toBe(false);
    expect(store.form.serverMessage('dematAccountNo')).toBe(nomineeTexts.dematAccountNeeded);
  });
});

describe('witness store', () => {
  it('refuses a minor witness with the rule’s text and saves an adult', async () => {
    const { api, callsTo } = fakeApi({
      [loadWitnessDetails.path]: () => ({ isSuccess: true, data: { answers: null } }),
      [saveWitnessDetails.path]: ok,
    });
    const store = new WitnessStore(api, testApplication, () => {}, false, today);
    await store.load();
    store.set('name', 'Kiran Shah');
    store.set('address', '4 Hill Road, Pune');
    store.set('dob', '01/01/2015');
    expect(await store.save()).toBe(false);
    expect(store.form.shownMessage('witnesses.0.dob')).toBe(nomineeTexts.minorWitness);
    store.set('dob', '01/01/1980');
    expect(await store.save()).toBe(true);
    expect(callsTo(saveWitnessDetails.path)[0]?.body).toEqual({
      refNo: testApplication.refNo,
      witnesses: [{ name: 'Kiran Shah', address: '4 Hill Road, Pune', dob: '01/01/1980' }],
    });
  });
});
