export { seedFamilies as seed } from './domain.ts';
