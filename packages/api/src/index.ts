export * from './authorize.ts';
export * from './client.ts';
export * from './client-documents.ts';
export * from './common.ts';
export * from './core.ts';
export * from './dpcharges.ts';
export * from './evoting.ts';
export * from './fatca.ts';
export * from './fields.ts';
export * from './investor.ts';
export * from './login.ts';
export * from './menu.ts';
export * from './menuXml.ts';
export * from './orders.ts';
export * from './partner.ts';
export * from './payouts.ts';
export * from './portal.ts';
export * from './portfolio.ts';
export * from './profile.ts';
export * from './purchase.ts';
export * from './registration/bank-rules-extra.ts';
export * from './registration/bank-service.ts';
export * from './registration/entry.ts';
export * from './registration/entry-ways.ts';
export * from './registration/fatca-service.ts';
export * from './registration/handover.ts';
export * from './registration/index.ts';
export * from './registration/kyc-service.ts';
export * from './registration/mandate-rules-extra.ts';
export * from './registration/mandate-service.ts';
export * from './registration/mobile-email-service.ts';
export * from './registration/nominee-rules-extra.ts';
export * from './registration/nominee-service.ts';
export * from './registration/personal-details-service.ts';
export * from './registration/preference-service.ts';
export {
  ACCOUNT_STEPS,
  type AccountStep,
  LOGIN_STEPS,
  type LoginStep,
  PER_HOLDER_SCREENS,
  routeOfStop,
  SCREEN_LABELS,
  type ScreenStop,
  STEP_ID_APPLICATION_SAVED,
  STEP_ID_SUBMITTED,
  SUB_SCREENS,
  stepIdOf,
  stopOf,
  type WalkShape,
  WIZARD_SCREENS,
  type WizardScreen,
  walkOf,
} from './registration/steps.ts';
export * from './reply.ts';
export * from './reports.ts';
export * from './rules.ts';
export * from './search.ts';
export * from './support.ts';
export * from './systematic.ts';
export * from './texts.ts';
export * from './token.ts';
