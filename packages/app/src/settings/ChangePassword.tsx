import { EwaButton } from '@ewa/ui/react/button';
import { EwaTextField } from '@ewa/ui/react/text-field';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';
import { useStores } from '../stores/context.ts';
import { fieldValue } from '../ui/field-value.ts';
import { PasswordChangeStore } from './password-change.ts';

/** /settings: change password, forced when it expired or was flagged (spec 000 §2, §4). */
export default observer(function ChangePassword() {
  const root = useStores();
  const [form] = useState(() => new PasswordChangeStore(root));
  useDocumentTitle('Change Password');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <section className="card settings" aria-labelledby="settings-heading" style={{ maxWidth: '34rem' }}>
      <h1 id="settings-heading">Change Password</h1>
      {form.forced && (
        <p className="message message--error">
          Your password has expired. Please set a new password to continue.
        </p>
      )}
      <form className="form-stack" onSubmit={submit}>
        <EwaTextField
          label="Old Password"
          name="oldPassword"
          type="password"
          autocomplete="current-password"
          passwordToggle
          required
          value={form.oldPassword}
          onInput={(e) => form.set('oldPassword', fieldValue(e))}
        />
        <EwaTextField
          label="New Password"
          name="newPassword"
          type="password"
          autocomplete="new-password"
          description="8 to 20 characters with an upper-case letter, a lower-case letter, a digit and a special character."
          passwordToggle
          required
          value={form.newPassword}
          onInput={(e) => form.set('newPassword', fieldValue(e))}
        />
        <EwaTextField
          label="Confirm Password"
          name="confirmPassword"
          type="password"
          autocomplete="new-password"
          passwordToggle
          required
          value={form.confirmPassword}
          onInput={(e) => form.set('confirmPassword', fieldValue(e))}
        />
        <p className="message message--error" role="alert">
          {form.error}
        </p>
        <p className="message message--info" role="status">
          {form.success}
        </p>
        <div className="actions">
          <EwaButton type="submit" loading={form.busy}>
            Change Password
          </EwaButton>
          {form.forced && (
            <EwaButton variant="outline" onClick={() => void root.logout()}>
              Logout
            </EwaButton>
          )}
        </div>
      </form>
    </section>
  );
});
