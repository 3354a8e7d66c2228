import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TokenSigner } from '../../session/tokens.ts';
import { LinkSealer, linkSealerFor } from './link.ts';

const sealer = new LinkSealer(randomBytes(32));
const now = 1_800_000_000;

describe('the encrypted partner link', () => {
  it('opens what it sealed, and hides the transaction id', () => {
    const d = sealer.seal({ id: 42, exp: now + 60 });
    expect(sealer.open(d, now)).toEqual({ id: 42, exp: now + 60 });
    expect(d).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(d, 'base64url').toString('latin1')).not.toContain('"id"');
    expect(sealer.seal({ id: 42, exp: now + 60 })).not.toBe(d);
  });

  it('refuses every changed byte, a cut or lengthened reference, and another key', () => {
    const d = sealer.seal({ id: 7, exp: now + 60 });
    const raw = Buffer.from(d, 'base64url');
    for (let i = 0; i < raw.length; i++) {
      const changed = Buffer.from(raw);
      changed[i] = (changed[i] ?? 0) ^ 0x01;
      expect(sealer.open(changed.toString('base64url'), now), `byte ${i}`).toBe('invalid');
    }
    expect(sealer.open(d.slice(0, -2), now)).toBe('invalid');
    expect(sealer.open(`${d}AA`, now)).toBe('invalid');
    expect(sealer.open('', now)).toBe('invalid');
    expect(new LinkSealer(randomBytes(32)).open(d, now)).toBe('invalid');
  });

  it('expires', () => {
    const d = sealer.seal({ id: 7, exp: now + 60 });
    expect(sealer.open(d, now + 59)).toMatchObject({ id: 7 });
    expect(sealer.open(d, now + 60)).toBe('expired');
  });

  it('derives its key from the token secret, for this purpose only', () => {
    const signer = new TokenSigner(Buffer.from('secret-one'));
    const d = linkSealerFor(signer).seal({ id: 1, exp: now + 60 });
    expect(linkSealerFor(new TokenSigner(Buffer.from('secret-one'))).open(d, now)).toMatchObject({ id: 1 });
    expect(linkSealerFor(new TokenSigner(Buffer.from('secret-two'))).open(d, now)).toBe('invalid');
    expect(signer.deriveKey('authorize-link').equals(signer.deriveKey('something-else'))).toBe(false);
  });
});
