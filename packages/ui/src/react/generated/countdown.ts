// Generated from custom-elements.json by scripts/generate-react.mjs. Do not edit: run `pnpm --filter @ewa/ui build`.
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { EwaCountdown as EwaCountdownElement } from '../../components/countdown/countdown.ts';
import type { CountdownTickDetail } from '../../components/countdown/countdown.ts';
import '../../components/countdown/define.ts';

/** `<ewa-countdown>` for React: Countdown in mm:ss against an end time; fires once on expiry. */
export const EwaCountdown = createComponent({
  react: React,
  tagName: 'ewa-countdown',
  elementClass: EwaCountdownElement,
  events: {
    onEwaCountdownExpired: 'ewa-countdown-expired' as EventName<CustomEvent<Record<string, never>>>,
    onEwaCountdownTick: 'ewa-countdown-tick' as EventName<CustomEvent<CountdownTickDetail>>,
  },
  displayName: 'EwaCountdown',
});
