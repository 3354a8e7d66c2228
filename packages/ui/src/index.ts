// Generated from custom-elements.json by scripts/generate-react.mjs. Do not edit: run `pnpm --filter @ewa/ui build`.
// Importing this module registers no element: import `@ewa/ui/components/<name>` (or dist/ewa-ui.js) for that.

export * from './components/allocation/allocation.ts';
export * from './components/amount/amount.ts';
export * from './components/amount-input/amount-input.ts';
export * from './components/breadcrumb/breadcrumb.ts';
export * from './components/button/button.ts';
export * from './components/cart/cart.ts';
export * from './components/countdown/countdown.ts';
export * from './components/country-select/country-select.ts';
export * from './components/data-table/data-table.ts';
export * from './components/dialog/dialog.ts';
export * from './components/dob-field/dob-field.ts';
export * from './components/drawer/drawer.ts';
export * from './components/header/header.ts';
export * from './components/holder-tabs/holder-tabs.ts';
export * from './components/nav-chart/nav-chart.ts';
export * from './components/otp-input/otp-input.ts';
export * from './components/riskometer/riskometer.ts';
export * from './components/search-box/search-box.ts';
export * from './components/stepper/stepper.ts';
export * from './components/text-field/text-field.ts';
export * from './components/upi-id-field/upi-id-field.ts';
export * from './components/value-chart/value-chart.ts';
export * from './form/index.ts';
export * from './format/index.ts';
export * from './tokens/tokens.ts';
export * from './validate/index.ts';
