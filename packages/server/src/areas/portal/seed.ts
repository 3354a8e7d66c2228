export { seedPendingTransactions as seed } from './domain.ts';
