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

  it('keeps text readable: every text colour on every surface meets 4.5:1 (WCAG AA)', () => {
    installTokens();
    const probe = document.createElement('div');
    document.body.append(probe);
    const rgb = (token: string) => {
      probe.style.color = `var(${token})`;
      return getComputedStyle(probe).color.match(/\d+/g)!.slice(0, 3).map(Number);
    };
    const luminance = (channels: number[]) => {
      const [r, g, b] = channels.map((c) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string) => {
      const [hi, lo] = [luminance(rgb(a)), luminance(rgb(b))].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    const failing: string[] = [];
    for (const text of [
      '--ewa-color-text',
      '--ewa-color-text-muted',
      '--ewa-color-danger',
      '--ewa-color-warning',
    ])
      for (const surface of ['--ewa-color-surface', '--ewa-color-surface-alt']) {
        const ratio = contrast(text, surface);
        if (ratio < 4.5) failing.push(`${text} on ${surface}: ${ratio.toFixed(2)}`);
      }
    probe.remove();
    expect(failing).to.deep.equal([]);
  });
});
