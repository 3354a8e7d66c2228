// A route change in a single-page app keeps the old scroll position and focus. A person (and a screen
// reader) arriving on a new page expects its top and its heading, as after a full page load.

/** How long to wait for the new screen's heading (its code may still be loading). */
const HEADING_WAIT_MS = 3000;

/**
 * Scrolls to the top and moves focus to the page's first heading inside `main`, once it appears.
 * Answers a function that stops waiting (the user navigated on meanwhile).
 */
export function arriveAtPage(main: HTMLElement, win: Window = window): () => void {
  win.scrollTo(0, 0);
  const focusHeading = (): boolean => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    win.scrollTo(0, 0);
    return true;
  };
  if (focusHeading()) return () => {};
  const observer = new MutationObserver(() => {
    if (focusHeading()) stop();
  });
  const timer = win.setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    win.clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
