import type { ReactiveController, ReactiveElement } from 'lit';
import { OnDemandPart, type PartLoader, partsSettled } from '../../parts/on-demand-part.ts';

/**
 * A chart element's drawing: the canvas module is fetched the first time there is something to
 * draw, drawn into the element's `.chart` box, removed when the element leaves the page and drawn
 * again when it comes back.
 */
export class ChartDrawing<M, D extends { remove(): void }> implements ReactiveController {
  readonly #part: OnDemandPart<M>;
  #drawn?: D;

  constructor(
    private readonly host: ReactiveElement,
    loader: PartLoader<M>,
    private readonly draw: (module: M, box: HTMLElement) => D,
  ) {
    this.#part = new OnDemandPart(host, loader);
    host.addController(this);
  }

  hostConnected(): void {
    // Back on a page after a move: draw again.
    if (this.host.hasUpdated) this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.clear();
  }

  /** For the element's `getUpdateComplete`: also waits for the drawing's module on its way. */
  settled(updateComplete: () => Promise<boolean>): Promise<boolean> {
    return partsSettled([this.#part], updateComplete);
  }

  /** Removes the drawing (the box is gone or has nothing to draw). */
  clear(): void {
    this.#drawn?.remove();
    this.#drawn = undefined;
  }

  /** Paints the drawing once its module is here; until then asks for the module. */
  paint(show: (drawn: D) => void): void {
    const module = this.#part.module;
    if (!module) {
      this.#part.want();
      return;
    }
    const box = this.host.renderRoot.querySelector<HTMLElement>('.chart');
    if (!box) return;
    this.#drawn ??= this.draw(module, box);
    show(this.#drawn);
  }
}

/** Reads a token off the element, for a canvas (which cannot read CSS custom properties). */
export function tokenReader(element: Element): (name: string, fallback: string) => string {
  const style = getComputedStyle(element);
  return (name, fallback) => style.getPropertyValue(name).trim() || fallback;
}
