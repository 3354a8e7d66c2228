// Generated from custom-elements.json by scripts/generate-react.mjs. Do not edit: run `pnpm --filter @ewa/ui build`.
import { createComponent } from '@lit/react';
import * as React from 'react';
import { EwaAllocation as EwaAllocationElement } from '../../components/allocation/allocation.ts';
import '../../components/allocation/define.ts';

/** `<ewa-allocation>` for React: A donut of the parts of a whole (asset classes, fund houses) with each part's label and percentage beside it. The shares add up to exactly 100%. The drawing is hidden from screen readers; the labelled list beside it is the text they read, so a page may keep its own table too. */
export const EwaAllocation = createComponent({
  react: React,
  tagName: 'ewa-allocation',
  elementClass: EwaAllocationElement,
  displayName: 'EwaAllocation',
});
