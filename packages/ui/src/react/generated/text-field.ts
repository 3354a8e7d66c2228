// Generated from custom-elements.json by scripts/generate-react.mjs. Do not edit: run `pnpm --filter @ewa/ui build`.
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { EwaTextField as EwaTextFieldElement } from '../../components/text-field/text-field.ts';
import '../../components/text-field/define.ts';

/** `<ewa-text-field>` for React: Form-associated text input: label, description, validation feedback, password reveal. */
export const EwaTextField = createComponent({
  react: React,
  tagName: 'ewa-text-field',
  elementClass: EwaTextFieldElement,
  events: {
    onChange: 'change' as EventName<Event>,
    onInput: 'input' as EventName<Event>,
  },
  displayName: 'EwaTextField',
});
