import { openSession } from '../../session/sessions.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** A live session of a demo investor, without going through the login screens. */
export async function sessionToken(t: Pick<TestApp, 'deps'>, njAcNo: string): Promise<string> {
  const { token } = await openSession(
    t.deps,
    { njAcNo, loginId: njAcNo, accType: 'TAC' },
    { ip: '127.0.0.1', userAgent: 'test' },
  );
  return token;
}
