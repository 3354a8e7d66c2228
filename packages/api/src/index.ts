export * from './client.ts';
export * from './core.ts';
export * from './token.ts';
