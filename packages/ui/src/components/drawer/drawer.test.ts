import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import './define.ts';
import type { EwaDrawer } from './drawer.ts';

const deepActive = () => {
  let a = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
};

// The fixture root is the Lit element itself (a plain wrapper would wait for an animation frame,
// which a background test page may never get); the buttons around it are added afterwards.
async function drawerWithOpener() {
  const drawer = await fixture<EwaDrawer>(html`<ewa-drawer label="Menu">
    <a href="/one">One</a>
    <button id="two">Two</button>
    <div hidden><a href="/hidden">Hidden</a></div>
    <a href="/three">Three</a>
  </ewa-drawer>`);
  const opener = document.createElement('button');
  opener.textContent = 'Menu';
  const after = document.createElement('button');
  after.textContent = 'After';
  drawer.before(opener);
  drawer.after(after);
  return { opener, drawer };
}

describe('ewa-drawer', () => {
  beforeEach(() => setViewport({ width: 390, height: 700 }));
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('is closed by default and opens as a modal with its label as name', async () => {
    const { drawer } = await drawerWithOpener();
    const dialog = drawer.shadowRoot!.querySelector('dialog')!;
    expect(dialog.open).to.be.false;
    drawer.open = true;
    await drawer.updateComplete;
    expect(dialog.matches(':modal')).to.be.true;
    expect(drawer.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal(
      'Menu',
    );
  });

  it('moves focus in, keeps Tab and Shift+Tab inside, skips hidden links', async () => {
    const { drawer, opener } = await drawerWithOpener();
    opener.focus();
    drawer.open = true;
    await drawer.updateComplete;
    expect(deepActive()?.getAttribute('part')).to.equal('close-button');
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) {
      await sendKeys({ press: 'Tab' });
      seen.push(deepActive()?.textContent?.trim() || (deepActive()?.getAttribute('part') ?? ''));
    }
    expect(seen).to.deep.equal(['One', 'Two', 'Three', 'close-button', 'One']);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(deepActive()?.textContent).to.equal('Three');
  });

  it('Escape closes, fires ewa-drawer-close and returns focus to the opener', async () => {
    const { drawer, opener } = await drawerWithOpener();
    opener.focus();
    drawer.open = true;
    await drawer.updateComplete;
    const closed = oneEvent(drawer, 'ewa-drawer-close');
    await sendKeys({ press: 'Escape' });
    await closed;
    await drawer.updateComplete;
    expect(drawer.open).to.be.false;
    expect(document.activeElement).to.equal(opener);
  });

  it('the close button and a click on the backdrop close it', async () => {
    const { drawer } = await drawerWithOpener();
    drawer.open = true;
    await drawer.updateComplete;
    const close = drawer.shadowRoot!.querySelector<HTMLButtonElement>('[part="close-button"]')!;
    expect(close.getAttribute('aria-label')).to.equal('Close menu');
    setTimeout(() => close.click());
    await oneEvent(drawer, 'ewa-drawer-close');
    expect(drawer.open).to.be.false;

    drawer.open = true;
    await drawer.updateComplete;
    const dialog = drawer.shadowRoot!.querySelector('dialog')!;
    setTimeout(() => dialog.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    await oneEvent(drawer, 'ewa-drawer-close');
    expect(drawer.open).to.be.false;
  });

  it('a click inside the panel does not close it', async () => {
    const { drawer } = await drawerWithOpener();
    drawer.open = true;
    await drawer.updateComplete;
    drawer.querySelector<HTMLButtonElement>('#two')!.click();
    await drawer.updateComplete;
    expect(drawer.open).to.be.true;
  });

  it('is accessible when open', async function () {
    // axe walks the whole tree; on a busy machine it needs more than the default 5 s.
    this.timeout(20000);
    const { drawer } = await drawerWithOpener();
    drawer.open = true;
    await drawer.updateComplete;
    await expect(drawer).to.be.accessible();
  });
});
