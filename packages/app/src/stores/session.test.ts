import { describe, expect, it } from 'vitest';
import { decide } from '../app/route-rules.ts';
import type { RootStore } from './root.ts';
import { NEVER_PERSISTED, REMEMBERED_LOGIN_KEY } from './storage.ts';
import { makeRoot, userData } from './test-support.ts';

function signIn(root: RootStore, accType = 'TAC') {
  root.session.update({ is_login: true, loginid: '50000001', njacno: '50000001', token: 't', accType });
}

describe('logged-in rule (spec 000 §4)', () => {
  it('needs is_login, FATCA N, DP charges N and re-KYC not mandatory', () => {
    const { root } = makeRoot();
    expect(root.session.isLoggedIn).toBe(false);
    signIn(root);
    // Before the activation check answered nobody counts as logged in.
    expect(root.session.isLoggedIn).toBe(false);
    root.gates.applyActivation({ fatcaDeclarationPending: 'N', dpChargesPending: 'N', emailVerified: 'Y' });
    expect(root.session.isLoggedIn).toBe(true);
    for (const pending of [
      { fatcaDeclarationPending: 'Y' as const },
      { dpChargesPending: 'Y' as const },
      { optionalDpChargesPending: 'Y' as const },
      { isRekycMandatory: 'Y' as const },
    ]) {
      root.gates.applyActivation({ fatcaDeclarationPending: 'N', dpChargesPending: 'N', ...pending });
      expect(root.session.isLoggedIn, JSON.stringify(pending)).toBe(false);
      expect(root.session.isPending).toBe(true);
    }
  });

  it('lets optional DP charges through after "Remind me later" but never mandatory ones', () => {
    const { root } = makeRoot();
    signIn(root);
    root.gates.applyActivation({ dpChargesPending: 'Y', optionalDpChargesPending: 'Y' });
    root.gates.resolve('dpCharges');
    expect(root.session.isLoggedIn).toBe(true);
    root.gates.applyActivation({ dpChargesPending: 'Y', optionalDpChargesPending: 'N' });
    root.gates.resolve('dpCharges');
    expect(root.session.isLoggedIn).toBe(false);
    expect(root.gates.destination).toBe('/deactivateducc');
  });

  it('sends a pending user to the pending screen from any private route', () => {
    const { root } = makeRoot();
    signIn(root);
    root.gates.applyActivation({ fatcaDeclarationPending: 'Y', dpChargesPending: 'N' });
    expect(decide('private', '/transact/mutual-funds', root.session, root.gates)).toEqual({
      kind: 'redirect',
      to: '/fatcadeclaration',
    });
  });

  it('survives a reload: the session is read back from storage', () => {
    const { root, storage } = makeRoot();
    signIn(root);
    root.gates.applyActivation({ fatcaDeclarationPending: 'N', dpChargesPending: 'N' });
    const again = makeRoot(storage).root;
    expect(again.session.isLoggedIn).toBe(true);
    expect(storage.getItem('is_login')).toBe('true');
    expect(storage.getItem('njacno')).toBe('"50000001"');
  });
});

describe('route rules', () => {
  it('keeps transact routes for logged-in users and remembers a deep link', () => {
    const { root } = makeRoot();
    expect(decide('private', '/transact/authorize/detail', root.session, root.gates)).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberDeepLink: true,
    });
    root.gates.rememberDeepLink('/transact/authorize/detail?d=abc&rf=al');
    root.gates.rememberDeepLink('/portfolio'); // not a deep link of the spec's list
    signIn(root);
    root.gates.applyActivation({ fatcaDeclarationPending: 'N', dpChargesPending: 'N' });
    expect(root.gates.takeDestination()).toBe('/transact/authorize/detail?d=abc&rf=al');
    expect(root.gates.takeDestination()).toBe('/');
  });

  it('clears storage for the RS direct-login marker outside its four pages', () => {
    const { root } = makeRoot();
    signIn(root);
    root.session.update({ direct_login: 'RS' });
    expect(decide('public', '/transact/capital-market/rs-redirect', root.session, root.gates).kind).toBe(
      'allow',
    );
    expect(decide('public', '/transact/errorPage', root.session, root.gates).kind).toBe('allow');
    expect(decide('private', '/transact/mutual-funds', root.session, root.gates)).toEqual({
      kind: 'clearAndLogin',
    });
    expect(decide('public', '/about', root.session, root.gates)).toEqual({ kind: 'clearAndLogin' });
  });

  it('holds EMF accounts to emftradereg and EW accounts to tradereg', () => {
    const emf = makeRoot().root;
    signIn(emf, 'EMF');
    expect(decide('public', '/tradereg/holdersPanDob', emf.session, emf.gates)).toEqual({
      kind: 'logout',
      to: '/emftradereg/unauthorised-access',
    });
    expect(decide('public', '/emftradereg/holdersPanDob', emf.session, emf.gates).kind).toBe('allow');
    expect(decide('public', '/emftradereg/unauthorised-access', emf.session, emf.gates).kind).toBe('allow');

    const ew = makeRoot().root;
    signIn(ew, 'TAC');
    expect(decide('public', '/emftradereg', ew.session, ew.gates)).toEqual({
      kind: 'logout',
      to: '/tradereg/unauthorised-access',
    });
    expect(decide('public', '/tradereg/holdersPanDob', ew.session, ew.gates).kind).toBe('allow');
  });

  it('applies the back-button rule: the login page sends a logged-in user home unless a password change is forced', () => {
    const { root } = makeRoot();
    signIn(root);
    root.gates.applyActivation({ fatcaDeclarationPending: 'N', dpChargesPending: 'N' });
    expect(decide('guestOnly', '/login', root.session, root.gates)).toEqual({ kind: 'redirect', to: '/' });
    root.session.update({ logintime_chnage_password_redirect: true });
    expect(decide('guestOnly', '/login', root.session, root.gates).kind).toBe('allow');
    expect(decide('private', '/', root.session, root.gates)).toEqual({ kind: 'redirect', to: '/settings' });
  });

  it('does not show a completed gate again', () => {
    const { root } = makeRoot();
    signIn(root);
    root.gates.applyActivation({ emailVerified: 'N', fatcaDeclarationPending: 'N', dpChargesPending: 'N' });
    expect(decide('gate', '/verifyemail', root.session, root.gates).kind).toBe('allow');
    root.gates.resolve('email');
    expect(decide('gate', '/verifyemail', root.session, root.gates)).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('401, 417 and logout', () => {
  it('a 401 clears the login and goes to /login', () => {
    const { root, storage } = makeRoot();
    signIn(root);
    root.currentPath = '/transact/mutual-funds';
    root.handleUnauthorized();
    expect(root.session.fields.is_login).toBe(false);
    expect(storage.getItem('token')).toBeNull();
    expect(root.takeRedirect()).toEqual({ to: '/login', replace: true });
    expect(root.redirect).toBeNull();
  });

  it('a 401 inside the tradereg module goes to its auth-error page', () => {
    const { root } = makeRoot();
    signIn(root);
    root.currentPath = '/tradereg/holdersPanDob';
    root.handleUnauthorized();
    expect(root.redirect).toEqual({ to: '/tradereg/auth-error', replace: true });
  });

  it('a 417 stores the message and opens the error page', () => {
    const { root, storage } = makeRoot();
    root.handleExpectationFailed('Service is not available for your account.');
    expect(root.redirect).toEqual({ to: '/transact/errorPage' });
    expect(root.errorPage.message).toBe('Service is not available for your account.');
    expect(makeRoot(storage).root.errorPage.message).toBe('Service is not available for your account.');
  });

  it('logout clears every stored key except the remembered login id, and reloads at /login', async () => {
    const { root, storage } = makeRoot();
    signIn(root);
    root.gates.applyActivation({ fatcaDeclarationPending: 'N', dpChargesPending: 'N' });
    storage.setItem('x-token', 'from-query');
    storage.setItem(REMEMBERED_LOGIN_KEY, '"50000001"');
    expect(await root.logout()).toEqual({ reload: '/login' });
    expect(root.persistence.keys()).toEqual([REMEMBERED_LOGIN_KEY]);
    expect(root.session.isLoggedIn).toBe(false);
    expect(root.session.bearerToken).toBe('');
  });

  it('never persists listing, mars or reports', () => {
    const { root, storage } = makeRoot();
    for (const area of NEVER_PERSISTED) {
      root.persistence.write(area, { filters: 1 });
      root.persistence.write(`${area}.filters`, { x: 1 });
    }
    root.persistence.write('cart', { items: [] });
    expect(root.persistence.keys()).toEqual(['cart']);
    expect(storage.length).toBe(1);
  });
});

describe('deep link across the login', () => {
  it('an e-voting request opened while logged out is where the login ends, after the gates', async () => {
    const { root, storage, server } = makeRoot();
    const link = '/evoting?requestReference=EV1A2B3C';
    expect(decide('private', '/evoting', root.session, root.gates)).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberDeepLink: true,
    });
    root.gates.rememberDeepLink(link);
    // The login page may be reloaded (a new captcha, a new tab): the link is kept in storage.
    const again = makeRoot(storage);
    again.server.activation = { ...server.activation, fatcaDeclarationPending: 'Y' };
    expect(await again.root.signIn('t', userData(), 'ACNO')).toEqual({ to: '/fatcadeclaration' });
    again.root.gates.resolve('fatca');
    expect(again.root.continueToNextStep()).toEqual({ to: link });
    // Used once: the next step after it is home.
    expect(again.root.continueToNextStep()).toEqual({ to: '/' });
  });

  it('only an e-voting link that names a request is kept', () => {
    for (const path of ['/evoting', '/evoting?requestReference=', '/evotingx?requestReference=EV1']) {
      const { root } = makeRoot();
      root.gates.rememberDeepLink(path);
      expect(root.gates.deepLink, path).toBe('');
    }
    const { root } = makeRoot();
    root.gates.rememberDeepLink('/evoting?status=voted&requestReference=EV9');
    expect(root.gates.deepLink).toBe('/evoting?status=voted&requestReference=EV9');
  });

  it('a deep link stored before the login is where the login ends', async () => {
    const { root } = makeRoot();
    root.gates.rememberDeepLink('/transact/authorize/detail?d=abc&rf=al');
    expect(await root.signIn('t', userData(), 'ACNO')).toEqual({
      to: '/transact/authorize/detail?d=abc&rf=al',
    });
  });
});
