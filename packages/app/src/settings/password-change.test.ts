import { LOGIN_TEXTS, PASSWORD_TEXTS } from '@ewa/api/texts';
import { describe, expect, it } from 'vitest';
import { makeRoot } from '../stores/test-support.ts';
import { PasswordChangeStore } from './password-change.ts';

function forcedUser() {
  const harness = makeRoot();
  harness.root.session.update({
    is_login: true,
    token: 't',
    njacno: '50000008',
    accType: 'TAC',
    logintime_chnage_password_redirect: true,
  });
  return { ...harness, form: new PasswordChangeStore(harness.root) };
}

describe('password change', () => {
  it('refuses a confirmation that differs, without a call', async () => {
    const { form, server } = forcedUser();
    form.set('oldPassword', 'Demo@1234');
    form.set('newPassword', 'Fresh@5678');
    form.set('confirmPassword', 'Fresh@5679');
    expect(await form.submit()).toBeNull();
    expect(form.error).toBe(LOGIN_TEXTS.passwordsDiffer);
    expect(server.calls).toEqual([]);
  });

  it("shows the server's rule when it refuses", async () => {
    const { form, server } = forcedUser();
    server.changePassword = async () => ({
      isSuccess: false,
      displayMessage: 'Password must contain a digit.',
    });
    form.set('oldPassword', 'Demo@1234');
    form.set('newPassword', 'Fresh@abcd');
    form.set('confirmPassword', 'Fresh@abcd');
    expect(await form.submit()).toBeNull();
    expect(form.error).toBe('Password must contain a digit.');
  });

  it('after a forced change, runs the gates', async () => {
    const { form, server, root } = forcedUser();
    server.activation = { emailVerified: 'N', fatcaDeclarationPending: 'N', dpChargesPending: 'N' };
    form.set('oldPassword', 'Demo@1234');
    form.set('newPassword', 'Fresh@5678');
    form.set('confirmPassword', 'Fresh@5678');
    expect(await form.submit()).toEqual({ to: '/verifyemail' });
    expect(root.session.mustChangePassword).toBe(false);
  });

  it('shows the password policy under the field once loaded, and refuses without a call', async () => {
    const { form, server } = forcedUser();
    form.set('newPassword', 'Password@1');
    expect(form.newPasswordProblem).toBe('');
    await form.loadPolicy();
    expect(form.newPasswordProblem).toBe(PASSWORD_TEXTS.guessable);
    form.set('newPassword', 'my 50000008 rainy day phrase');
    expect(form.newPasswordProblem).toBe(PASSWORD_TEXTS.containsId);
    form.set('oldPassword', 'Demo@1234');
    form.set('confirmPassword', 'my 50000008 rainy day phrase');
    expect(await form.submit()).toBeNull();
    expect(server.calls).toEqual([]);
    form.set('newPassword', 'rain on the tin roof at dusk');
    expect(form.newPasswordProblem).toBe('');
  });

  it("shows the server's refusal of the new password under the field until it is edited", async () => {
    const { form, server } = forcedUser();
    server.changePassword = async () => ({
      isSuccess: false,
      message: PASSWORD_TEXTS.guessable,
      field: 'newPassword',
    });
    form.set('oldPassword', 'Demo@1234');
    form.set('newPassword', 'quiet harbour lanterns');
    form.set('confirmPassword', 'quiet harbour lanterns');
    expect(await form.submit()).toBeNull();
    expect(form.newPasswordProblem).toBe(PASSWORD_TEXTS.guessable);
    expect(form.error).toBe('');
    form.set('newPassword', 'quiet harbour lanterns drift');
    expect(form.newPasswordProblem).toBe('');
  });
});
