export * from './client.ts';
export * from './common.ts';
export * from './core.ts';
export * from './purchase.ts';
export * from './token.ts';
