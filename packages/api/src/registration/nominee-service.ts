/**
 * NomineeService (spec 001 §7) for the nomineeselection, nomineedetails and witnessdetails screens:
 * each loads its saved answers and saves them. Only the selection decides whether nominee details
 * and a witness follow in the walk.
 */
import { array, boolean, type Infer, nullable, object, size, string } from 'superstruct';
import { defineCall, envelope, ynFlag } from '../core.ts';
import type { FieldError } from '../fields.ts';
import { REG_API, regRefNo, stepKey, stepSaved } from './entry.ts';
import {
  checkNomineeDetails,
  type NomineeContext,
  nomineeDetail,
  witness,
  witnessDetailsPayload,
} from './nominee.ts';
import { checkNomineeAddress, nominationSelectionPayload, nomineeAddress } from './nominee-rules-extra.ts';

/** A nominee as the screen sends it: the shared nominee fields and where they live. */
export const nomineeEntry = object({
  ...nomineeDetail.schema,
  addressSameAsFirst: ynFlag(),
  address: nomineeAddress,
});
export type NomineeEntry = Infer<typeof nomineeEntry>;

/** Up to 10 rows are read, so that more than 3 is refused with the rule's own text. */
export const nomineeEntries = object({ nominees: size(array(nomineeEntry), 1, 10) });
export type NomineeEntries = Infer<typeof nomineeEntries>;

/** Every nominee rule (spec 000 §5) and each nominee's address: for an application and a profile's change alike. */
export function checkNomineeEntries(payload: NomineeEntries, context: NomineeContext): FieldError[] {
  const errors = checkNomineeDetails(payload, context);
  payload.nominees.forEach((n, i) => {
    errors.push(...checkNomineeAddress(n.addressSameAsFirst, n.address, `nominees.${i}.address`));
  });
  return errors;
}

const refOnly = object({ refNo: regRefNo() });

export const loadNomineeSelection = defineCall(
  `${REG_API}/NomineeService/loadNomineeSelection`,
  refOnly,
  envelope(
    object({
      answers: nullable(nominationSelectionPayload),
      /** Choice 3 (the demat account's nominees) is open with units held in demat only. */
      dematHeld: boolean(),
    }),
  ),
  { auth: 'public' },
);

export const saveNomineeSelection = defineCall(
  `${REG_API}/NomineeService/saveNomineeSelection`,
  object({ ...stepKey, ...nominationSelectionPayload.schema }),
  stepSaved,
  { auth: 'public' },
);

export const loadNomineeDetails = defineCall(
  `${REG_API}/NomineeService/loadNomineeDetails`,
  refOnly,
  envelope(
    object({
      answers: nullable(nomineeEntries),
      /** The first holder's name, to say whose address 'same as first holder' is. */
      firstHolderName: string(),
    }),
  ),
  { auth: 'public' },
);

export const saveNomineeDetails = defineCall(
  `${REG_API}/NomineeService/saveNomineeDetails`,
  object({ ...stepKey, ...nomineeEntries.schema }),
  stepSaved,
  { auth: 'public' },
);

export const loadWitnessDetails = defineCall(
  `${REG_API}/NomineeService/loadWitnessDetails`,
  refOnly,
  envelope(object({ answers: nullable(witnessDetailsPayload) })),
  { auth: 'public' },
);

/** One witness in part 1; a second one, for a holder signing by thumb impression, comes with part 2. */
export const saveWitnessDetails = defineCall(
  `${REG_API}/NomineeService/saveWitnessDetails`,
  object({ ...stepKey, witnesses: size(array(witness), 1, 1) }),
  stepSaved,
  { auth: 'public' },
);
