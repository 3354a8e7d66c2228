import type { SearchResult } from './search-result.ts';

/** Demo search answers for stories: modules of the portal with help text and attachments. */
export const demoResults: SearchResult[] = [
  {
    displayName: 'Insta Cash',
    moduleName: 'Main Menu>Transact',
    url: '/transact/insta-cash',
    helpContent:
      'Instant redemption credits up to Rs 50,000 or 90% of the value of your liquid fund units to your bank account within minutes, any time of the day, on any day of the year, including bank holidays and weekends.',
    file1: 'InstaCashTerms.pdf',
    path1: '/files/insta-cash-terms.pdf',
  },
  {
    displayName: 'Purchase',
    moduleName: 'Main Menu>Transact',
    url: '/transact/mutual-funds',
    helpContent: 'Buy units of a mutual fund scheme by UPI, net banking, NEFT/RTGS or mandate.',
    file1: 'PurchaseGuide.pdf',
    path1: '/files/purchase-guide.pdf',
    file2: 'KIM.pdf',
    path2: '/files/kim.pdf',
    file3: 'OfferDocument2024.pdf',
    path3: '/files/offer-document.pdf',
  },
  {
    displayName: 'Portfolio',
    moduleName: 'Main Menu>Portfolio',
    url: '/portfolio',
    helpContent: 'Your holdings.',
  },
  { displayName: 'DP / CM Reports', moduleName: 'Main Menu>Reports', url: '/report/dp-cm-reports' },
];

/** A search over the demo results that answers after a short delay, like the server would. */
export function demoSearch(delay = 200) {
  return (query: string, signal: AbortSignal) =>
    new Promise<SearchResult[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        const q = query.toLowerCase();
        resolve(
          demoResults.filter(
            (r) => r.displayName.toLowerCase().includes(q) || (r.helpContent ?? '').toLowerCase().includes(q),
          ),
        );
      }, delay);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
}
