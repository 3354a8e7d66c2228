// Generated from custom-elements.json by scripts/generate-react.mjs. Do not edit: run `pnpm --filter @ewa/ui build`.
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { EwaOtpInput as EwaOtpInputElement } from '../../components/otp-input/otp-input.ts';
import type { OtpCompleteDetail } from '../../components/otp-input/otp-input.ts';
import '../../components/otp-input/define.ts';

/** `<ewa-otp-input>` for React: Form-associated OTP field: boxes on screen, one input underneath. */
export const EwaOtpInput = createComponent({
  react: React,
  tagName: 'ewa-otp-input',
  elementClass: EwaOtpInputElement,
  events: {
    onChange: 'change' as EventName<Event>,
    onEwaOtpComplete: 'ewa-otp-complete' as EventName<CustomEvent<OtpCompleteDetail>>,
    onInput: 'input' as EventName<Event>,
  },
  displayName: 'EwaOtpInput',
});
