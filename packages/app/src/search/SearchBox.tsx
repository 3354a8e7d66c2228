import { EwaSearchBox } from '@ewa/ui/react/search-box';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { routerPath } from '../menu/header-menu.ts';
import { useStores } from '../stores/context.ts';
import type { MenuStore } from '../stores/menu.ts';
import { isAppHref } from './remap.ts';
import { SEARCH_RESULT_DELAY_MS, SearchStore } from './search-store.ts';

/**
 * The header's search (spec 001 §2) on `ewa-search-box`: menu entries and help after the result
 * delay, links remapped by the spec's rules, 'No Result Found' when nothing matches. A result inside
 * the portal opens through the router; one outside it is left to the browser.
 */
export function SearchBox({ menu, slot }: { menu: MenuStore; slot?: string }) {
  const root = useStores();
  const navigate = useNavigate();
  // A result without help shows the help of its menu entry.
  const search = useMemo(
    () =>
      new SearchStore(root.api, (result) => {
        const node = menu.findByLink(result.url, result.displayName);
        return node ? menu.helpFor(node) : null;
      }),
    [root, menu],
  );
  return (
    <EwaSearchBox
      slot={slot}
      className="header-search"
      label="Search the menu and help"
      hideLabel
      placeholder="Search"
      debounce={SEARCH_RESULT_DELAY_MS}
      search={search.find}
      onEwaSearchSelect={(event) => {
        const url = event.detail.result.url;
        const to = url && isAppHref(url) ? routerPath(url) : null;
        if (to === null) return;
        event.preventDefault();
        const node = menu.findByLink(url ?? null, event.detail.result.displayName);
        if (menu.holdBack(event.detail.result.displayName, node ?? to)) return;
        navigate(to);
      }}
    />
  );
}
