import { useEffect } from 'react';

/** Each screen names the browser tab, so screen-reader users hear where a navigation landed. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | E-Wealth` : 'E-Wealth';
  }, [title]);
}
