import { expect } from '@open-wc/testing';
import { installTokens } from './tokens.ts';

describe('design tokens', () => {
  it('installs once, and a host page rule on :root wins even when it comes earlier in the document', () => {
    installTokens();
    installTokens();
    expect(document.querySelectorAll('style[data-ewa-tokens]').length).to.equal(1);
    const probe = document.createElement('div');
    document.body.append(probe);
    const before = getComputedStyle(probe).getPropertyValue('--ewa-color-blue-600').trim();
    expect(before).to.equal('#1f4fd1');
    const override = document.createElement('style');
    override.textContent = ':root { --ewa-color-blue-600: #0a7a55; }';
    document.head.prepend(override);
    expect(getComputedStyle(probe).getPropertyValue('--ewa-color-blue-600').trim()).to.equal('#0a7a55');
    override.remove();
    probe.remove();
  });
});
