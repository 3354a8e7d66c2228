// Generated from custom-elements.json by scripts/generate-react.mjs. Do not edit: run `pnpm --filter @ewa/ui build`.
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { EwaHolderTabs as EwaHolderTabsElement } from '../../components/holder-tabs/holder-tabs.ts';
import type { HolderChangeDetail } from '../../components/holder-tabs/holder-tabs.ts';
import '../../components/holder-tabs/define.ts';

/** `<ewa-holder-tabs>` for React: Per-holder tabs (WAI-ARIA tabs) with a done mark per holder. */
export const EwaHolderTabs = createComponent({
  react: React,
  tagName: 'ewa-holder-tabs',
  elementClass: EwaHolderTabsElement,
  events: {
    onEwaHolderChange: 'ewa-holder-change' as EventName<CustomEvent<HolderChangeDetail>>,
  },
  displayName: 'EwaHolderTabs',
});
