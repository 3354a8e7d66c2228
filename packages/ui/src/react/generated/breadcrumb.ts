// Generated from custom-elements.json by scripts/generate-react.mjs. Do not edit: run `pnpm --filter @ewa/ui build`.
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { EwaBreadcrumb as EwaBreadcrumbElement } from '../../components/breadcrumb/breadcrumb.ts';
import '../../components/breadcrumb/define.ts';

/** `<ewa-breadcrumb>` for React: The breadcrumb trail (spec 001 §1): Home first, then the given crumbs, separated by '>'. The separator is decorative and hidden from screen readers; the last crumb is the current page. The trail is given as data: building it from the menu tree (and the loan hosts' own home) is the app's job. */
export const EwaBreadcrumb = createComponent({
  react: React,
  tagName: 'ewa-breadcrumb',
  elementClass: EwaBreadcrumbElement,
  events: {
    onEwaNavigate: 'ewa-navigate' as EventName<CustomEvent<{ href: string }>>,
  },
  displayName: 'EwaBreadcrumb',
});
