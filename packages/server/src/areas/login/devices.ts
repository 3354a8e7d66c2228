import { parse } from 'bowser';

const platformNames: Record<string, string> = {
  mobile: 'Mobile',
  tablet: 'Tablet',
  desktop: 'Desktop',
  tv: 'TV',
};

const unknown = { device: 'Unknown device', browser: 'Unknown browser' } as const;

/**
 * What the session list shows of a session's user agent: the device (model or kind, and operating
 * system) and the browser with its major version, read by a maintained parser.
 */
export function describeDevice(userAgent: string): { device: string; browser: string } {
  // The parser refuses an empty user agent (a client that sent none).
  if (!userAgent.trim()) return unknown;
  const parsed = parse(userAgent);
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  const model = [parsed.platform.vendor, parsed.platform.model].filter(Boolean).join(' ');
  const kind = platformNames[parsed.platform.type ?? ''] ?? '';
  const device = [model || kind, os].filter(Boolean).join(', ');
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(' ') : '';
  return { device: device || unknown.device, browser: browser || unknown.browser };
}
