import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { AppDeps } from '../../deps.ts';
import { captchas } from '../../kernel/identity/index.ts';

/** The cookie naming the latest captcha a browser was shown, when the request does not name it. */
export const captchaCookie = 'ewa_captcha';

const digestOf = (deps: AppDeps, id: string, text: string) =>
  deps.tokens.digest('captcha', `${id}:${text.trim().toLowerCase()}`);

/** Renders a new captcha; only a keyed hash of its text is stored (and the text itself in the sandbox). */
export async function issueCaptcha(
  deps: AppDeps,
): Promise<{ captchaId: string; image: string; expiresInSeconds: number }> {
  const now = deps.clock.now();
  const { data, text } = svgCaptcha.create({ size: 5, noise: 2, ignoreChars: '0oO1iIlL', color: true });
  const captchaId = randomBytes(16).toString('base64url');
  const ttl = deps.config.captcha.ttlSeconds;
  // Old captchas are of no use to anyone; keep the table small.
  await deps.db.delete(captchas).where(lt(captchas.expiresAt, new Date(now.getTime() - 3_600_000)));
  await deps.db.insert(captchas).values({
    id: captchaId,
    textHash: digestOf(deps, captchaId, text),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttl * 1000),
    sandboxText: deps.config.sandbox ? text : null,
  });
  return {
    captchaId,
    image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`,
    expiresInSeconds: ttl,
  };
}

/** True when `text` is the captcha's text; the captcha is used up either way (single use). */
export async function consumeCaptcha(deps: AppDeps, captchaId: string, text: string): Promise<boolean> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, captchaId), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ textHash: captchas.textHash });
  if (!row) return false;
  const expected = Buffer.from(row.textHash);
  const given = Buffer.from(digestOf(deps, captchaId, text));
  return expected.length === given.length && timingSafeEqual(expected, given);
}
