import { describe, expect, it } from 'vitest';
import { REMEMBERED_LOGIN_KEY } from '../stores/storage.ts';
import { makeRoot, userData } from '../stores/test-support.ts';
import { LoginStore } from './login-store.ts';

const user = userData();

function setup() {
  const harness = makeRoot();
  const login = new LoginStore(harness.root, harness.server);
  return { ...harness, login };
}

describe('password login', () => {
  it('signs in, runs the activation check and goes to the first gate', async () => {
    const { login, server, root } = setup();
    server.activation = { fatcaDeclarationPending: 'Y', dpChargesPending: 'N', emailVerified: 'Y' };
    server.authenticateReplies.push({ isSuccess: true, token: 'tok', data: { userData: user } });
    login.setLoginId('50000001');
    login.setPassword('Demo@1234');
    expect(await login.submitPassword()).toEqual({ to: '/fatcadeclaration' });
    expect(root.session.fields.token).toBe('tok');
    expect(root.session.fields.is_login).toBe(true);
    expect(login.password).toBe('');
  });

  it('shows the captcha from the 2nd failure with a fresh image each time', async () => {
    const { login, server } = setup();
    login.setLoginId('50000001');
    server.authenticateReplies.push({
      isSuccess: false,
      message: 'Invalid login credentials.',
      attemptCount: 1,
    });
    await login.submitPassword();
    expect(login.error).toBe('Invalid login credentials.');
    expect(login.captchaRequired).toBe(false);
    server.authenticateReplies.push({
      isSuccess: false,
      message: 'Invalid login credentials.',
      attemptCount: 2,
    });
    await login.submitPassword();
    expect(login.captchaRequired).toBe(true);
    const first = login.captchaImage;
    expect(first).toMatch(/^data:image/);
    server.authenticateReplies.push({
      isSuccess: false,
      message: 'Invalid login credentials.',
      attemptCount: 3,
    });
    await login.submitPassword();
    expect(login.captchaImage).not.toBe(first);
  });

  it('asks the count call for the captcha when the login id is entered', async () => {
    const { login, server } = setup();
    server.failedAttempts = 2;
    login.setLoginId('50000001');
    await login.checkCaptcha();
    expect(login.captchaRequired).toBe(true);
    expect(server.calls).toEqual(['captchaCount', 'captchaImage']);
  });

  it('blocks at the 4th attempt and clears the fields', async () => {
    const { login, server } = setup();
    login.setLoginId('50000001');
    login.setPassword('wrong');
    login.setCaptchaCode('AB12');
    server.authenticateReplies.push({
      isSuccess: false,
      message: 'Your account has been blocked.',
      attemptCount: 4,
    });
    await login.submitPassword();
    expect(login.blocked).toBe(true);
    expect(login.error).toBe('Your account has been blocked.');
    expect([login.loginId, login.password, login.captchaCode]).toEqual(['', '', '']);
  });

  it('shows the generic text when the call fails without an answer', async () => {
    const { login, server } = setup();
    server.authenticate = async () => {
      throw new TypeError('fetch failed');
    };
    await login.submitPassword();
    expect(login.error).toBe('Oops! Something went wrong. Please try again!!');
  });

  it('sends a forced password change to /settings before any gate', async () => {
    const { login, server, root } = setup();
    server.authenticateReplies.push({
      isSuccess: true,
      token: 't',
      data: { userData: userData({ isPasswordExpired: 'Y' }) },
    });
    expect(await login.submitPassword()).toEqual({ to: '/settings', replace: true });
    expect(root.session.mustChangePassword).toBe(true);
    expect(server.calls).not.toContain('checkActivation');
  });

  it('remembers the login id only with remember me', async () => {
    const { login, server, root } = setup();
    server.authenticateReplies.push({ isSuccess: true, token: 't', data: { userData: user } });
    login.setLoginId('50000001');
    login.setRememberMe(true);
    await login.submitPassword();
    expect(root.persistence.read(REMEMBERED_LOGIN_KEY)).toBe('50000001');
    expect(new LoginStore(root, server).loginId).toBe('50000001');
  });
});
