// Generated from custom-elements.json by scripts/generate-react.mjs. Do not edit: run `pnpm --filter @ewa/ui build`.
// One wrapper per element; props are the element's properties, `onEwa...` props its events.
export { EwaAllocation } from './generated/allocation.ts';
export { EwaAmount } from './generated/amount.ts';
export { EwaAmountInput } from './generated/amount-input.ts';
export { EwaBreadcrumb } from './generated/breadcrumb.ts';
export { EwaButton } from './generated/button.ts';
export { EwaCart } from './generated/cart.ts';
export { EwaCountdown } from './generated/countdown.ts';
export { EwaCountrySelect } from './generated/country-select.ts';
export { EwaDataTable } from './generated/data-table.ts';
export { EwaDialog } from './generated/dialog.ts';
export { EwaDobField } from './generated/dob-field.ts';
export { EwaDrawer } from './generated/drawer.ts';
export { EwaHeader } from './generated/header.ts';
export { EwaHolderTabs } from './generated/holder-tabs.ts';
export { EwaNavChart } from './generated/nav-chart.ts';
export { EwaOtpInput } from './generated/otp-input.ts';
export { EwaRiskometer } from './generated/riskometer.ts';
export { EwaSearchBox } from './generated/search-box.ts';
export { EwaStepper } from './generated/stepper.ts';
export { EwaTextField } from './generated/text-field.ts';
export { EwaUpiIdField } from './generated/upi-id-field.ts';
export { EwaValueChart } from './generated/value-chart.ts';
