/// <reference types="vite/client" />

/** The build's version, also written to meta.json. */
declare const __APP_VERSION__: string;
