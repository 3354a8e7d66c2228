import type { FastifyInstance } from 'fastify';

/** Text made safe for an HTML body or a quoted attribute. */
export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export interface SandboxPageOptions {
  /** The banner above the title ('Sandbox bank — ...'); every sandbox page says it is not production. */
  note?: string;
  /** Extra CSS after the shared rules. */
  style?: string;
  /** Reloads the page every this many seconds (a payer's app waiting for requests). */
  refreshSeconds?: number;
}

/** The shell of every sandbox page: the not-in-production banner, a title, plain readable styles. */
export function sandboxPage(title: string, body: string, options: SandboxPageOptions = {}): string {
  const refresh = options.refreshSeconds
    ? `<meta http-equiv="refresh" content="${options.refreshSeconds}">`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>${refresh}
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1b2733}table{border-collapse:collapse}
td,th{border:1px solid #ccd;padding:.35rem .6rem;text-align:left;vertical-align:top}.note{color:#a33}
${options.style ?? ''}</style></head><body><p class="note">${escapeHtml(options.note ?? 'Sandbox — not available in production.')}</p>
<h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

/** Lets the routes of `scope` read the urlencoded bodies of the sandbox pages' forms (as a flat record). */
export function acceptHtmlForms(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/** A form body as read by `acceptHtmlForms`; anything else reads as no fields. */
export function formFields(body: unknown): Record<string, string> {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, string>) : {};
}
