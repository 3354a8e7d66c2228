import type { Db } from '../../db/client.ts';
import { demoBranch } from '../../seed/demo-data.ts';
import { seedMenu } from './domain.ts';

/** The demo menu; its branch entry (B) lists the demo branch among others. */
export function seed(db: Db): Promise<boolean> {
  return seedMenu(db, demoBranch.njBrCode);
}
