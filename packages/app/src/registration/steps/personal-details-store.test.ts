import { fetchCntryStateCity, type RegApplication } from '@ewa/api/registration/entry';
import { personalTexts } from '@ewa/api/registration/personal';
import { loadPersonalDetails, savePersonalDetails } from '@ewa/api/registration/personal-details-service';
import { describe, expect, it } from 'vitest';
import { fakeApi, fieldRefusal } from './fake-api.ts';
import { PersonalDetailsStore } from './personal-details-store.ts';

const countries = [
  { id: 'IN', name: 'India' },
  { id: 'NP', name: 'Nepal' },
];
const prefill = {
  firstName: 'Rahul',
  middleName: 'Kumar',
  lastName: 'Sharma',
  fatherSpouseFlag: 'F',
  fatherSpouseName: 'Suresh Kumar Sharma',
  motherName: '',
  gender: 'M',
  maritalStatus: '',
  occupation: '',
  aadhaar: '',
  nationality: 'IN',
};
const moved = { refNo: 'R26112700001', stepId: 34 } as RegApplication;

function server(
  onSave: (body: Record<string, unknown>) => unknown = () => ({ isSuccess: true, data: moved }),
) {
  return fakeApi({
    [fetchCntryStateCity.path]: () => ({ isSuccess: true, data: countries }),
    [loadPersonalDetails.path]: () => ({
      isSuccess: true,
      data: { source: 'kyc', kycName: 'Rahul Kumar Sharma', answers: prefill },
    }),
    [savePersonalDetails.path]: onSave,
  });
}

async function opened(holder: 'F' | 'G' = 'F', onSave?: (body: Record<string, unknown>) => unknown) {
  const fake = server(onSave);
  const store = new PersonalDetailsStore(fake.api, 'R26112700001', holder);
  await store.load();
  return { store, ...fake };
}

describe('personal details store', () => {
  it('shows the KYC prefill and the countries', async () => {
    const { store } = await opened();
    expect(store.status).toBe('ready');
    expect(store.source).toBe('kyc');
    expect(store.answers.firstName).toBe('Rahul');
    expect(store.countries).toEqual([
      { code: 'IN', name: 'India' },
      { code: 'NP', name: 'Nepal' },
    ]);
  });

  it('shows a rule’s message only once the field was left, or after a submit, and then sends nothing', async () => {
    const { store, sent } = await opened();
    expect(store.form.ruleMessage('motherName')).toBe("Mother's Name cannot be empty.");
    expect(store.form.shownMessage('motherName')).toBe('');
    store.form.touch('motherName');
    expect(store.form.shownMessage('motherName')).toBe("Mother's Name cannot be empty.");
    expect(store.form.shownMessage('maritalStatus')).toBe('');
    expect(await store.save()).toBeUndefined();
    expect(store.form.shownMessage('maritalStatus')).toBe('Marital Status cannot be empty.');
    expect(sent(savePersonalDetails.path)).toEqual([]);
  });

  it('counts the name parts against the 85-character limit', async () => {
    const { store } = await opened();
    store.set('middleName', 'K'.repeat(80));
    expect(store.nameLength).toBe(5 + 80 + 6);
    expect(store.form.ruleMessage('firstName')).toBe(personalTexts.nameTooLong);
  });

  it('saves the answers with the holder and hands back the application', async () => {
    const { store, sent } = await opened();
    store.set('motherName', 'Sunita Sharma');
    store.set('maritalStatus', 'M');
    store.set('occupation', '03');
    expect(store.form.errors).toEqual([]);
    expect(await store.save()).toBe(moved);
    expect(sent(savePersonalDetails.path)).toEqual([
      {
        refNo: 'R26112700001',
        holder: 'F',
        ...prefill,
        motherName: 'Sunita Sharma',
        maritalStatus: 'M',
        occupation: '03',
      },
    ]);
  });

  it('asks a guardian for the relation with the minor', async () => {
    const { store } = await opened('G');
    expect(store.form.ruleMessage('relationWithMinor')).toBe('Relation with Minor cannot be empty.');
    store.set('relationWithMinor', 'M');
    expect(store.form.ruleMessage('relationWithMinor')).toBe('');
  });

  it('shows the server’s refusal beside its field until the field changes', async () => {
    const { store } = await opened('F', () => {
      throw fieldRefusal(savePersonalDetails.path, [
        { field: 'aadhaar', message: 'Please enter valid Aadhaar' },
      ]);
    });
    store.set('motherName', 'Sunita Sharma');
    store.set('maritalStatus', 'M');
    store.set('occupation', '03');
    expect(await store.save()).toBeUndefined();
    expect(store.form.shownMessage('aadhaar')).toBe('Please enter valid Aadhaar');
    expect(store.form.saveError).toBe('');
    store.set('aadhaar', '');
    expect(store.form.shownMessage('aadhaar')).toBe('');
  });
});
