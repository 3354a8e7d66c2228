import { describe, expect, it } from 'vitest';
import { type PasswordProblem, passwordProblem, passwordProblemText } from './password-policy.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_TEXTS } from './texts.ts';

const holder = ['50000008', 'ravi.kumar'];
const passphrase = 'rain on the tin roof at dusk';

describe('password policy (ASVS V6.2)', () => {
  it.each<[string, PasswordProblem | undefined]>([
    // Accepted: any kind of character, no composition rules, long passphrases.
    [passphrase, undefined],
    ['Blue Tiger Eats 7 Mangoes', undefined],
    ['kT9#vLq2!mZx', undefined],
    ['Fresh@5678', undefined],
    ['पासवर्ड सुरक्षित है भाई', undefined],
    ['lowercase only but long enough phrase', undefined],
    // Refused: common or pattern passwords, whatever classes they mix.
    ['Password@1', 'guessable'],
    ['Demo@1234', 'guessable'],
    ['12345678', 'guessable'],
    ['qwertyuiop123', 'guessable'],
    ['aaaaaaaaaaaaaaaa', 'guessable'],
    // Refused: the account number or login id inside, in any case.
    ['50000008Aa!', 'containsId'],
    ['My-RAVI.KUMAR-secret-phrase', 'containsId'],
    // Refused: length.
    ['Ab1!x', 'tooShort'],
    ['', 'tooShort'],
  ])('%j → %s', (password, problem) => {
    expect(passwordProblem(password, holder)).toBe(problem);
  });

  it('counts characters, not code units, and allows up to the maximum', () => {
    expect(passphrase).toHaveLength(28);
    const words =
      'quiet harbour lanterns drift past saffron kites while old ferries hum softly near bright teal docks';
    const sixtyFour = words.slice(0, 64);
    expect(passwordProblem(sixtyFour, holder)).toBeUndefined();
    const longest = `${words} ${words}`.slice(0, PASSWORD_MAX_LENGTH);
    expect([...longest]).toHaveLength(PASSWORD_MAX_LENGTH);
    expect(passwordProblem(longest, holder)).toBeUndefined();
    expect(passwordProblem(`${longest}x`, holder)).toBe('tooLong');
    // Seven emoji are fourteen UTF-16 units but seven characters.
    expect(passwordProblem('🔑🌧🏠🌅🚲🎈🪁', holder)).toBe('tooShort');
  });

  it('answers the reason shown under the field', () => {
    expect(passwordProblemText('Password@1', holder)).toBe(PASSWORD_TEXTS.guessable);
    expect(passwordProblemText('50000008Aa!', holder)).toBe(PASSWORD_TEXTS.containsId);
    expect(passwordProblemText(passphrase, holder)).toBe('');
  });
});
