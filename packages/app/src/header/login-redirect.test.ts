import { describe, expect, it } from 'vitest';
import { headerSendsToLogin, type LoginRedirectInput } from './login-redirect.ts';

const visitor: LoginRedirectInput = {
  loggedIn: false,
  pathname: '/report',
  search: '',
  authorizationModule: undefined,
  isPublicPage: false,
};

describe('the header login-redirect rule (spec 001 §2)', () => {
  it('sends a visitor on a signed-in page to /login', () => {
    expect(headerSendsToLogin(visitor)).toBe(true);
    expect(headerSendsToLogin({ ...visitor, loggedIn: true })).toBe(false);
  });

  it('leaves authorize pages alone', () => {
    expect(headerSendsToLogin({ ...visitor, pathname: '/transact/authorize/detail' })).toBe(false);
    expect(headerSendsToLogin({ ...visitor, pathname: '/admin-panel/authorize' })).toBe(false);
    expect(headerSendsToLogin({ ...visitor, pathname: '/transact/authorized-list' })).toBe(true);
  });

  it('lets an authorization-module user stay when a query string is present', () => {
    expect(headerSendsToLogin({ ...visitor, authorizationModule: 'Y', search: '?d=abc' })).toBe(false);
    expect(headerSendsToLogin({ ...visitor, authorizationModule: 'Y', search: '' })).toBe(true);
    expect(headerSendsToLogin({ ...visitor, authorizationModule: 'N', search: '?d=abc' })).toBe(true);
  });

  it('never redirects from a public page', () => {
    expect(headerSendsToLogin({ ...visitor, pathname: '/about', isPublicPage: true })).toBe(false);
  });
});
