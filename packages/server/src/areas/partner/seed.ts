export { seedPartnerDetails as seed } from './domain.ts';
