import { EwaButton } from '@ewa/ui/react/button';
import { EwaTextField } from '@ewa/ui/react/text-field';
import { indianMobile, pan } from '@ewa/ui/validate';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import { fieldValue } from '../ui/field-value.ts';
import { submitWhenValid } from '../ui/form-check.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { ForgotLoginIdStore } from './recovery-store.ts';
import './login.css';

const panCheck = [pan()];
const mobileCheck = [indianMobile()];

/**
 * /forgot-loginid (spec 000 §2): the PAN and registered mobile number; the login id is sent by SMS and
 * e-mail to the registered contacts and never shown here.
 */
export default observer(function ForgotLoginId() {
  const { api } = useStores();
  const [form] = useState(() => new ForgotLoginIdStore(api));
  useDocumentTitle('Forgot Login ID');
  const submit = submitWhenValid(() => void form.send());

  return (
    <section className="card login" aria-labelledby="forgot-id-heading">
      <h1 id="forgot-id-heading">Forgot Login ID</h1>
      <form className="form-stack" noValidate onSubmit={submit} aria-busy={form.busy}>
        <p>
          Enter your PAN and registered mobile number: we will send your login id by SMS and e-mail to your
          registered mobile number and e-mail address.
        </p>
        <EwaTextField
          label="PAN"
          name="panNo"
          autocomplete="off"
          uppercase
          maxlength={10}
          required
          validators={panCheck}
          value={form.panNo}
          onInput={(e) => form.setPanNo(fieldValue(e))}
        />
        <EwaTextField
          label="Registered Mobile Number"
          name="mobile"
          type="tel"
          inputmode="numeric"
          autocomplete="tel-national"
          required
          validators={mobileCheck}
          value={form.mobile}
          onInput={(e) => form.setMobile(fieldValue(e))}
        />
        <p className="message message--error" role="alert">
          {form.error}
        </p>
        <p className="message message--info" role="status">
          {form.sent}
        </p>
        <EwaButton type="submit" block loading={form.busy}>
          Send Login ID
        </EwaButton>
      </form>
      <nav className="login__help" aria-label="Login help">
        <Link to="/login">Back to Login</Link>
        <Link to="/forgot-password">Forgot Password?</Link>
      </nav>
    </section>
  );
});
