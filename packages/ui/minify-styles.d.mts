import type { PluginOption } from 'vite';

/** Minifies the CSS inside the elements' css`` literals in production builds (see minify-styles.mjs). */
export declare function minifyElementStyles(): PluginOption;
