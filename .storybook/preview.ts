import type { Preview } from '@storybook/web-components-vite';
import { setCustomElementsManifest } from '@storybook/web-components-vite';
// Written by the analyzer when Storybook starts (see main.ts); it is build output, not committed.
import manifest from '../packages/ui/custom-elements.json';
import { installTokens } from '../packages/ui/src/tokens/tokens.ts';

setCustomElementsManifest(manifest);
// The stories see the same default tokens a page gets from dist/ewa-ui.js.
installTokens();

const preview: Preview = {
  // A docs page per component, built from the manifest (attributes, properties, events, slots, parts, CSS properties).
  tags: ['autodocs'],
  parameters: {
    controls: { expanded: true },
    // Violations fail the story's accessibility check instead of being listed as to-do.
    a11y: { test: 'error' },
    // The spec's breakpoints: tablet from 767 px, desktop from 1025 px.
    viewport: {
      options: {
        phone: { name: 'Phone (390)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet (800)', styles: { width: '800px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
