import { useDocumentTitle } from '../ui/useDocumentTitle.ts';

/**
 * The webview-close address: the mobile app closes its webview when it gets here; a browser that
 * lands here shows where the user is.
 */
export default function WebviewClose() {
  useDocumentTitle('E-Wealth');
  return (
    <section className="card" aria-labelledby="webview-heading">
      <h1 id="webview-heading">All done</h1>
      <p>You can close this window and return to the E-Wealth app.</p>
    </section>
  );
}
