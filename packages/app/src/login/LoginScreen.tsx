import { EwaButton } from '@ewa/ui/react/button';
import { EwaTextField } from '@ewa/ui/react/text-field';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import { useGo } from '../stores/navigation.ts';
import { fieldValue } from '../ui/field-value.ts';
import { submitWhenValid } from '../ui/form-check.ts';
import { Loading } from '../ui/Loading.tsx';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { LoginIdFields } from './LoginIdFields.tsx';
import { LoginStore } from './login-store.ts';
import './login.css';

// The OTP step (OTP boxes, countdown) loads when the user picks OTP login.
const OtpStep = lazy(() => import('./OtpStep.tsx'));

/** Login by account number or personalised login id, with password (+ captcha) or OTP (spec 000 §2, §4). */
export default observer(function LoginScreen() {
  const root = useStores();
  const [login] = useState(() => new LoginStore(root, root.services.login));
  useEffect(() => login.dispose, [login]);
  useDocumentTitle('Login');

  const go = useGo();
  const submit = submitWhenValid(() => void login.submit().then(go));

  return (
    <section className="card login" aria-labelledby="login-heading">
      <h1 id="login-heading">Login to E-Wealth</h1>
      <form
        onSubmit={submit}
        onFocus={root.services.login.prepare}
        noValidate
        className="form-stack"
        aria-busy={login.busy}
      >
        <LoginIdFields
          form={login}
          disabled={login.otpLogin?.otpSent ?? false}
          onBlur={() => void login.checkCaptcha()}
        />

        {login.mode === 'password' ? (
          <PasswordStep login={login} />
        ) : (
          <Suspense fallback={<Loading />}>
            <OtpStep login={login} />
          </Suspense>
        )}

        <p className="message message--error" role="alert">
          {login.error}
        </p>
        {login.blocked && (
          <p>
            <Link to="/ucc-block">Unblock your account</Link>
          </p>
        )}
        <p className="message message--info" role="status">
          {login.info}
        </p>

        <div className="login__switch">
          {login.mode === 'password' ? (
            <EwaButton variant="link" onClick={() => login.setMode('otp')}>
              Login with OTP
            </EwaButton>
          ) : (
            <EwaButton variant="link" onClick={() => login.setMode('password')}>
              Login with Password
            </EwaButton>
          )}
        </div>
      </form>
      <nav className="login__help" aria-label="Login help">
        <Link to="/forgot-password">Forgot Password?</Link>
        <Link to="/forgot-loginid">Forgot Login ID?</Link>
      </nav>
    </section>
  );
});

const PasswordStep = observer(function PasswordStep({ login }: { login: LoginStore }) {
  return (
    <>
      <EwaTextField
        label="Password"
        name="password"
        type="password"
        autocomplete="current-password"
        passwordToggle
        required
        value={login.password}
        onInput={(e) => login.setPassword(fieldValue(e))}
      />
      {login.captchaRequired && (
        <div className="login__captcha">
          <div className="login__captcha-image">
            {login.captchaImage ? (
              <img
                src={login.captchaImage}
                alt="Captcha: type the characters shown"
                width={150}
                height={50}
              />
            ) : (
              <span role="status">Loading captcha…</span>
            )}
            <EwaButton variant="outline" size="small" onClick={() => void login.refreshCaptcha()}>
              Refresh captcha
            </EwaButton>
          </div>
          <EwaTextField
            // A fresh field (no stale feedback) for each new captcha.
            key={login.captchaId}
            label="Captcha"
            name="captchaCode"
            autocomplete="off"
            required
            value={login.captchaCode}
            onInput={(e) => login.setCaptchaCode(fieldValue(e))}
          />
        </div>
      )}
      <label className="login__remember">
        <input
          type="checkbox"
          checked={login.rememberMe}
          onChange={(e) => login.setRememberMe(e.target.checked)}
        />
        Remember me
      </label>
      <EwaButton type="submit" block loading={login.busy}>
        Login
      </EwaButton>
    </>
  );
});
