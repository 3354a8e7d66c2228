import type { AppDeps } from '../../../deps.ts';
import { DomainError } from '../../../http/errors.ts';
import { ProviderSlot } from '../../../providers/slot.ts';

export type KycGender = 'M' | 'F' | 'T';

/** A postal address as the KYC registries and UIDAI keep it. */
export interface KycAddress {
  line1: string;
  line2: string;
  city: string;
  /** Two-letter state or union-territory code (see places.ts). */
  stateCode: string;
  pincode: string;
  countryId: 'IN';
}

/** The KYC record a registry (KRA or CKYC) holds for a PAN. Contacts come masked, as registries send them. */
export interface KycRecord {
  name: string;
  /** YYYY-MM-DD. */
  dob: string;
  gender: KycGender;
  fatherName: string;
  address: KycAddress;
  /** e.g. 'XXXXXX4321'. */
  mobileMasked: string;
  /** e.g. 'pr****@gmail.com'. */
  emailMasked: string;
}

/** KRA status of a PAN: registered (KYC usable), on hold (a registry needs documents again), or not found. */
export type KraAnswer =
  | { status: 'REGISTERED' | 'ON_HOLD'; agency: string; record: KycRecord }
  | { status: 'NOT_FOUND' };

/** CKYC search and download: the 14-digit CKYC number and the record, or not found (PAN and DOB must both match). */
export type CkycAnswer = { status: 'FOUND'; ckycNo: string; record: KycRecord } | { status: 'NOT_FOUND' };

/** The e-Aadhaar as DigiLocker shares it. No photo is shared in this build. */
export interface AadhaarRecord {
  name: string;
  dob: string;
  gender: KycGender;
  address: KycAddress;
  aadhaarLast4: string;
  photo?: undefined;
}

/** The answer to a code DigiLocker sent back: the e-Aadhaar, or a code that is unknown, used or expired. */
export type DigiLockerAnswer = { status: 'OK'; record: AadhaarRecord } | { status: 'INVALID_CODE' };

export interface DigiLocker {
  /**
   * The address at DigiLocker where the applicant signs in and consents. DigiLocker sends the browser
   * back to `returnUrl` with `code` and `state`, or with `error=access_denied` and `state`.
   */
  start(request: { state: string; returnUrl: string }): Promise<string>;
  /** Exchanges the returned code (single use, short-lived) for the applicant's e-Aadhaar. */
  finish(code: string): Promise<DigiLockerAnswer>;
}

/** The KYC registries account opening reads: the KRAs, CKYC (CERSAI) and DigiLocker. */
export interface KycSources {
  kra(pan: string): Promise<KraAnswer>;
  ckyc(pan: string, dob: string): Promise<CkycAnswer>;
  digilocker: DigiLocker;
}

export const kycSourceProviders = new ProviderSlot<KycSources>();

export const kycSourcesUnavailable = 'KYC details cannot be fetched just now. Please try again later.';

const unavailable = (): never => {
  throw new DomainError(kycSourcesUnavailable, { errCode: 'KYC_SOURCE_UNAVAILABLE' });
};

/** Without the sandbox no registry is configured in this build: each call says so. */
const unconfigured: KycSources = {
  kra: async () => unavailable(),
  ckyc: async () => unavailable(),
  digilocker: { start: async () => unavailable(), finish: async () => unavailable() },
};

export function kycSourcesOf(deps: AppDeps): KycSources {
  return kycSourceProviders.of(deps, () => unconfigured);
}
