/// <reference types="vite/client" />
// The standalone bundle (dist/ewa-ui.js) for pages without a build step: the tokens and every element,
// registered. Each define entry guards its `customElements.define`, so two copies on a page do not clash.
import { installTokens } from './tokens/tokens.ts';

installTokens();
import.meta.glob('./components/*/define.ts', { eager: true });
