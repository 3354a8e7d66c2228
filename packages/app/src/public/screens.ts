type ScreenModule = { default: React.ComponentType };

/** The screens of the header issue's pages, by route path (read by app/route-table.ts). */
const screens: Record<string, () => Promise<ScreenModule>> = {
  '/': () => import('../dashboard/Dashboard.tsx'),
  '/dashboard': () => import('../dashboard/Dashboard.tsx'),
  '/about': () => import('./About.tsx'),
  '/terms': () => import('./Terms.tsx'),
  '/privacy-policy': () => import('./PrivacyPolicy.tsx'),
  '/disclaimer': () => import('./Disclaimer.tsx'),
  '/404': () => import('./NotFound.tsx'),
  '/no-results-found': () => import('./NoResultsFound.tsx'),
  '/contact': () => import('../partner/ContactPage.tsx'),
};

/** The screen of a page this folder builds, or undefined (the route shows "not open yet"). */
export function pageScreen(path: string): (() => Promise<ScreenModule>) | undefined {
  return screens[path];
}
