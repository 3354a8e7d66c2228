import { readdirSync, readFileSync } from 'node:fs';
import type { SqlRunner } from './client.ts';

export const migrationsDir = new URL('./migrations/', import.meta.url);

/**
 * Applies every `src/db/migrations/*.sql` not yet applied, in file-name order, each in its own
 * transaction. File names start with a UTC timestamp (`202611220310_login_core.sql`), so two areas
 * adding migrations on the same day never collide. A file is never edited once it has landed:
 * a change is a new file.
 */
export async function migrate(sql: SqlRunner): Promise<string[]> {
  await sql.exec(
    'create table if not exists ewa_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  const done = new Set(
    (await sql.query<{ name: string }>('select name from ewa_migrations')).map((r) => r.name),
  );
  const files = readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const body = readFileSync(new URL(file, migrationsDir), 'utf8');
    const name = file.replaceAll("'", "''");
    try {
      await sql.exec(`begin;\n${body}\n;insert into ewa_migrations (name) values ('${name}');\ncommit;`);
    } catch (error) {
      await sql.exec('rollback').catch(() => {});
      throw new Error(`migration ${file} failed: ${(error as Error).message}`);
    }
    applied.push(file);
  }
  return applied;
}
