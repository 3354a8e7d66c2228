// Generated from custom-elements.json by scripts/generate-react.mjs. Do not edit: run `pnpm --filter @ewa/ui build`.
// Importing this module registers no element: import `@ewa/ui/components/<name>` (or dist/ewa-ui.js) for that.
export * from './components/amount/amount.ts';
export * from './components/button/button.ts';
export * from './components/dialog/dialog.ts';
export * from './format/index.ts';
export * from './tokens/tokens.ts';
