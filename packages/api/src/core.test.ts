import { create, is, object, string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { defineCall, envelope, errorReply } from './core.ts';

describe('contract core', () => {
  const probe = defineCall(
    'probe/echo',
    object({ loginId: string() }),
    envelope(object({ echoed: string() }), { token: string() }),
  );

  it('rejects extra request fields, so the server can answer 400 naming them', () => {
    expect(is({ loginId: 'a', extra: 1 }, probe.request)).toBe(false);
    expect(is({ loginId: 'a' }, probe.request)).toBe(true);
  });

  it('accepts a failure reply without data and a success reply with it', () => {
    expect(is({ isSuccess: false, message: 'no', token: '' }, probe.reply)).toBe(true);
    expect(is({ isSuccess: true, data: { echoed: 'x' }, token: 't' }, probe.reply)).toBe(true);
    expect(is({ isSuccess: true, data: { echoed: 1 }, token: 't' }, probe.reply)).toBe(false);
  });

  it('defaults a call to needing a session', () => {
    expect(probe.auth).toBe('session');
    expect(create({ isSuccess: false, errCode: 'X' }, errorReply).errCode).toBe('X');
  });
});
