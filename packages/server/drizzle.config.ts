// Drafts SQL from the drizzle tables: `pnpm --filter @ewa/server db:draft` writes to /tmp/ewa-drizzle-draft.
// Copy the statements for your new tables into a new timestamped file in src/db/migrations/ (see README).
export default {
  dialect: 'postgresql',
  schema: ['./src/db/schema/*.ts', './src/areas/*/schema.ts', './src/kernel/*/schema.ts'],
  out: '/tmp/ewa-drizzle-draft',
};
