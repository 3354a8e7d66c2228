// Generated from custom-elements.json by scripts/generate-react.mjs. Do not edit: run `pnpm --filter @ewa/ui build`.
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { EwaUpiIdField as EwaUpiIdFieldElement } from '../../components/upi-id-field/upi-id-field.ts';
import type { UpiInvalidDetail, UpiVerifiedDetail } from '../../components/upi-id-field/upi-id-field.ts';
import '../../components/upi-id-field/define.ts';

/** `<ewa-upi-id-field>` for React: Form-associated UPI ID field with pattern check and server verification (VE). */
export const EwaUpiIdField = createComponent({
  react: React,
  tagName: 'ewa-upi-id-field',
  elementClass: EwaUpiIdFieldElement,
  events: {
    onChange: 'change' as EventName<Event>,
    onEwaUpiInvalid: 'ewa-upi-invalid' as EventName<CustomEvent<UpiInvalidDetail>>,
    onEwaUpiVerified: 'ewa-upi-verified' as EventName<CustomEvent<UpiVerifiedDetail>>,
    onInput: 'input' as EventName<Event>,
  },
  displayName: 'EwaUpiIdField',
});
