import type { HolderCode } from '@ewa/api/fatca';
import type { RegApplication, RegStop } from '@ewa/api/registration/entry';
import type { ApiPort } from '../stores/api.ts';

/** What each screen of the wizard gets: its stop, the application, and where to hand the server's answer. */
export interface StepProps {
  api: ApiPort;
  application: RegApplication;
  stop: RegStop;
  /** The holder of a per-holder screen. */
  holder: HolderCode | undefined;
  /** Whether centre or partner staff are entering (their age message differs, spec 000 §5). */
  staffEntry: boolean;
  /** The step's service saved it: the wizard goes where the answer stands. */
  onSaved(application: RegApplication): void;
}
