import { PASSWORD_TEXTS } from '@ewa/api/texts';
import { EwaButton } from '@ewa/ui/react/button';
import { EwaTextField } from '@ewa/ui/react/text-field';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useStores } from '../stores/context.ts';
import { useGo } from '../stores/navigation.ts';
import { fieldValue } from '../ui/field-value.ts';
import { submitWhenValid } from '../ui/form-check.ts';
import { ruleValidator } from '../ui/rule-validator.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { PasswordChangeStore } from './password-change.ts';

/** /settings: change password, forced when it expired or was flagged (spec 000 §2, §4). */
export default observer(function ChangePassword() {
  const root = useStores();
  const go = useGo();
  const [form] = useState(() => new PasswordChangeStore(root));
  useDocumentTitle('Change Password');
  useEffect(() => void form.loadPolicy(), [form]);

  const submit = submitWhenValid(() => void form.submit().then(go));

  return (
    <section className="card settings" aria-labelledby="settings-heading" style={{ maxWidth: '34rem' }}>
      <h1 id="settings-heading">Change Password</h1>
      {form.forced && (
        <p className="message message--error">
          Your password has expired. Please set a new password to continue.
        </p>
      )}
      <form className="form-stack" noValidate onSubmit={submit}>
        <PasswordEntry form={form} field="oldPassword" label="Old Password" autocomplete="current-password" />
        <PasswordEntry
          form={form}
          field="newPassword"
          label="New Password"
          autocomplete="new-password"
          description={PASSWORD_TEXTS.hint}
          problem={() => form.newPasswordProblem}
        />
        <PasswordEntry
          form={form}
          field="confirmPassword"
          label="Confirm Password"
          autocomplete="new-password"
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
            <EwaButton variant="outline" onClick={() => void root.logout().then(go)}>
              Logout
            </EwaButton>
          )}
        </div>
      </form>
    </section>
  );
});

/** One of the form's password boxes, with a reveal toggle, bound to its field in the store. */
const PasswordEntry = observer(function PasswordEntry({
  form,
  field,
  label,
  autocomplete,
  description = '',
  problem,
}: {
  form: PasswordChangeStore;
  field: 'oldPassword' | 'newPassword' | 'confirmPassword';
  label: string;
  autocomplete: 'current-password' | 'new-password';
  description?: string;
  /** The rule's reason, shown under the field (the password policy for the new password). */
  problem?: () => string;
}) {
  return (
    <EwaTextField
      label={label}
      name={field}
      type="password"
      autocomplete={autocomplete}
      description={description}
      passwordToggle
      required
      validators={problem ? [ruleValidator(problem)] : []}
      value={form[field]}
      onInput={(e) => form.set(field, fieldValue(e))}
    />
  );
});
