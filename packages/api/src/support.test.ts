import { describe, expect, it } from 'vitest';
import { supportQueryErrors } from './support.ts';

describe('support query rules', () => {
  it('passes a subject and a message', () => {
    expect(supportQueryErrors({ subject: 'Update e-mail', message: 'Please update my address.' })).toEqual(
      [],
    );
  });

  it.each([
    [{ subject: ' ', message: 'x' }, 'subject', 'Subject cannot be empty.'],
    [{ subject: 'S'.repeat(101), message: 'x' }, 'subject', 'Subject should be valid.'],
    [{ subject: 'S', message: '' }, 'message', 'Message cannot be empty.'],
    [{ subject: 'S', message: 'M'.repeat(2001) }, 'message', 'Message should be valid.'],
  ])('%o fails %s', (query, field, message) => {
    expect(supportQueryErrors(query)).toEqual([{ field, message }]);
  });
});
