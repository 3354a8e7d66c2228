import {
  fetchCntryStateCity,
  loadAddress,
  loadPersonalDetails,
  type PersonalDetailsAnswers,
  personalTexts,
  REG_TEXTS,
  saveAddress,
  savePersonalDetails,
  stepIdOf,
} from '@ewa/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantToken, freshPan, singleHolder } from '../../../testing/registration.ts';
import {
  applicationAt,
  kycScreenData,
  stepIdNow,
  storedAnswers,
} from '../../../testing/registration-details.ts';
import { createTestApp, dataOf, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { areas: ['login', 'registration'] });
});
afterAll(() => t.close());

let mobiles = 0;
const nextMobile = () => `98122${String(++mobiles).padStart(5, '0')}`;

const valid: PersonalDetailsAnswers = {
  firstName: 'Rahul',
  middleName: 'Kumar',
  lastName: 'Sharma',
  fatherSpouseFlag: 'F',
  fatherSpouseName: 'Suresh Kumar Sharma',
  motherName: 'Sunita Sharma',
  gender: 'M',
  maritalStatus: 'U',
  occupation: '01',
  aadhaar: '',
  nationality: 'IN',
};

const atPersonal = (kyc = true) =>
  applicationAt(t, nextMobile(), singleHolder(freshPan()), 'personaldetails', 'F', {
    ...(kyc ? { 'kradownload:F': kycScreenData('Rahul Kumar Sharma') } : {}),
  });

describe('personal details', () => {
  it('are prefilled from the KYC record, saved, and shown again as saved', async () => {
    const { token, app } = await atPersonal();
    const loaded = dataOf(await t.call(loadPersonalDetails, { refNo: app.refNo, holder: 'F' }, token));
    expect(loaded.source).toBe('kyc');
    expect(loaded.answers).toMatchObject({
      firstName: 'Rahul',
      middleName: 'Kumar',
      lastName: 'Sharma',
      fatherSpouseFlag: 'F',
      fatherSpouseName: 'Suresh Kumar Sharma',
      gender: 'M',
      nationality: 'IN',
      motherName: '',
    });

    const saved = dataOf(
      await t.call(
        savePersonalDetails,
        { refNo: app.refNo, holder: 'F', ...valid, aadhaar: '2341 2341 2346', firstName: ' Rahul ' },
        token,
      ),
    );
    expect(saved.stepId).toBe(stepIdOf('addresscomfirmation', 'F'));
    expect(saved.walk.find((s) => s.screen === 'personaldetails')?.done).toBe(true);
    const again = dataOf(await t.call(loadPersonalDetails, { refNo: app.refNo, holder: 'F' }, token));
    expect(again.source).toBe('saved');
    expect(again.answers).toMatchObject({ ...valid, aadhaar: '234123412346' });
  });

  it('prefill nothing without a KYC record', async () => {
    const { token, app } = await atPersonal(false);
    const loaded = dataOf(await t.call(loadPersonalDetails, { refNo: app.refNo, holder: 'F' }, token));
    expect(loaded.source).toBe('none');
    expect(Object.values(loaded.answers).every((v) => v === '')).toBe(true);
  });

  it.each<[string, Partial<PersonalDetailsAnswers>, string, string]>([
    ['no first name', { firstName: '' }, 'firstName', 'First Name cannot be empty.'],
    ['a first name with digits', { firstName: 'R4hul' }, 'firstName', 'First Name should be valid.'],
    [
      'names over 85 characters together',
      { firstName: 'A'.repeat(30), middleName: 'B'.repeat(30), lastName: 'C'.repeat(26) },
      'firstName',
      personalTexts.nameTooLong,
    ],
    [
      'no father or spouse name',
      { fatherSpouseName: '' },
      'fatherSpouseName',
      "Father's / Spouse's Name cannot be empty.",
    ],
    ['no mother name', { motherName: '' }, 'motherName', "Mother's Name cannot be empty."],
    ['no gender', { gender: '' }, 'gender', 'Gender cannot be empty.'],
    ['an unknown gender', { gender: 'X' }, 'gender', 'Gender should be valid.'],
    ['no marital status', { maritalStatus: '' }, 'maritalStatus', 'Marital Status cannot be empty.'],
    ['an unknown occupation', { occupation: '42' }, 'occupation', 'Occupation should be valid.'],
    [
      'an Aadhaar failing its check digit',
      { aadhaar: '234123412341' },
      'aadhaar',
      'Please enter valid Aadhaar',
    ],
    ['no nationality', { nationality: '' }, 'nationality', 'Nationality cannot be empty.'],
    ['an unknown nationality', { nationality: 'QQ' }, 'nationality', 'Nationality should be valid.'],
  ])('refuses %s with the rule’s text, saving nothing', async (_name, change, field, message) => {
    const { token, app } = await atPersonal();
    const res = await t.post(
      savePersonalDetails.path,
      { refNo: app.refNo, holder: 'F', ...valid, ...change },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ field, message });
    expect(await storedAnswers(t, app.refNo, 'personaldetails', 'F')).toBeUndefined();
    expect(await stepIdNow(t, app.refNo)).toBe(stepIdOf('personaldetails', 'F'));
  });

  it('asks the guardian of a minor for the relation with the minor', async () => {
    const minor = {
      ...singleHolder(freshPan(), '01/01/2015'),
      taxStatus: '2' as const,
      holders: [
        { holder: 'F' as const, pan: freshPan(), dob: '01/01/2015' },
        { holder: 'G' as const, pan: freshPan(), dob: '01/01/1985' },
      ],
    };
    const { token, app } = await applicationAt(t, nextMobile(), minor, 'personaldetails', 'G');
    const res = await t.post(savePersonalDetails.path, { refNo: app.refNo, holder: 'G', ...valid }, token);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      field: 'relationWithMinor',
      message: 'Relation with Minor cannot be empty.',
    });
    const ok = await t.call(
      savePersonalDetails,
      { refNo: app.refNo, holder: 'G', ...valid, relationWithMinor: 'F' },
      token,
    );
    expect(ok.status).toBe(200);
    expect(await storedAnswers(t, app.refNo, 'personaldetails', 'G')).toMatchObject({
      relationWithMinor: 'F',
    });
  });

  it('answers bad input with 400, never 500, and writes nothing', async () => {
    const { token, app } = await atPersonal();
    const bodies: [unknown, string][] = [
      [{ refNo: app.refNo, holder: 'F', ...valid, firstName: 5 }, 'firstName'],
      [{ refNo: app.refNo, holder: 'F', firstName: 'Rahul' }, 'middleName'],
      [{ refNo: app.refNo, ...valid }, 'holder'],
      [{ refNo: app.refNo, holder: 'S', ...valid }, 'holder'],
      [{ refNo: app.refNo, holder: 'Z', ...valid }, 'holder'],
      [{ refNo: 'bad ref', holder: 'F', ...valid }, 'refNo'],
    ];
    for (const [body, field] of bodies) {
      const res = await t.post(savePersonalDetails.path, body, token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.field).toBe(field);
    }
    expect((await t.post(loadPersonalDetails.path, { refNo: app.refNo }, token)).status).toBe(400);
    expect(await storedAnswers(t, app.refNo, 'personaldetails', 'F')).toBeUndefined();
  });

  it('refuses another applicant’s application (403) and a screen not open yet (409)', async () => {
    const { app } = await atPersonal();
    const other = await applicantToken(t, nextMobile());
    const res = await t.post(savePersonalDetails.path, { refNo: app.refNo, holder: 'F', ...valid }, other);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(REG_TEXTS.notYours);
    expect((await t.post(loadPersonalDetails.path, { refNo: app.refNo, holder: 'F' }, other)).status).toBe(
      403,
    );

    const { token, app: early } = await applicationAt(
      t,
      nextMobile(),
      singleHolder(freshPan()),
      'kradownload',
      'F',
    );
    const skip = await t.post(savePersonalDetails.path, { refNo: early.refNo, holder: 'F', ...valid }, token);
    expect(skip.status).toBe(409);
    expect(skip.json.message).toBe(REG_TEXTS.stepNotOpen);
    expect(await storedAnswers(t, early.refNo, 'personaldetails', 'F')).toBeUndefined();
  });
});

const home = {
  line1: '12, Shanti Niwas, MG Road',
  line2: 'Andheri East',
  line3: '',
  pincode: '400069',
  country: 'IN',
  state: 'MH',
  city: 'MH01',
};

const atAddress = (kyc = true) =>
  applicationAt(t, nextMobile(), singleHolder(freshPan()), 'addresscomfirmation', 'F', {
    ...(kyc ? { 'kradownload:F': kycScreenData('Rahul Kumar Sharma') } : {}),
  });

describe('places', () => {
  it('answer countries, a country’s states and a state’s cities, ids that an address keeps', async () => {
    const countries = dataOf(await t.call(fetchCntryStateCity, { type: 'COUNTRY' }));
    expect(countries.find((c) => c.id === 'IN')?.name).toBe('India');
    const states = dataOf(await t.call(fetchCntryStateCity, { type: 'STATE', parentId: 'IN' }));
    expect(states).toHaveLength(36);
    expect(states.find((s) => s.id === 'MH')?.name).toBe('Maharashtra');
    const cities = dataOf(await t.call(fetchCntryStateCity, { type: 'CITY', parentId: 'MH' }));
    expect(cities[0]).toEqual({ id: 'MH01', name: 'Mumbai' });
    expect(cities.every((c) => c.id.length <= 10)).toBe(true);
    expect(dataOf(await t.call(fetchCntryStateCity, { type: 'STATE', parentId: 'US' }))).toEqual([]);
    expect((await t.post(fetchCntryStateCity.path, { type: 'TOWN' })).status).toBe(400);
  });
});

describe('address', () => {
  it('is prefilled from the KYC record, saved with its own correspondence address, and shown again', async () => {
    const { token, app } = await atAddress();
    const loaded = dataOf(await t.call(loadAddress, { refNo: app.refNo, holder: 'F' }, token));
    expect(loaded.source).toBe('kyc');
    expect(loaded.answers).toEqual({ permanent: home, correspondenceSameAsPermanent: 'Y' });

    const office = { ...home, line1: 'Office 4, Baner Road', line2: '', pincode: '411045', city: 'MH02' };
    const saved = dataOf(
      await t.call(
        saveAddress,
        {
          refNo: app.refNo,
          holder: 'F',
          permanent: home,
          correspondenceSameAsPermanent: 'N',
          correspondence: office,
        },
        token,
      ),
    );
    expect(saved.stepId).toBe(stepIdOf('fatca', 'F'));
    const again = dataOf(await t.call(loadAddress, { refNo: app.refNo, holder: 'F' }, token));
    expect(again).toEqual({
      source: 'saved',
      answers: { permanent: home, correspondenceSameAsPermanent: 'N', correspondence: office },
    });
  });

  it('keeps no correspondence address when it is the permanent one', async () => {
    const { token, app } = await atAddress(false);
    const loaded = dataOf(await t.call(loadAddress, { refNo: app.refNo, holder: 'F' }, token));
    expect(loaded.source).toBe('none');
    await t.call(
      saveAddress,
      {
        refNo: app.refNo,
        holder: 'F',
        permanent: home,
        correspondenceSameAsPermanent: 'Y',
        correspondence: home,
      },
      token,
    );
    expect(await storedAnswers(t, app.refNo, 'addresscomfirmation', 'F')).toEqual({
      permanent: home,
      correspondenceSameAsPermanent: 'Y',
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'no first line',
      { permanent: { ...home, line1: '' } },
      'permanent.line1',
      'Address Line 1 cannot be empty.',
    ],
    [
      'a pincode of 5 digits',
      { permanent: { ...home, pincode: '40006' } },
      'permanent.pincode',
      'Pincode should be valid.',
    ],
    [
      'a pincode with letters',
      { permanent: { ...home, pincode: '4000A9' } },
      'permanent.pincode',
      'Pincode should be valid.',
    ],
    ['no state', { permanent: { ...home, state: '' } }, 'permanent.state', 'State cannot be empty.'],
    [
      'an unknown state',
      { permanent: { ...home, state: 'QQ' } },
      'permanent.state',
      'State should be valid.',
    ],
    [
      'a city of another state',
      { permanent: { ...home, city: 'KA01' } },
      'permanent.city',
      'City should be valid.',
    ],
    [
      'an unknown country',
      { permanent: { ...home, country: 'QQ' } },
      'permanent.country',
      'Country should be valid.',
    ],
    [
      'a different correspondence address not given',
      { correspondenceSameAsPermanent: 'N' },
      'correspondence.line1',
      'Address Line 1 cannot be empty.',
    ],
    [
      'a correspondence city not of its state',
      { correspondenceSameAsPermanent: 'N', correspondence: { ...home, city: 'GJ01' } },
      'correspondence.city',
      'City should be valid.',
    ],
  ])('refuses %s, saving nothing', async (_name, change, field, message) => {
    const { token, app } = await atAddress();
    const body = {
      refNo: app.refNo,
      holder: 'F',
      permanent: home,
      correspondenceSameAsPermanent: 'Y',
      ...change,
    };
    const res = await t.post(saveAddress.path, body, token);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ field, message });
    expect(await storedAnswers(t, app.refNo, 'addresscomfirmation', 'F')).toBeUndefined();
  });

  it('answers bad input with 400 and refuses other applicants and unopened screens', async () => {
    const { token, app } = await atAddress();
    for (const body of [
      {
        refNo: app.refNo,
        holder: 'F',
        permanent: { ...home, pincode: 400069 },
        correspondenceSameAsPermanent: 'Y',
      },
      { refNo: app.refNo, holder: 'F', correspondenceSameAsPermanent: 'Y' },
      { refNo: app.refNo, holder: 'F', permanent: home, correspondenceSameAsPermanent: 'maybe' },
      { refNo: app.refNo, holder: 'T', permanent: home, correspondenceSameAsPermanent: 'Y' },
    ]) {
      const res = await t.post(saveAddress.path, body, token);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const other = await applicantToken(t, nextMobile());
    const body = { refNo: app.refNo, holder: 'F', permanent: home, correspondenceSameAsPermanent: 'Y' };
    expect((await t.post(saveAddress.path, body, other)).status).toBe(403);
    const { token: early, app: earlyApp } = await atPersonal();
    const skip = await t.post(saveAddress.path, { ...body, refNo: earlyApp.refNo }, early);
    expect(skip.status).toBe(409);
    expect(await storedAnswers(t, app.refNo, 'addresscomfirmation', 'F')).toBeUndefined();
  });
});
