// Generated from custom-elements.json by scripts/generate-react.mjs. Do not edit: run `pnpm --filter @ewa/ui build`.
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { EwaDobField as EwaDobFieldElement } from '../../components/dob-field/dob-field.ts';
import '../../components/dob-field/define.ts';

/** `<ewa-dob-field>` for React: Form-associated date of birth, DD/MM/YYYY, with age limits as validators. */
export const EwaDobField = createComponent({
  react: React,
  tagName: 'ewa-dob-field',
  elementClass: EwaDobFieldElement,
  events: {
    onChange: 'change' as EventName<Event>,
    onInput: 'input' as EventName<Event>,
  },
  displayName: 'EwaDobField',
});
