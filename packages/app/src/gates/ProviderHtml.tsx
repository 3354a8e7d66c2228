import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** HTML supplied by a provider (FATCA, PAN-Aadhaar notices), sanitised before it is shown. */
export function ProviderHtml({ html, label }: { html: string; label: string }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] }),
    [html],
  );
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
    <section className="gate__provider" aria-label={label} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
