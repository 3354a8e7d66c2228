// Generated from custom-elements.json by scripts/generate-react.mjs. Do not edit: run `pnpm --filter @ewa/ui build`.
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { EwaAmountInput as EwaAmountInputElement } from '../../components/amount-input/amount-input.ts';
import '../../components/amount-input/define.ts';

/** `<ewa-amount-input>` for React: Amount input with live Indian grouping, limits, multiples and words. */
export const EwaAmountInput = createComponent({
  react: React,
  tagName: 'ewa-amount-input',
  elementClass: EwaAmountInputElement,
  events: {
    onChange: 'change' as EventName<Event>,
    onInput: 'input' as EventName<Event>,
  },
  displayName: 'EwaAmountInput',
});
