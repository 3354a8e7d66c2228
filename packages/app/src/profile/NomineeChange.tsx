import { NOMINEE_CHANGE_TEXTS, type ProfileNominee } from '@ewa/api/profile';
import { EwaButton } from '@ewa/ui/react/button';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { NomineesFields } from '../registration/steps/NomineesFields.tsx';
import type { ApiPort } from '../stores/api.ts';
import { submitWhenValid } from '../ui/form-check.ts';
import { OtpEntry } from '../ui/OtpEntry.tsx';
import { NomineeChangeStore } from './nominee-change-store.ts';

/** The nominee change form of the profile: the nominees, then the OTP that confirms them. */
export default observer(function NomineeChange({
  api,
  njAcNo,
  onSaved,
  onCancel,
}: {
  api: ApiPort;
  njAcNo: string;
  onSaved(nominees: ProfileNominee[]): void;
  onCancel(): void;
}) {
  const [change] = useState(() => new NomineeChangeStore(api, njAcNo, onSaved));
  useEffect(() => {
    void change.load();
  }, [change]);
  const { form } = change.nominees;
  if (!form.loaded) return <p className="loading">Loading your nominees…</p>;

  if (change.phase === 'otp')
    return (
      <form
        className="form-stack profile__nominee-change"
        noValidate
        onSubmit={submitWhenValid(() => void change.confirm())}
        aria-busy={form.busy}
      >
        <p role="status">
          {NOMINEE_CHANGE_TEXTS.confirmWithOtp} (mobile {change.sentTo})
        </p>
        <OtpEntry otp={change.otp} />
        <p className="message message--error" role="alert">
          {form.error || change.error}
        </p>
        <div className="registration-actions">
          <EwaButton variant="outline" onClick={change.edit}>
            Back to the nominees
          </EwaButton>
          <EwaButton type="submit" loading={form.busy}>
            Confirm change
          </EwaButton>
        </div>
        <EwaButton variant="link" loading={change.sending} onClick={() => void change.sendOtp()}>
          Send a new OTP
        </EwaButton>
      </form>
    );

  return (
    <form
      className="form-stack profile__nominee-change"
      noValidate
      onSubmit={submitWhenValid(() => void change.sendOtp())}
      aria-busy={change.sending}
    >
      <NomineesFields store={change.nominees} />
      <p className="message message--error" role="alert">
        {form.shownMessage('nominees') || form.error || change.error}
      </p>
      <div className="registration-actions">
        <EwaButton variant="outline" onClick={onCancel}>
          Cancel
        </EwaButton>
        <EwaButton type="submit" loading={change.sending}>
          Continue
        </EwaButton>
      </div>
    </form>
  );
});
