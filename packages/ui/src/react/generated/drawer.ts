// Generated from custom-elements.json by scripts/generate-react.mjs. Do not edit: run `pnpm --filter @ewa/ui build`.
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { EwaDrawer as EwaDrawerElement } from '../../components/drawer/drawer.ts';
import '../../components/drawer/define.ts';

/** `<ewa-drawer>` for React: A modal side drawer that slides in from the start edge. Used by `ewa-header` below desktop width for the menu. Escape, the close button or a click on the backdrop closes it; focus stays inside while it is open and returns to the element that opened it. */
export const EwaDrawer = createComponent({
  react: React,
  tagName: 'ewa-drawer',
  elementClass: EwaDrawerElement,
  events: {
    onEwaDrawerClose: 'ewa-drawer-close' as EventName<CustomEvent<Record<string, never>>>,
  },
  displayName: 'EwaDrawer',
});
