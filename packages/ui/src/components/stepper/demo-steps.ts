import type { StepperStep } from './stepper.ts';

/** The account-opening steps of part 1 (spec 001 §3 step catalogue), ids as the step routes. */
export const accountOpeningSteps: StepperStep[] = [
  { id: 'loadmobemail', label: 'Mobile & E-mail' },
  { id: 'loaddigilocker', label: 'KYC' },
  { id: 'personaldetails', label: 'Personal details' },
  { id: 'addresscomfirmation', label: 'Address' },
  { id: 'fatca', label: 'FATCA' },
  { id: 'preference', label: 'Preferences' },
  { id: 'bankdetails', label: 'Bank details' },
  { id: 'mandatedetails', label: 'Mandate' },
  { id: 'nomineeselection', label: 'Nominees' },
];
