import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** HTML supplied by a provider (FATCA, PAN-Aadhaar notices), sanitised before it is shown. */
export function ProviderHtml({ html, label }: { html: string; label: string }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] }),
    [html],
  );
  return (
    <section
      className="gate__provider"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus for keyboard users
      tabIndex={0}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
