import { fixtureSync } from '@open-wc/testing';
import { html, type TemplateResult } from 'lit';

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

interface StoryLike {
  args?: Record<string, unknown>;
  render?: (args: Record<string, unknown>, context: unknown) => unknown;
  play?: (context: { canvasElement: HTMLElement; args: Record<string, unknown> }) => unknown;
}

/**
 * Renders every story of a CSF module the way Storybook would (meta args merged with the story's,
 * then its play function) and hands each canvas to `check` — so each state a story shows is tested.
 */
export async function eachStory(
  module: Record<string, unknown>,
  check: (canvas: HTMLElement, name: string) => Promise<void>,
): Promise<number> {
  const meta = module.default as StoryLike;
  let count = 0;
  for (const [name, value] of Object.entries(module)) {
    if (name === 'default') continue;
    const story = value as StoryLike;
    const args = { ...meta.args, ...story.args };
    const render = story.render ?? meta.render;
    if (!render) continue;
    const canvas = await plainFixture<HTMLElement>(html`<div>${render(args, {})}</div>`);
    await story.play?.({ canvasElement: canvas, args });
    await new Promise((resolve) => setTimeout(resolve));
    await Promise.all(
      [...canvas.querySelectorAll('*')].map((element) =>
        'updateComplete' in element
          ? (element as { updateComplete: Promise<unknown> }).updateComplete
          : undefined,
      ),
    );
    await check(canvas, name);
    count++;
  }
  return count;
}
