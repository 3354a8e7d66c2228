// Generated from custom-elements.json by scripts/generate-react.mjs. Do not edit: run `pnpm --filter @ewa/ui build`.
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { EwaHeader as EwaHeaderElement } from '../../components/header/header.ts';
import type { NavigateDetail } from '../../components/header/header.ts';
import '../../components/header/define.ts';

/** `<ewa-header>` for React: The portal header (spec 001 §2): logo, the role-aware menu (a top bar from 1025 px, a side drawer below), search, the user's area and logout. `site="loans"`/`"capital"` shows only logout; `variant="public"` is the visitors' header with a login link and the mobile-app banner. The header renders the menu it is given: filtering by access codes belongs to the app, but entries with ACTIVE other than 1 are never shown. Pieces only some headers show are fetched when first shown: the top menu (from 1025 px), the phone menu with its `ewa-drawer` (below, or when the drawer opens), and the visitors' login links and banner. `updateComplete` waits for them. Keyboard: in the top bar Left/Right move between menus, Down/Up open one and move through its links, Escape closes it; in the drawer Up/Down move, Right/Left open and close branches, Escape closes the drawer and focus returns to the hamburger. */
export const EwaHeader = createComponent({
  react: React,
  tagName: 'ewa-header',
  elementClass: EwaHeaderElement,
  events: {
    onEwaBannerClose: 'ewa-banner-close' as EventName<CustomEvent<Record<string, never>>>,
    onEwaLogout: 'ewa-logout' as EventName<CustomEvent<Record<string, never>>>,
    onEwaNavigate: 'ewa-navigate' as EventName<CustomEvent<NavigateDetail>>,
  },
  displayName: 'EwaHeader',
});
