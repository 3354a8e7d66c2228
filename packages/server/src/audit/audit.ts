import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/core.ts';

/** Where a request came from, as the audit trail records it. */
export interface RequestOrigin {
  ip: string;
  userAgent: string;
  requestId: string;
}

export interface AuditEntry {
  action: string;
  outcome: 'success' | 'failure' | 'blocked' | 'info';
  actor: string;
  njAcNo?: string | null;
  /** Never a password, OTP or token. */
  detail?: Record<string, unknown>;
}

/**
 * Records who did what, when and from where. Login areas write one row per login success, failure,
 * block, logout and password change; money-moving areas one per state change.
 * Pass the transaction handle when the action runs in one, so the row commits with it.
 */
export async function writeAudit(db: Db, origin: RequestOrigin, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    outcome: entry.outcome,
    actor: entry.actor.slice(0, 200),
    njAcNo: entry.njAcNo ?? null,
    ip: origin.ip,
    userAgent: origin.userAgent.slice(0, 300),
    requestId: origin.requestId,
    detail: entry.detail ?? null,
  });
}
