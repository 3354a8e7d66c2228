import { openSession } from '../../session/sessions.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** A live session for a demo account, without going through the login flow. */
export async function sessionToken(t: TestApp, njAcNo: string, accType = 'TAC'): Promise<string> {
  const { token } = await openSession(
    t.deps,
    { njAcNo, loginId: njAcNo, accType },
    { ip: '127.0.0.1', userAgent: 'vitest' },
  );
  return token;
}
