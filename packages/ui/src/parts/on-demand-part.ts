import type { CSSResult, ReactiveElement } from 'lit';

/** Fetches a part's module; an object, so a test can replace `load` (e.g. to fail like a dropped connection). */
export interface PartLoader<T> {
  load(): Promise<T>;
}

/**
 * A piece of an element fetched through a dynamic import() only once a configuration needs it (the
 * header's phone menu, its visitors' banner), so the element's first download stays small.
 * When the part arrives, the element updates; the style sheets the module exports as `styles` are
 * added after the element's own. A failed fetch is forgotten, so the next `want()` tries again.
 */
export class OnDemandPart<T> {
  /** The part's module, once it has arrived. */
  module?: T;
  #fetch?: Promise<void>;

  constructor(
    private readonly host: ReactiveElement,
    private readonly loader: PartLoader<T>,
  ) {}

  /** Starts fetching the part unless it is here or on its way. */
  want(): void {
    this.#fetch ??= this.loader.load().then(
      (module) => {
        const { styles } = module as { styles?: CSSResult[] };
        if (styles) addStyles(this.host.renderRoot as ShadowRoot, styles);
        this.module = module;
        this.host.requestUpdate();
      },
      () => {
        this.#fetch = undefined;
      },
    );
  }

  /** The fetch under way, if any. */
  get arriving(): Promise<void> | undefined {
    return this.module ? undefined : this.#fetch;
  }
}

// Every browser these elements support adopts constructed style sheets (as Lit does when it can).
function addStyles(root: ShadowRoot, styles: CSSResult[]): void {
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...styles.map((style) => style.styleSheet!)];
}

/**
 * For an element's `getUpdateComplete`: resolves once its parts on their way have arrived (or failed)
 * and the updates they asked for are done, so hosts and tests see a finished render.
 */
export async function partsSettled(
  parts: { readonly arriving: Promise<void> | undefined }[],
  updateComplete: () => Promise<boolean>,
): Promise<boolean> {
  const done = await updateComplete();
  const arriving = parts.map((part) => part.arriving);
  if (!arriving.some(Boolean)) return done;
  // Every part wanted in the update just done: once they are here, their update finishes the render.
  await Promise.all(arriving);
  return (await updateComplete()) && done;
}
