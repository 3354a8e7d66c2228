export { EwaAsyncFormControl } from './async-form-control.ts';
export { fieldBoxStyles, fieldStyles, formControlStyles } from './form-control.styles.ts';
export { EwaFormControl } from './form-control.ts';
