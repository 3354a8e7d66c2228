import type { FieldError } from '@ewa/api/fields';
import type { RegApplication } from '@ewa/api/registration/entry';
import {
  checkMandate,
  EMANDATE_TYPES,
  type EmandateType,
  mandateSkipWarning,
} from '@ewa/api/registration/mandate';
import { mandateExtraTexts, untilCancelledEnd } from '@ewa/api/registration/mandate-rules-extra';
import {
  loadMandateDetails,
  type MandateRequest,
  saveMandateDetails,
} from '@ewa/api/registration/mandate-service';
import { parseIndianDate, todayInIndia } from '@ewa/ui/validate';
import { flow, makeAutoObservable } from 'mobx';
import type { ApiPort } from '../../stores/api.ts';
import { StepFormState } from './step-form.ts';

type MandateField = 'upperLimit' | 'startDate' | 'endDate' | 'emandateType' | 'mandateHoldingMode';

/**
 * The mandate screen: an e-mandate for the verified bank when the bank offers one (amount, dates,
 * authorisation mode), or a skip confirmed in a dialog; a bank without e-mandate goes on without.
 */
export class MandateStore {
  mfMandate: 'Y' | 'N' = 'Y';
  otherMandate: 'Y' | 'N' = 'Y';
  upperLimit = '';
  startDate = '';
  endDate = '';
  untilCancelled = true;
  emandateType = '';
  mandateHoldingMode = '';
  bankName = '';
  accountNumber = '';
  modes: EmandateType[] = [];
  jointAccount = false;
  otherSegments = false;
  /** The skip warning waiting for the applicant's answer in the dialog. */
  confirming = '';
  readonly form = new StepFormState(() => this.errors);

  constructor(
    private readonly api: ApiPort,
    private readonly application: RegApplication,
    private readonly onSaved: (app: RegApplication) => void,
    private readonly today = todayInIndia(),
  ) {
    makeAutoObservable<MandateStore, 'send'>(this, { send: false }, { autoBind: true });
  }

  readonly load = flow(function* (this: MandateStore) {
    yield* this.form.load(
      () => this.api.call(loadMandateDetails, { refNo: this.application.refNo }),
      ({ data }) => {
        if (!data) return;
        this.bankName = data.bankName;
        this.accountNumber = data.accountNumber;
        this.modes = data.emandateModes;
        this.jointAccount = data.jointAccount;
        this.otherSegments = data.otherSegments;
        this.startDate = data.today;
        this.endDate = this.untilCancelledEnd;
        const a = data.answers;
        if (!a) return;
        this.mfMandate = a.mfMandate;
        this.otherMandate = a.otherMandate;
        this.upperLimit = a.upperLimit;
        if (a.startDate) this.startDate = a.startDate;
        this.untilCancelled = a.untilCancelled !== 'N';
        this.endDate = a.endDate || this.untilCancelledEnd;
        this.emandateType = a.emandateType;
        this.mandateHoldingMode = a.mandateHoldingMode;
      },
    );
  });

  get facility(): boolean {
    return this.modes.length > 0;
  }

  /** A mandate is asked for (one mandate covers the segments it is chosen for). */
  get wanted(): boolean {
    return this.mfMandate === 'Y' || (this.otherSegments && this.otherMandate === 'Y');
  }

  get modeOptions() {
    return EMANDATE_TYPES.filter((t) => this.modes.includes(t.code));
  }

  private get untilCancelledEnd(): string {
    const start = parseIndianDate(this.startDate);
    return start ? untilCancelledEnd(start) : '';
  }

  get request(): MandateRequest {
    return {
      mfMandate: this.facility ? this.mfMandate : 'N',
      otherMandate: this.facility && this.otherSegments ? this.otherMandate : 'N',
      upperLimit: this.facility && this.wanted ? this.upperLimit : '',
      startDate: this.facility && this.wanted ? this.startDate : '',
      endDate: this.facility && this.wanted ? this.endDate : '',
      emandateType: this.facility && this.wanted ? this.emandateType : '',
      mandateHoldingMode: this.facility && this.wanted && this.jointAccount ? this.mandateHoldingMode : '',
      untilCancelled: this.untilCancelled ? 'Y' : 'N',
    };
  }

  get errors(): FieldError[] {
    const errors = checkMandate(
      { ...this.request, mfMandate: this.wanted ? 'Y' : 'N' },
      {
        today: this.today,
        bankHasMandateFacility: this.facility,
        // The walk opens this screen only after the bank and contact screens are saved.
        bankAndContactComplete: true,
        jointAccount: this.jointAccount,
      },
    );
    if (
      this.facility &&
      this.wanted &&
      this.emandateType !== '' &&
      !this.modes.some((mode) => mode === this.emandateType) &&
      !errors.some((e) => e.field === 'emandateType')
    )
      errors.push({ field: 'emandateType', message: mandateExtraTexts.modeNotOffered });
    return errors;
  }

  /** The warning to confirm before going on without a mandate ('' when none). */
  get skipWarning(): string {
    return mandateSkipWarning(
      { mfMandate: this.mfMandate, otherMandate: this.otherSegments ? this.otherMandate : 'Y' },
      { bankHasMandateFacility: this.facility },
    );
  }

  choose(segment: 'mfMandate' | 'otherMandate', value: 'Y' | 'N') {
    this[segment] = value;
    this.form.changed(segment);
  }

  set(field: MandateField, value: string) {
    this[field] = value.trim();
    this.form.changed(field);
    if (field === 'startDate' && this.untilCancelled) this.endDate = this.untilCancelledEnd;
  }

  setUntilCancelled(on: boolean) {
    this.untilCancelled = on;
    if (on) this.endDate = this.untilCancelledEnd;
    this.form.changed('endDate');
  }

  /** Save & Next: a skip first asks for confirmation (the dialog answers `answerSkip`). */
  readonly save = flow(function* (this: MandateStore) {
    if (this.form.ruleErrors.length === 0 && this.skipWarning) {
      this.form.submitted = true;
      this.confirming = this.skipWarning;
      return false;
    }
    return yield* this.send(false);
  });

  readonly answerSkip = flow(function* (this: MandateStore, confirmed: boolean) {
    this.confirming = '';
    return confirmed ? yield* this.send(true) : false;
  });

  private *send(skipConfirmed: boolean) {
    const refNo = this.application.refNo;
    return yield* this.form.submit(
      () =>
        this.api.call(saveMandateDetails, {
          refNo,
          ...this.request,
          ...(skipConfirmed ? { skipConfirmed } : {}),
        }),
      this.onSaved,
    );
  }
}
