import { getNomineeEntries, type ProfileNominee, saveNominees, sendNomineeChangeOtp } from '@ewa/api/profile';
import { replyText } from '@ewa/api/reply';
import { flow, makeAutoObservable } from 'mobx';
import { NomineesStore } from '../registration/steps/nominees-store.ts';
import { type ApiPort, failureText, GENERIC_FAILURE } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';
import { OtpFlow } from '../stores/otp-flow.ts';

/**
 * Changing the nominees from the profile: the nominees form (the account-opening fields and rules),
 * then an OTP to the registered mobile and e-mail that confirms the change.
 */
export class NomineeChangeStore {
  phase: 'edit' | 'otp' = 'edit';
  readonly otp = new OtpFlow();
  sending = false;
  sentTo = '';
  error = '';
  readonly nominees: NomineesStore<{ nominees: ProfileNominee[] }>;

  constructor(
    private readonly api: ApiPort,
    private readonly njAcNo: string,
    onSaved: (nominees: ProfileNominee[]) => void,
    private readonly now: () => number = Date.now,
  ) {
    this.nominees = new NomineesStore({
      load: async () => (await api.call(getNomineeEntries, { njAcNo })).data,
      send: (nominees) => api.call(saveNominees, { njAcNo, otp: this.otp.code, nominees }),
      onSaved: (data) => onSaved(data.nominees),
    });
    makeAutoObservable<NomineeChangeStore, 'api' | 'now'>(
      this,
      { api: false, now: false, nominees: false, otp: false },
      { autoBind: true },
    );
  }

  load() {
    return this.nominees.load();
  }

  /** The nominees pass every rule: the OTP goes out and its boxes show. */
  readonly sendOtp = flow(function* (this: NomineeChangeStore) {
    const { form } = this.nominees;
    form.submitted = true;
    if (form.ruleErrors.length > 0 || this.sending) return;
    this.sending = true;
    this.error = '';
    try {
      const reply = yield* awaited(this.api.call(sendNomineeChangeOtp, { njAcNo: this.njAcNo }));
      if (!reply.isSuccess || !reply.data) {
        this.error = replyText(reply, GENERIC_FAILURE);
        return;
      }
      this.otp.sent(reply.data.otpSeconds, reply.data.otp_regenrate, this.now());
      this.sentTo = reply.data.mobile;
      this.phase = 'otp';
    } catch (error) {
      this.error = failureText(error);
    } finally {
      this.sending = false;
    }
  });

  /** Saves with the OTP. A refused nominee field goes back to the form; a refused OTP clears the boxes. */
  readonly confirm = flow(function* (this: NomineeChangeStore) {
    const saved = yield* awaited(this.nominees.save());
    if (saved) return true;
    if (this.nominees.form.serverErrors.length > 0) this.phase = 'edit';
    this.otp.retype();
    return false;
  });

  edit() {
    this.phase = 'edit';
  }
}
