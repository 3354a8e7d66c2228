import type { LoginWith } from '@ewa/api/login';
import { EwaTextField } from '@ewa/ui/react/text-field';
import { observer } from 'mobx-react-lite';
import { fieldValue } from '../ui/field-value.ts';

/** What the login id fields read and set: the login and the recovery screens' stores. */
export interface LoginIdSource {
  loginWith: LoginWith;
  loginId: string;
  readonly loginIdLabel: string;
  setLoginWith(value: LoginWith): void;
  setLoginId(value: string): void;
}

/** 'Login with' (account number or personalised login id) and the id itself (spec 000 §2). */
export const LoginIdFields = observer(function LoginIdFields({
  form,
  disabled = false,
  onBlur,
}: {
  form: LoginIdSource;
  disabled?: boolean;
  onBlur?: () => void;
}) {
  return (
    <>
      <fieldset className="login__with" disabled={disabled}>
        <legend>Login with</legend>
        <label>
          <input
            type="radio"
            name="loginWith"
            checked={form.loginWith === 'ACNO'}
            onChange={() => form.setLoginWith('ACNO')}
          />
          Account Number
        </label>
        <label>
          <input
            type="radio"
            name="loginWith"
            checked={form.loginWith === 'LOGINID'}
            onChange={() => form.setLoginWith('LOGINID')}
          />
          Personalised Login ID
        </label>
      </fieldset>
      <EwaTextField
        key={form.loginWith}
        label={form.loginIdLabel}
        name="loginId"
        autocomplete="username"
        inputmode={form.loginWith === 'ACNO' ? 'numeric' : 'text'}
        required
        disabled={disabled}
        value={form.loginId}
        onInput={(e) => form.setLoginId(fieldValue(e))}
        onBlur={onBlur}
      />
    </>
  );
});
