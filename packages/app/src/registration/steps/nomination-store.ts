import type { FieldError } from '@ewa/api/fields';
import type { RegApplication } from '@ewa/api/registration/entry';
import { checkWitnessDetails, type Witness } from '@ewa/api/registration/nominee';
import { checkNominationSelection } from '@ewa/api/registration/nominee-rules-extra';
import {
  loadNomineeSelection,
  loadWitnessDetails,
  saveNomineeSelection,
  saveWitnessDetails,
} from '@ewa/api/registration/nominee-service';
import { todayInIndia } from '@ewa/ui/validate';
import { flow, makeAutoObservable } from 'mobx';
import type { ApiPort } from '../../stores/api.ts';
import { StepFormState } from './step-form.ts';

/**
 * The nomination choice: add nominees, opt out with the declaration, or (units in demat) the demat
 * account's nominees. Nominating puts the nominee and witness screens in the walk.
 */
export class NominationStore {
  nominationChoice = '';
  optOutDeclared = false;
  dematHeld = false;
  readonly form = new StepFormState(() => this.errors);

  constructor(
    private readonly api: ApiPort,
    private readonly application: RegApplication,
    private readonly onSaved: (app: RegApplication) => void,
  ) {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  readonly load = flow(function* (this: NominationStore) {
    yield* this.form.load(
      () => this.api.call(loadNomineeSelection, { refNo: this.application.refNo }),
      ({ data }) => {
        if (!data) return;
        this.dematHeld = data.dematHeld;
        if (!data.answers) return;
        this.nominationChoice = data.answers.nominationChoice;
        this.optOutDeclared = data.answers.optOutDeclared === 'Y';
      },
    );
  });

  get payload() {
    return {
      nominationChoice: this.nominationChoice,
      optOutDeclared: this.optOutDeclared ? ('Y' as const) : ('N' as const),
    };
  }

  get errors(): FieldError[] {
    return checkNominationSelection(this.payload, { mfMode: this.dematHeld ? 'D' : 'P' });
  }

  choose(choice: string) {
    this.nominationChoice = choice;
    this.form.changed('nominationChoice');
  }

  declare(on: boolean) {
    this.optOutDeclared = on;
    this.form.leave('optOutDeclared');
    this.form.changed('optOutDeclared');
  }

  readonly save = flow(function* (this: NominationStore) {
    const refNo = this.application.refNo;
    return yield* this.form.submit(
      () => this.api.call(saveNomineeSelection, { refNo, ...this.payload }),
      this.onSaved,
    );
  });
}

/** The witness of the nomination: name, address and an adult's date of birth. */
export class WitnessStore {
  witness: Witness = { name: '', address: '', dob: '' };
  readonly form = new StepFormState(() => this.errors);

  constructor(
    private readonly api: ApiPort,
    private readonly application: RegApplication,
    private readonly onSaved: (app: RegApplication) => void,
    private readonly staffEntry = false,
    private readonly today = todayInIndia(),
  ) {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  readonly load = flow(function* (this: WitnessStore) {
    yield* this.form.load(
      () => this.api.call(loadWitnessDetails, { refNo: this.application.refNo }),
      ({ data }) => {
        const first = data?.answers?.witnesses[0];
        if (first) this.witness = { ...first };
      },
    );
  });

  get errors(): FieldError[] {
    return checkWitnessDetails(
      { witnesses: [this.witness] },
      { today: this.today, enteredByStaff: this.staffEntry },
    );
  }

  set(field: keyof Witness, value: string) {
    this.witness[field] = value;
    this.form.changed(`witnesses.0.${field}`);
  }

  readonly save = flow(function* (this: WitnessStore) {
    const refNo = this.application.refNo;
    return yield* this.form.submit(
      () => this.api.call(saveWitnessDetails, { refNo, witnesses: [{ ...this.witness }] }),
      this.onSaved,
    );
  });
}
