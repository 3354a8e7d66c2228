import type { PluginOption } from 'vite';

/** Writes .br and .gz copies beside every text file of a finished build (see precompress.mjs). */
export declare function precompress(): PluginOption;
