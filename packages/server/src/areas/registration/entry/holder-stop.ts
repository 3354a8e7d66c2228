import { type HolderCode, REG_TEXTS, type WizardScreen } from '@ewa/api';
import type { Db } from '../../../db/client.ts';
import { DomainError } from '../../../http/errors.ts';
import { type ApplicationRow, type HolderRow, holdersOf, openStop } from './applications.ts';

/**
 * The holder a per-holder screen is called for, once that screen is open: a holder missing or not of
 * this application is refused (400, field `holder`), a screen with an earlier step not done too (409).
 */
export async function openHolderStop(
  db: Db,
  app: ApplicationRow,
  screen: WizardScreen,
  holder: HolderCode | undefined,
): Promise<HolderRow> {
  const row = (await holdersOf(db, app.refNo)).find((h) => h.holder === holder);
  if (!row)
    throw new DomainError(REG_TEXTS.stepNotOpen, { status: 400, errCode: 'FIELD_INVALID', field: 'holder' });
  await openStop(db, app, screen, row.holder);
  return row;
}
