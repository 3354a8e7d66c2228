// Generated from custom-elements.json by scripts/generate-react.mjs. Do not edit: run `pnpm --filter @ewa/ui build`.
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { EwaStepper as EwaStepperElement } from '../../components/stepper/stepper.ts';
import type { StepRequestDetail } from '../../components/stepper/stepper.ts';
import '../../components/stepper/define.ts';

/** `<ewa-stepper>` for React: Wizard step list: done / current / to-do, compact on phones, steps chosen through an event. */
export const EwaStepper = createComponent({
  react: React,
  tagName: 'ewa-stepper',
  elementClass: EwaStepperElement,
  events: {
    onEwaStepRequest: 'ewa-step-request' as EventName<CustomEvent<StepRequestDetail>>,
  },
  displayName: 'EwaStepper',
});
