import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.ts';
import { alertDialog, confirmDialog } from './confirm-dialog.ts';
import type { EwaDialog } from './dialog.ts';

function inner(el: EwaDialog) {
  const root = el.shadowRoot!;
  return {
    dialog: root.querySelector('dialog')!,
    confirm: root.querySelector<HTMLButtonElement>('[part="confirm-button"]')!,
    cancel: root.querySelector<HTMLButtonElement>('[part="cancel-button"]'),
  };
}

describe('ewa-dialog', () => {
  it('renders an alert with one OK button, closed by default', async () => {
    const el = await fixture<EwaDialog>(html`<ewa-dialog heading="Notice">Saved.</ewa-dialog>`);
    const { dialog, confirm, cancel } = inner(el);
    expect(dialog.open).to.be.false;
    expect(confirm.textContent?.trim()).to.equal('OK');
    expect(cancel).to.be.null;
  });

  it('a confirm shows Yes and No by default, and custom labels when given', async () => {
    const el = await fixture<EwaDialog>(
      html`<ewa-dialog variant="confirm" heading="Reject">Sure?</ewa-dialog>`,
    );
    expect(inner(el).confirm.textContent?.trim()).to.equal('Yes');
    expect(inner(el).cancel?.textContent?.trim()).to.equal('No');
    el.confirmLabel = 'Authorize';
    el.cancelLabel = 'Back';
    await el.updateComplete;
    expect(inner(el).confirm.textContent?.trim()).to.equal('Authorize');
    expect(inner(el).cancel?.textContent?.trim()).to.equal('Back');
  });

  it('opens modally, moves focus in, and returns it to the opener on confirm', async () => {
    const el = await fixture<EwaDialog>(
      html`<ewa-dialog variant="confirm" heading="Reject">Do you want to Reject this Transaction?</ewa-dialog>`,
    );
    const opener = document.createElement('button');
    opener.textContent = 'Open';
    el.before(opener);
    opener.focus();
    el.open = true;
    await el.updateComplete;
    const { dialog, confirm, cancel } = inner(el);
    expect(dialog.open).to.be.true;
    expect(dialog.matches(':modal')).to.be.true;
    expect(el.shadowRoot!.activeElement).to.equal(cancel);
    setTimeout(() => confirm.click());
    await oneEvent(el, 'ewa-dialog-confirm');
    expect(el.open).to.be.false;
    expect(dialog.open).to.be.false;
    expect(document.activeElement).to.equal(opener);
  });

  it('Escape cancels and fires ewa-dialog-cancel', async () => {
    const el = await fixture<EwaDialog>(
      html`<ewa-dialog variant="confirm" open heading="Q">Sure?</ewa-dialog>`,
    );
    await el.updateComplete;
    expect(inner(el).dialog.open).to.be.true;
    const cancelled = oneEvent(el, 'ewa-dialog-cancel');
    await sendKeys({ press: 'Escape' });
    await cancelled;
    expect(el.open).to.be.false;
    expect(inner(el).dialog.open).to.be.false;
  });

  it('keyboard: Tab moves between the buttons and Enter activates', async () => {
    const el = await fixture<EwaDialog>(
      html`<ewa-dialog variant="confirm" open heading="Q">Sure?</ewa-dialog>`,
    );
    await el.updateComplete;
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(inner(el).confirm);
    const confirmed = oneEvent(el, 'ewa-dialog-confirm');
    await sendKeys({ press: 'Enter' });
    await confirmed;
  });

  it('is accessible when open: named by the heading, described by the message', async function () {
    // axe walks the whole tree; on a busy machine it needs more than the default 5 s.
    this.timeout(20000);
    const el = await fixture<EwaDialog>(
      html`<ewa-dialog open heading="Payment">Your transaction has been failed.</ewa-dialog>`,
    );
    await el.updateComplete;
    const { dialog } = inner(el);
    const name = el.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!);
    expect(name?.textContent).to.equal('Payment');
    expect(dialog.getAttribute('role')).to.equal('alertdialog');
    await expect(el).to.be.accessible();
  });
});

describe('confirmDialog / alertDialog', () => {
  it('resolves true on Yes and removes the dialog', async () => {
    const answer = confirmDialog({ heading: 'Authorize', message: 'Are you sure you want to authorize?' });
    const el = document.body.querySelector('ewa-dialog')!;
    await el.updateComplete;
    expect(el.textContent).to.equal('Are you sure you want to authorize?');
    inner(el).confirm.click();
    expect(await answer).to.be.true;
    expect(document.body.querySelector('ewa-dialog')).to.be.null;
  });

  it('resolves false on No', async () => {
    const answer = confirmDialog({ message: 'Proceed?' });
    const el = document.body.querySelector('ewa-dialog')!;
    await el.updateComplete;
    inner(el).cancel!.click();
    expect(await answer).to.be.false;
  });

  it('alertDialog resolves when OK is pressed', async () => {
    const done = alertDialog({ message: 'There is some technical problem, please try after some time!' });
    const el = document.body.querySelector('ewa-dialog')!;
    await el.updateComplete;
    expect(el.variant).to.equal('alert');
    inner(el).confirm.click();
    await done;
    expect(document.body.querySelector('ewa-dialog')).to.be.null;
  });
});
