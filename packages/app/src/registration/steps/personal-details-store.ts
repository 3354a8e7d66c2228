import type { HolderCode } from '@ewa/api/fatca';
import {
  blankPersonalDetails,
  checkPersonalDetailsAnswers,
  loadPersonalDetails,
  type PersonalDetailsAnswers,
  savePersonalDetails,
} from '@ewa/api/registration/personal-details-service';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, failureText } from '../../stores/api.ts';
import { awaited } from '../../stores/flow.ts';
import { placesOf } from './places.ts';
import { type Option, StepFormState } from './step-form.ts';

export type PersonalField = keyof PersonalDetailsAnswers;

/**
 * The personaldetails screen of one holder: the answers as saved, or prefilled from the holder's KYC
 * record; the contract's rules decide the messages, the server's refusals show beside their fields.
 */
export class PersonalDetailsStore {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  loadError = '';
  source: 'saved' | 'kyc' | 'none' = 'none';
  kycName = '';
  countries: Option[] = [];
  answers: PersonalDetailsAnswers = { ...blankPersonalDetails };
  readonly form = new StepFormState(() =>
    checkPersonalDetailsAnswers(this.holder, this.answers, new Set(this.countries.map((c) => c.code))),
  );

  constructor(
    private readonly api: ApiPort,
    readonly refNo: string,
    readonly holder: HolderCode,
  ) {
    makeAutoObservable<PersonalDetailsStore, 'api'>(
      this,
      { api: false, refNo: false, holder: false, form: false },
      { autoBind: true },
    );
  }

  get isGuardian(): boolean {
    return this.holder === 'G';
  }

  readonly load = flow(function* (this: PersonalDetailsStore) {
    try {
      const [reply, countries] = yield* awaited(
        Promise.all([
          this.api.call(loadPersonalDetails, { refNo: this.refNo, holder: this.holder }),
          placesOf(this.api, 'COUNTRY'),
        ]),
      );
      this.countries = countries;
      if (!reply.data) throw new Error('no data');
      this.source = reply.data.source;
      this.kycName = reply.data.kycName;
      this.answers = {
        ...reply.data.answers,
        ...(this.isGuardian ? { relationWithMinor: reply.data.answers.relationWithMinor ?? '' } : {}),
      };
      this.status = 'ready';
    } catch (error) {
      this.status = 'failed';
      this.loadError = failureText(error);
    }
  });

  set(field: PersonalField, value: string): void {
    this.answers[field] = value;
    this.form.changed(field);
  }

  /** The first, middle and last name together, as the 85-character rule counts them. */
  get nameLength(): number {
    const { firstName, middleName, lastName } = this.answers;
    return firstName.trim().length + middleName.trim().length + lastName.trim().length;
  }

  readonly save = flow(function* (this: PersonalDetailsStore) {
    return yield* this.form.save(() =>
      this.api.call(savePersonalDetails, { refNo: this.refNo, holder: this.holder, ...this.answers }),
    );
  });
}
