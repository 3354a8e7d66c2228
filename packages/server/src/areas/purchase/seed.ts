// The scheme master (reference) and the demo investors' banks and holdings are the purchase area's seed.
export { seed, seedReference } from '../../kernel/schemes/seed.ts';
