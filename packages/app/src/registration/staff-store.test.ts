import { ApiError } from '@ewa/api/client';
import {
  generateOtp,
  generateRefno,
  type PanDobRequest,
  REG_TEXTS,
  searchLogin,
} from '@ewa/api/registration/entry';
import {
  fetchCenter,
  fetchPartner,
  generateStaffOtp,
  getTokenOfOutsideDesk,
} from '@ewa/api/registration/entry-ways';
import { describe, expect, it } from 'vitest';
import type { ApiPort } from '../stores/api.ts';
import { RegistrationStore, TOKEN_KEY } from './registration-store.ts';
import { followPartnerLink, StaffLoginStore } from './staff-store.ts';

const TERMINATED = 'Selected Partner is in Terminated Status. He/She cannot open New E-Wealth Account.';

const partners = [
  { partnerCode: 'P10234', name: 'Wealthwise', centerId: 'SRT01', status: 'Active' as const },
  { partnerCode: 'P10999', name: 'Suncrest', centerId: 'SRT01', status: 'Terminated' as const },
];

const sent = {
  isSuccess: true,
  data: {
    otpVrfyrefId: 'ref-1',
    mobile: 'XXXXXX2345',
    otpSeconds: 180,
    otp_regenrate: 'Y',
    partnerName: 'Wealthwise',
  },
};

/** A scripted server: each path answers from `answers` (a function may throw); every call is recorded. */
function serverWith(answers: Record<string, (body: Record<string, unknown>) => unknown>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const api: ApiPort = {
    call: (async (call: { path: string }, body: Record<string, unknown>) => {
      calls.push({ path: call.path, body });
      const answer = answers[call.path];
      if (!answer) throw new Error(`unexpected ${call.path}`);
      return answer(body);
    }) as ApiPort['call'],
  };
  return { api, calls, paths: () => calls.map((c) => c.path) };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

const staffAnswers = {
  [fetchCenter.path]: () => ({
    isSuccess: true,
    data: [{ centerId: 'SRT01', name: 'Surat', city: 'Surat' }],
  }),
  [fetchPartner.path]: () => ({ isSuccess: true, data: partners }),
  [generateStaffOtp.path]: () => sent,
  [getTokenOfOutsideDesk.path]: () => ({
    isSuccess: true,
    data: {
      token: 'reg.staff',
      details: {
        accessBy: 'CP',
        entrySource: 'employee',
        mobile: 'XXXXXX2345',
        partnerCode: 'P10234',
        centerId: 'SRT01',
      },
    },
  }),
  [searchLogin.path]: () => ({ isSuccess: true, data: { applications: [] } }),
};

describe('centre staff sign-in', () => {
  it('lists the centre’s partners and refuses a terminated one with the spec’s text, sending no OTP', async () => {
    const server = serverWith(staffAnswers);
    const registration = new RegistrationStore(server.api, memoryStorage(), '/tradereg');
    const staff = new StaffLoginStore(server.api, registration, 'employee');
    await staff.loadCenters();
    expect(staff.centers.map((c) => c.centerId)).toEqual(['SRT01']);
    await staff.chooseCenter('SRT01');
    expect(server.calls.at(-1)?.body).toEqual({ centerId: 'SRT01' });
    staff.choosePartner('P10999');
    expect(staff.partnerMessage).toBe(TERMINATED);
    expect(await staff.sendOtp()).toBe(false);
    expect(server.paths()).not.toContain(generateStaffOtp.path);
  });

  it('signs the wizard in as staff of the partner after the OTP', async () => {
    const server = serverWith(staffAnswers);
    const storage = memoryStorage();
    const registration = new RegistrationStore(server.api, storage, '/tradereg');
    const staff = new StaffLoginStore(server.api, registration, 'employee');
    await staff.chooseCenter('SRT01');
    staff.choosePartner('P10234');
    expect(staff.partnerMessage).toBe('');
    expect(await staff.sendOtp()).toBe(true);
    expect(server.calls.at(-1)?.body).toEqual({
      partnerCode: 'P10234',
      entrySource: 'employee',
      centerId: 'SRT01',
    });
    expect(staff.partnerName).toBe('Wealthwise');
    staff.otp.setCode('123456');
    expect(await staff.verify()).toEqual({ to: '/tradereg/createlogin/search-login', replace: true });
    expect(registration.token).toBe('reg.staff');
    expect(registration.staffEntry).toBe(true);
    expect(registration.partnerCode).toBe('P10234');
    expect(registration.newApplicationPath).toBe('/tradereg/cropartner/holderdetails');
    expect(registration.accountTypePath).toBe('/tradereg/cro/registration/account_type');
    expect(registration.loginPath).toBe('/tradereg/partner/registration');
    expect(server.paths().at(-1)).toBe(searchLogin.path);
    // A reload keeps who is entering.
    const reloaded = new RegistrationStore(server.api, storage, '/tradereg');
    expect(reloaded.staffEntry).toBe(true);
    expect(storage.getItem(TOKEN_KEY)).toBe('reg.staff');
  });
});

describe('partner sign-in', () => {
  it('asks for the code, and shows the server’s terminated refusal beside it', async () => {
    const server = serverWith({
      ...staffAnswers,
      [generateStaffOtp.path]: () => {
        throw new ApiError(generateStaffOtp.path, 403, {
          isSuccess: false,
          message: TERMINATED,
          field: 'partnerCode',
          data: null,
        });
      },
    });
    const registration = new RegistrationStore(server.api, memoryStorage(), '/tradereg');
    const staff = new StaffLoginStore(server.api, registration, 'partner');
    expect(await staff.sendOtp()).toBe(false);
    expect(staff.partnerMessage).toBe('Partner Code cannot be empty.');
    staff.setPartnerCode(' p10999 ');
    expect(staff.partnerCode).toBe('P10999');
    expect(await staff.sendOtp()).toBe(false);
    expect(server.calls.at(-1)?.body).toEqual({ partnerCode: 'P10999', entrySource: 'partner' });
    expect(staff.partnerMessage).toBe(TERMINATED);
    staff.setPartnerCode('P10234');
    expect(staff.partnerMessage).toBe('');
  });

  it('counts a wrong OTP and stays signed out', async () => {
    const server = serverWith({
      ...staffAnswers,
      [getTokenOfOutsideDesk.path]: () => ({
        isSuccess: false,
        message: 'Please enter valid OTP.',
        otp_wrongcount: 1,
      }),
    });
    const registration = new RegistrationStore(server.api, memoryStorage(), '/tradereg');
    const staff = new StaffLoginStore(server.api, registration, 'partner');
    staff.setPartnerCode('P10234');
    await staff.sendOtp();
    const issue = staff.otp.issue;
    staff.otp.setCode('000000');
    expect(await staff.verify()).toBeNull();
    expect(staff.error).toBe('Please enter valid OTP.');
    expect(staff.otp.issue).toBe(issue + 1);
    expect(registration.signedIn).toBe(false);
  });
});

describe('a partner’s link and the client desk', () => {
  const otpSent = () => ({ isSuccess: true, data: { ...sent.data, partnerName: undefined } });

  it('carries an active partner’s code into the mobile login, and refuses a terminated one', async () => {
    const server = serverWith({
      [fetchPartner.path]: (body) => ({
        isSuccess: true,
        data: partners.filter((p) => p.partnerCode === body.partnerCode),
      }),
      [generateOtp.path]: otpSent,
    });
    const registration = new RegistrationStore(server.api, memoryStorage(), '/tradereg');
    expect(await followPartnerLink(server.api, registration, 'P10999')).toMatchObject({
      message: TERMINATED,
    });
    expect(registration.accessBy).toBe('DC');
    expect((await followPartnerLink(server.api, registration, 'P55555')).message).toBe(
      'Partner Code should be valid.',
    );
    expect(await followPartnerLink(server.api, registration, 'p10234')).toEqual({
      message: '',
      partnerName: 'Wealthwise',
    });
    expect(registration.accessBy).toBe('PL');
    registration.setMobile('9811100001');
    await registration.sendOtp();
    expect(server.calls.at(-1)?.body).toEqual({
      mobileNo: '9811100001',
      accessBy: 'PL',
      partnerCode: 'P10234',
    });
  });

  it('the client desk’s OTP is asked as DK; the direct client’s as before', async () => {
    const server = serverWith({ [generateOtp.path]: otpSent });
    const registration = new RegistrationStore(server.api, memoryStorage(), '/tradereg');
    registration.setMobile('9811100002');
    registration.enterBy('DK');
    await registration.sendOtp();
    expect(server.calls.at(-1)?.body).toEqual({ mobileNo: '9811100002', accessBy: 'DK' });
    registration.enterBy('DC');
    await registration.sendOtp();
    expect(server.calls.at(-1)?.body).toEqual({ mobileNo: '9811100002' });
  });
});

describe('an application entered by staff', () => {
  it('carries the first holder’s mobile to generateRefno', async () => {
    const server = serverWith({
      [generateRefno.path]: () => {
        throw new ApiError(generateRefno.path, 400, {
          isSuccess: false,
          message: 'Date of birth should be equal to or greater than 18 years.',
          field: 'holders.0.dob',
          data: null,
        });
      },
    });
    const registration = new RegistrationStore(server.api, memoryStorage(), '/tradereg');
    registration.signIn('reg.staff', 'CP', 'P10234');
    registration.setHolderMobile('98111-00003');
    const request: PanDobRequest = {
      accountType: 'EW',
      holdingMode: 'SI',
      taxStatus: '1',
      holders: [{ holder: 'F', pan: 'ABCPE1234F', dob: '01/01/2010' }],
    };
    const { refusal } = await registration.open(request);
    expect(server.calls.at(-1)?.body).toEqual({ ...request, holderMobile: '9811100003' });
    expect(refusal?.errors).toEqual([
      { field: 'holders.0.dob', message: 'Date of birth should be equal to or greater than 18 years.' },
    ]);
    // Logging out forgets who was entering.
    // …and answers the staff's own sign-in, where this way in starts again.
    expect(await registration.logout()).toEqual({ to: '/tradereg/partner/registration' });
    expect(registration.staffEntry).toBe(false);
    expect(registration.error).not.toBe(REG_TEXTS.sessionExpired);
  });
});
