import type { WizardScreen } from '@ewa/api/registration/steps';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { StepProps } from '../step-props.ts';

type StepScreen = LazyExoticComponent<ComponentType<StepProps>>;

/** Each screen of the walk, loaded when the applicant reaches it. */
export const stepScreens: Partial<Record<WizardScreen, StepScreen>> = {
  loadmobemail: lazy(() => import('./MobileEmailStep.tsx')),
  kradownload: lazy(() => import('./KycStep.tsx')),
  personaldetails: lazy(() => import('./PersonalDetailsStep.tsx')),
  addresscomfirmation: lazy(() => import('./AddressStep.tsx')),
  fatca: lazy(() => import('./FatcaStep.tsx')),
  preference: lazy(() => import('./PreferenceStep.tsx')),
  bankdetails: lazy(() => import('./BankDetailsStep.tsx')),
  mandatedetails: lazy(() => import('./MandateDetailsStep.tsx')),
  nomineeselection: lazy(() => import('./NomineeSelectionStep.tsx')),
  nomineedetails: lazy(() => import('./NomineeDetailsStep.tsx')),
  witnessdetails: lazy(() => import('./WitnessDetailsStep.tsx')),
};
