export * from './bank.ts';
export * from './common.ts';
export * from './holders.ts';
export * from './mandate.ts';
export * from './nominee.ts';
export * from './personal.ts';
export * from './preference.ts';
