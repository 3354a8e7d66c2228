import { fixtureSync } from '@open-wc/testing';
import type { TemplateResult } from 'lit';

/**
 * Like `fixture` for a plain root (a <form>, a <div>) holding our elements, without waiting for an
 * animation frame: `fixture` does that for non-Lit roots, and a background page of a parallel test
 * run gets no frames, so it would hang. Waits for every Lit element inside instead.
 */
export async function plainFixture<T extends HTMLElement>(template: TemplateResult): Promise<T> {
  const root = fixtureSync<T>(template);
  const elements = [root, ...root.querySelectorAll('*')];
  await Promise.all(
    elements.map((element) =>
      'updateComplete' in element
        ? (element as { updateComplete: Promise<unknown> }).updateComplete
        : undefined,
    ),
  );
  return root;
}
