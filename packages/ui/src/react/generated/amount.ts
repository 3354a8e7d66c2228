// Generated from custom-elements.json by scripts/generate-react.mjs. Do not edit: run `pnpm --filter @ewa/ui build`.
import { createComponent } from '@lit/react';
import * as React from 'react';
import { EwaAmount as EwaAmountElement } from '../../components/amount/amount.ts';
import '../../components/amount/define.ts';

/** `<ewa-amount>` for React: An amount in Indian grouping (₹ 12,34,56,789.50), optionally in words or in crore/lakh. */
export const EwaAmount = createComponent({
  react: React,
  tagName: 'ewa-amount',
  elementClass: EwaAmountElement,
  displayName: 'EwaAmount',
});
