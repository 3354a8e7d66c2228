// Generated from custom-elements.json by scripts/generate-react.mjs. Do not edit: run `pnpm --filter @ewa/ui build`.
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { EwaSearchBox as EwaSearchBoxElement } from '../../components/search-box/search-box.ts';
import type { SearchResult } from '../../components/search-box/search-result.ts';
import '../../components/search-box/define.ts';

/** `<ewa-search-box>` for React: The portal's search (spec 001 §2): a labelled combobox whose results come from the host's `search` function, debounced, with stale answers dropped. Each result shows its display name, help text (collapsed past 160 characters with 'read more' / 'read less'), a link and up to three attachments (names cut to 8 characters). 'No Result Found' when nothing matches. Keyboard: ArrowDown / ArrowUp move through the results (the input keeps focus; the active result is its `aria-activedescendant`), Enter opens the active result, Escape closes the list (a second Escape clears the query). Tab reaches each result's buttons and links. The combobox's popup is a one-column grid rather than a listbox: a result holds buttons and links, which a listbox option may not contain. */
export const EwaSearchBox = createComponent({
  react: React,
  tagName: 'ewa-search-box',
  elementClass: EwaSearchBoxElement,
  events: {
    onEwaSearchSelect: 'ewa-search-select' as EventName<CustomEvent<{ result: SearchResult }>>,
  },
  displayName: 'EwaSearchBox',
});
