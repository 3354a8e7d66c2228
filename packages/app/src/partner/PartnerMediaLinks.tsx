/** The partner's pages elsewhere (spec 001 §2) as icon links, each opening in a new tab. */
export function PartnerMediaLinks({
  media,
  label,
}: {
  media: readonly { mediaLink: string; mediaIconLink: string }[];
  label: string;
}) {
  if (media.length === 0) return null;
  return (
    <ul className="partner-card__media" aria-label={label}>
      {media.map((item) => (
        <li key={item.mediaLink}>
          <a
            href={item.mediaLink}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={mediaName(item.mediaLink)}
          >
            <img src={item.mediaIconLink} alt="" width="28" height="28" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A readable name for an icon-only link: the site's own name from its address. */
function mediaName(link: string): string {
  try {
    const host = new URL(link).hostname.replace(/^www\./, '');
    const site = host.split('.')[0] ?? host;
    return `${site.charAt(0).toUpperCase()}${site.slice(1)} (opens in a new tab)`;
  } catch {
    return 'Partner page (opens in a new tab)';
  }
}
