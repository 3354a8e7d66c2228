import type { FieldError } from '@ewa/api/fields';
import { isMinorOn } from '@ewa/api/registration/common';
import type { RegApplication } from '@ewa/api/registration/entry';
import { MAX_NOMINEES } from '@ewa/api/registration/nominee';
import { type NomineeAddress, noAddress } from '@ewa/api/registration/nominee-rules-extra';
import {
  checkNomineeEntries,
  loadNomineeDetails,
  type NomineeEntry,
  saveNomineeDetails,
} from '@ewa/api/registration/nominee-service';
import { todayInIndia } from '@ewa/ui/validate';
import { flow, makeAutoObservable } from 'mobx';
import type { ApiPort } from '../../stores/api.ts';
import { StepFormState } from './step-form.ts';

export type NomineeField = Exclude<keyof NomineeEntry, 'address' | 'addressSameAsFirst'>;

const blankNominee = (share = ''): NomineeEntry => ({
  name: '',
  relation: '',
  dob: '',
  sharePercent: share,
  idType: '',
  idNumber: '',
  guardianName: '',
  guardianRelation: '',
  guardianDob: '',
  guardianIdType: '',
  guardianIdNumber: '',
  addressSameAsFirst: 'Y',
  address: { ...noAddress },
});

/** Where the nominees come from and go to: an application's nominee screen, or an investor's profile. */
export interface NomineeSource<T> {
  load(): Promise<
    { answers: { nominees: NomineeEntry[] } | null; firstHolderName: string } | null | undefined
  >;
  send(nominees: NomineeEntry[]): Promise<{ isSuccess: boolean; data?: T | null; message?: string | null }>;
  onSaved(saved: T): void;
}

/** The nominee screen of an application (NomineeService). */
export function applicationNominees(
  api: ApiPort,
  application: RegApplication,
  onSaved: (app: RegApplication) => void,
): NomineeSource<RegApplication> {
  const refNo = application.refNo;
  return {
    load: async () => (await api.call(loadNomineeDetails, { refNo })).data,
    send: (nominees) => api.call(saveNomineeDetails, { refNo, nominees }),
    onSaved,
  };
}

/**
 * Up to three nominees: each with relation, date of birth, share, identity proof and address (the
 * first holder's or their own); a minor nominee's guardian. Every rule is the contract's nominee rule.
 */
export class NomineesStore<T = RegApplication> {
  nominees: NomineeEntry[] = [blankNominee('100')];
  firstHolderName = '';
  readonly form = new StepFormState(() => this.errors);

  constructor(
    private readonly source: NomineeSource<T>,
    private readonly staffEntry = false,
    private readonly today = todayInIndia(),
  ) {
    makeAutoObservable<NomineesStore<T>, 'source'>(this, { source: false }, { autoBind: true });
  }

  readonly load = flow(function* (this: NomineesStore<T>) {
    yield* this.form.load(
      () => this.source.load(),
      (data) => {
        if (!data) return;
        this.firstHolderName = data.firstHolderName;
        if (data.answers)
          this.nominees = data.answers.nominees.map((n) => ({ ...n, address: { ...n.address } }));
      },
    );
  });

  get errors(): FieldError[] {
    // The demat account is checked by the server, which holds the preferences.
    return checkNomineeEntries(
      { nominees: this.nominees },
      { today: this.today, enteredByStaff: this.staffEntry, mfMode: 'P', depository: '', dematAccountNo: '' },
    );
  }

  isMinor(index: number): boolean {
    return isMinorOn(this.nominees[index]?.dob ?? '', this.today);
  }

  get canAdd(): boolean {
    return this.nominees.length < MAX_NOMINEES;
  }

  add() {
    if (this.canAdd) this.nominees.push(blankNominee());
  }

  remove(index: number) {
    if (this.nominees.length <= 1) return;
    this.nominees.splice(index, 1);
    // Messages follow their rows: the touched marks and refusals of later rows are dropped.
    this.form.touched = new Set([...this.form.touched].filter((f) => !f.startsWith('nominees.')));
    this.form.serverErrors = [];
  }

  set(index: number, field: NomineeField, value: string) {
    const nominee = this.nominees[index];
    if (!nominee) return;
    nominee[field] = field === 'idNumber' || field === 'guardianIdNumber' ? value.toUpperCase() : value;
    this.form.changed(`nominees.${index}.${field}`);
    this.form.changed('nominees');
  }

  setAddressSame(index: number, same: boolean) {
    const nominee = this.nominees[index];
    if (nominee) nominee.addressSameAsFirst = same ? 'Y' : 'N';
  }

  setAddress(index: number, field: keyof NomineeAddress, value: string) {
    const nominee = this.nominees[index];
    if (!nominee) return;
    nominee.address[field] = value;
    this.form.changed(`nominees.${index}.address.${field}`);
  }

  /** The nominees as typed, copied for a request. */
  get entries(): NomineeEntry[] {
    return this.nominees.map((n) => ({ ...n, address: { ...n.address } }));
  }

  readonly save = flow(function* (this: NomineesStore<T>) {
    return yield* this.form.submit(() => this.source.send(this.entries), this.source.onSaved);
  });
}
