// Generated from custom-elements.json by scripts/generate-react.mjs. Do not edit: run `pnpm --filter @ewa/ui build`.
import { createComponent } from '@lit/react';
import * as React from 'react';
import { EwaRiskometer as EwaRiskometerElement } from '../../components/riskometer/riskometer.ts';
import '../../components/riskometer/define.ts';

/** `<ewa-riskometer>` for React: SEBI's riskometer: a half-circle gauge of six levels (Low, Low to Moderate, Moderate, Moderately High, High, Very High) with a needle on the scheme's level and the level named beneath. An unknown level shows a neutral gauge and 'Not rated'. */
export const EwaRiskometer = createComponent({
  react: React,
  tagName: 'ewa-riskometer',
  elementClass: EwaRiskometerElement,
  displayName: 'EwaRiskometer',
});
