/**
 * Loaded before every test file: keeps a focusable button as the last element of the page, so a
 * test pressing Tab to leave a field moves focus to it instead of out of the document. Leaving the
 * document hands focus to the browser, and headless Chromium may hand it back a moment later to
 * the page's first focusable element, which by then can be the next test's field: that field sees
 * a focusout it never had and shows its message too early.
 */
const tabStop = document.createElement('button');
tabStop.type = 'button';
tabStop.textContent = 'End of test page';
tabStop.dataset.tabStop = '';

function keepLast() {
  if (document.body.lastElementChild !== tabStop) document.body.append(tabStop);
}

keepLast();
new MutationObserver(keepLast).observe(document.body, { childList: true });
