import { getNomineeEntries, type ProfileNominee, saveNominees, sendNomineeChangeOtp } from '@ewa/api/profile';
import { replyText } from '@ewa/api/reply';
import { makeAutoObservable, runInAction } from 'mobx';
import { NomineesStore } from '../registration/steps/nominees-store.ts';
import { type ApiPort, failureText, GENERIC_FAILURE } from '../stores/api.ts';
import { type OtpState, otpSent } from '../stores/otp-state.ts';

/**
 * Changing the nominees from the profile: the nominees form (the account-opening fields and rules),
 * then an OTP to the registered mobile and e-mail that confirms the change.
 */
export class NomineeChangeStore implements OtpState {
  phase: 'edit' | 'otp' = 'edit';
  otp = '';
  otpEndsAt = 0;
  otpIssue = 0;
  otpExpired = false;
  canRegenerate = true;
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
      send: (nominees) => api.call(saveNominees, { njAcNo, otp: this.otp, nominees }),
      onSaved: (data) => onSaved(data.nominees),
    });
    makeAutoObservable<NomineeChangeStore, 'api' | 'now'>(
      this,
      { api: false, now: false, nominees: false },
      { autoBind: true },
    );
  }

  load() {
    return this.nominees.load();
  }

  setOtp(value: string) {
    this.otp = value;
  }
  onOtpExpired() {
    this.otpExpired = true;
  }

  /** The nominees pass every rule: the OTP goes out and its boxes show. */
  async sendOtp(): Promise<void> {
    const { form } = this.nominees;
    form.submitted = true;
    if (form.ruleErrors.length > 0 || this.sending) return;
    this.sending = true;
    this.error = '';
    try {
      const reply = await this.api.call(sendNomineeChangeOtp, { njAcNo: this.njAcNo });
      runInAction(() => {
        if (!reply.isSuccess || !reply.data) {
          this.error = replyText(reply, GENERIC_FAILURE);
          return;
        }
        otpSent(this, reply.data.otpSeconds, reply.data.otp_regenrate, this.now());
        this.sentTo = reply.data.mobile;
        this.phase = 'otp';
      });
    } catch (error) {
      runInAction(() => {
        this.error = failureText(error);
      });
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }

  /** Saves with the OTP. A refused nominee field goes back to the form; a refused OTP clears the boxes. */
  async confirm(): Promise<boolean> {
    const saved = await this.nominees.save();
    runInAction(() => {
      if (saved) return;
      const { form } = this.nominees;
      if (form.serverErrors.length > 0) this.phase = 'edit';
      this.otp = '';
      this.otpIssue++;
    });
    return saved;
  }

  edit() {
    this.phase = 'edit';
  }
}
