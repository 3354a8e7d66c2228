import type { Db } from '../../db/client.ts';
import { demoBranch } from '../../seed/demo-data.ts';
import { seedMenu } from './domain.ts';

/** The portal's menu, needed by every deployment; its branch entry (B) lists the demo branch among others. */
export function seedReference(db: Db): Promise<boolean> {
  return seedMenu(db, demoBranch.njBrCode);
}
