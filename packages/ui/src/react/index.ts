// Generated from custom-elements.json by scripts/generate-react.mjs. Do not edit: run `pnpm --filter @ewa/ui build`.
// One wrapper per element; props are the element's properties, `onEwa...` props its events.
export { EwaAmount } from './generated/amount.ts';
export { EwaButton } from './generated/button.ts';
export { EwaDialog } from './generated/dialog.ts';
