import { createValidator, type Validator } from '@ewa/ui/validate';

/**
 * A design-system field validator that shows a contract rule's message: `message()` reads the rule's
 * answer for this field as the form stands ('' when it passes), so the field's feedback, validity and
 * aria wiring follow the same rule the server applies.
 */
export function ruleValidator(message: () => string): Validator {
  return createValidator({
    name: 'contractRule',
    flag: 'customError',
    checksEmpty: true,
    check: () => message() === '',
    message: () => message(),
  });
}
