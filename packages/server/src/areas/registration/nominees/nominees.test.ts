import {
  loadNomineeDetails,
  loadNomineeSelection,
  loadWitnessDetails,
  NOMINATION_OPT_OUT_DECLARATION,
  type NomineeEntry,
  nominationTexts,
  nomineeTexts,
  preferenceTexts,
  saveNomineeDetails,
  saveNomineeSelection,
  saveWitnessDetails,
  stepIdOf,
} from '@ewa/api';
import { minorNominee, nomineeEntry } from '@ewa/api/registration/fixtures';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/area-test.ts';
import { applicationAt } from '../../../testing/registration-steps.ts';
import { databaseDigest, dataOf } from '../../../testing/test-app.ts';

const t = useTestApp({ areas: ['login', 'registration'] });

/** An application at the nomination choice (bank and mandate done), preferences as given. */
async function atSelection(preference: Record<string, unknown> = { mfMode: 'P' }) {
  const at = await applicationAt(t, 'nomineeselection', { data: { preference } });
  return at;
}

/** An application whose applicant chose to nominate: at the nominee details. */
async function atNominees(preference?: Record<string, unknown>) {
  const at = await atSelection(preference);
  const saved = dataOf(
    await t.call(
      saveNomineeSelection,
      { refNo: at.app.refNo, nominationChoice: '1', optOutDeclared: 'N' },
      at.token,
    ),
  );
  return { ...at, app: saved };
}

const adult = nomineeEntry();
const minor = nomineeEntry(minorNominee);

describe('nomination choice', () => {
  it('adds nominee details and a witness to the walk when nominating, and takes them out on opting out', async () => {
    const { token, app } = await atSelection();
    expect(app.walk.map((s) => s.screen)).not.toContain('nomineedetails');
    const nominating = dataOf(
      await t.call(
        saveNomineeSelection,
        { refNo: app.refNo, nominationChoice: '1', optOutDeclared: 'N' },
        token,
      ),
    );
    expect(nominating.walk.map((s) => s.screen).slice(-3)).toEqual([
      'nomineeselection',
      'nomineedetails',
      'witnessdetails',
    ]);
    expect(nominating.stepId).toBe(stepIdOf('nomineedetails'));
    await t.call(saveNomineeDetails, { refNo: app.refNo, nominees: [adult] }, token);

    const optOut = dataOf(
      await t.call(
        saveNomineeSelection,
        { refNo: app.refNo, nominationChoice: '2', optOutDeclared: 'Y' },
        token,
      ),
    );
    expect(optOut.walk.map((s) => s.screen)).not.toContain('nomineedetails');
    expect(optOut.walk.map((s) => s.screen)).not.toContain('witnessdetails');
    expect(optOut.route).toBe('createaccount/saved');
    expect(dataOf(await t.call(loadNomineeSelection, { refNo: app.refNo }, token)).answers).toEqual({
      nominationChoice: '2',
      optOutDeclared: 'Y',
    });
    // The nominees given before are not kept once the applicant opts out.
    expect(dataOf(await t.call(loadNomineeDetails, { refNo: app.refNo }, token)).answers).toBeNull();
  });

  it('refuses an opt-out without the declaration, no choice, and the demat account’s nominees for physical units', async () => {
    const { token, app } = await atSelection();
    const before = await databaseDigest(t.database);
    const noDeclaration = await t.post(
      saveNomineeSelection.path,
      { refNo: app.refNo, nominationChoice: '2', optOutDeclared: 'N' },
      token,
    );
    expect(noDeclaration.json).toMatchObject({
      field: 'optOutDeclared',
      message: nominationTexts.declarationNeeded,
    });
    const none = await t.post(
      saveNomineeSelection.path,
      { refNo: app.refNo, nominationChoice: '', optOutDeclared: 'N' },
      token,
    );
    expect(none.json).toMatchObject({
      field: 'nominationChoice',
      message: 'Nomination Preference cannot be empty.',
    });
    const demat = await t.post(
      saveNomineeSelection.path,
      { refNo: app.refNo, nominationChoice: '3', optOutDeclared: 'N' },
      token,
    );
    expect(demat.json).toMatchObject({
      field: 'nominationChoice',
      message: preferenceTexts.nominationFromDematOnly,
    });
    expect(await databaseDigest(t.database)).toBe(before);
    expect(NOMINATION_OPT_OUT_DECLARATION).toMatch(/do not wish to nominate/);
  });

  it('takes the demat account’s nominees when units are held in demat', async () => {
    const { token, app } = await atSelection({
      mfMode: 'D',
      depository: 'CDSL',
      dematAccountNo: '1234567890123456',
    });
    expect(dataOf(await t.call(loadNomineeSelection, { refNo: app.refNo }, token)).dematHeld).toBe(true);
    const saved = dataOf(
      await t.call(
        saveNomineeSelection,
        { refNo: app.refNo, nominationChoice: '3', optOutDeclared: 'N' },
        token,
      ),
    );
    expect(saved.route).toBe('createaccount/saved');
  });
});

describe('nominee details', () => {
  it('saves up to three nominees whose shares make 100, resumed on load', async () => {
    const { token, app } = await atNominees();
    const nominees = [
      { ...adult, sharePercent: '33.34' },
      { ...minor, sharePercent: '33.33' },
      {
        ...adult,
        name: 'Asha Rao',
        relation: 'MOTHER',
        sharePercent: '33.33',
        idType: 'PASSPORT',
        idNumber: 'K1234567',
        addressSameAsFirst: 'N' as const,
        address: { line1: '12 MG Road', line2: '', city: 'Pune', pincode: '411001' },
      },
    ];
    const saved = dataOf(await t.call(saveNomineeDetails, { refNo: app.refNo, nominees }, token));
    expect(saved.stepId).toBe(stepIdOf('witnessdetails'));
    const loaded = dataOf(await t.call(loadNomineeDetails, { refNo: app.refNo }, token));
    expect(loaded.answers?.nominees).toEqual(nominees);
    expect(loaded.firstHolderName).toBe('Priya Ramesh Iyer');
  });

  it('refuses each nominee rule with its text, writing nothing', async () => {
    const { token, app } = await atNominees();
    const cases: [NomineeEntry[], string, string][] = [
      [[{ ...adult, sharePercent: '60' }], 'nominees', nomineeTexts.sharesTotal],
      [[{ ...adult, sharePercent: '0' }], 'nominees.0.sharePercent', nomineeTexts.shareZero],
      [[adult, { ...minor, sharePercent: '100' }], 'nominees.0.sharePercent', nomineeTexts.shareWhole],
      [
        [adult, adult, adult, adult].map((n) => ({ ...n, sharePercent: '25' })),
        'nominees',
        nomineeTexts.tooMany,
      ],
      [
        [adult, { ...minor, idType: 'PAN', idNumber: 'BCDPF2345G' }].map((n) => ({
          ...n,
          sharePercent: '50',
        })),
        'nominees.1.guardianIdNumber',
        nomineeTexts.guardianIdSame,
      ],
      [
        [{ ...minor, sharePercent: '100', guardianDob: '01/01/2015' }],
        'nominees.0.guardianDob',
        'Date of birth should be greater than 18 years.',
      ],
      [[{ ...adult, dob: '01/01/1900' }], 'nominees.0.dob', 'Date of birth should be less than 100 years.'],
      [[{ ...adult, name: 'R4vi' }], 'nominees.0.name', 'Nominee Name should be valid.'],
      [
        [{ ...adult, addressSameAsFirst: 'N' }],
        'nominees.0.address.line1',
        'Address Line 1 cannot be empty.',
      ],
      [
        [
          {
            ...adult,
            addressSameAsFirst: 'N',
            address: { line1: '1 Road', line2: '', city: 'Pune', pincode: '01100' },
          },
        ],
        'nominees.0.address.pincode',
        'Pincode should be valid.',
      ],
    ];
    const before = await databaseDigest(t.database);
    for (const [nominees, field, message] of cases) {
      const res = await t.post(saveNomineeDetails.path, { refNo: app.refNo, nominees }, token);
      expect(res.status, field).toBe(400);
      const errors = res.json.errors as { field: string; message: string }[];
      expect(errors.find((e) => e.field === field)?.message, field).toBe(message);
    }
    expect(await databaseDigest(t.database)).toBe(before);
  });

  it('asks for a valid demat account when units are held in demat', async () => {
    const { token, app } = await atNominees({ mfMode: 'D', depository: 'CDSL', dematAccountNo: '12' });
    const res = await t.post(saveNomineeDetails.path, { refNo: app.refNo, nominees: [adult] }, token);
    expect(res.json).toMatchObject({ field: 'dematAccountNo', message: nomineeTexts.dematAccountNeeded });
  });

  it('is not open to an applicant who did not choose to nominate (409), nor to another applicant (403)', async () => {
    const { token, app } = await atSelection();
    expect(
      (await t.post(saveNomineeDetails.path, { refNo: app.refNo, nominees: [adult] }, token)).status,
    ).toBe(400);
    const nominating = await atNominees();
    expect(
      (await t.post(saveNomineeDetails.path, { refNo: nominating.app.refNo, nominees: [adult] }, token))
        .status,
    ).toBe(403);
    expect(
      (
        await t.post(
          saveWitnessDetails.path,
          { refNo: nominating.app.refNo, witnesses: [] },
          nominating.token,
        )
      ).status,
    ).toBe(400);
    const early = await t.post(
      saveWitnessDetails.path,
      {
        refNo: nominating.app.refNo,
        witnesses: [{ name: 'Kiran Shah', address: '4 Hill Road, Pune', dob: '01/01/1980' }],
      },
      nominating.token,
    );
    expect(early.status).toBe(409);
    for (const body of [
      { refNo: nominating.app.refNo },
      { refNo: nominating.app.refNo, nominees: [{ ...adult, sharePercent: 100 }] },
      { refNo: nominating.app.refNo, holder: 'F', nominees: [adult] },
    ])
      expect((await t.post(saveNomineeDetails.path, body, nominating.token)).status).toBe(400);
  });
});

describe('witness', () => {
  it('saves an adult witness and ends the part, refusing a minor witness with the text', async () => {
    const { token, app } = await atNominees();
    await t.call(saveNomineeDetails, { refNo: app.refNo, nominees: [adult] }, token);
    const minorWitness = await t.post(
      saveWitnessDetails.path,
      {
        refNo: app.refNo,
        witnesses: [{ name: 'Kiran Shah', address: '4 Hill Road, Pune', dob: '01/01/2015' }],
      },
      token,
    );
    expect(minorWitness.json).toMatchObject({ field: 'witnesses.0.dob', message: nomineeTexts.minorWitness });
    const witnesses = [{ name: 'Kiran Shah', address: '4 Hill Road, Pune', dob: '01/01/1980' }];
    // One witness in this part.
    const two = await t.post(
      saveWitnessDetails.path,
      { refNo: app.refNo, witnesses: [...witnesses, ...witnesses] },
      token,
    );
    expect(two.status).toBe(400);
    const saved = dataOf(await t.call(saveWitnessDetails, { refNo: app.refNo, witnesses }, token));
    expect(saved.route).toBe('createaccount/saved');
    expect(saved.walk.every((s) => s.done)).toBe(true);
    expect(dataOf(await t.call(loadWitnessDetails, { refNo: app.refNo }, token)).answers).toEqual({
      witnesses,
    });
  });
});
