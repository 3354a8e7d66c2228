/** One search result as the search service answers it (spec 001 §3, "Search result"). */
export interface SearchResult {
  displayName: string;
  helpContent?: string;
  url?: string;
  moduleName?: string;
  file1?: string;
  file2?: string;
  file3?: string;
  path1?: string;
  path2?: string;
  path3?: string;
}

/** The host's search: answers results for a query. The signal aborts when a newer query replaces it. */
export type SearchFunction = (query: string, signal: AbortSignal) => Promise<SearchResult[]>;

/** Spec 001 §9: attachment names are cut at 8 characters. */
export const ATTACHMENT_NAME_LENGTH = 8;
/** Spec 001 §9: help text collapses past 160 characters. */
export const HELP_COLLAPSE_LENGTH = 160;

/** An attachment name cut to 8 characters plus an ellipsis ('Brochure…'); short names stay whole. */
export function shortAttachmentName(name: string): string {
  const chars = [...name];
  return chars.length > ATTACHMENT_NAME_LENGTH ? `${chars.slice(0, ATTACHMENT_NAME_LENGTH).join('')}…` : name;
}

/** Help text as shown collapsed: the first 160 characters plus an ellipsis when longer. */
export function collapsedHelp(text: string): { text: string; collapsible: boolean } {
  const chars = [...text];
  if (chars.length <= HELP_COLLAPSE_LENGTH) return { text, collapsible: false };
  return { text: `${chars.slice(0, HELP_COLLAPSE_LENGTH).join('').trimEnd()}…`, collapsible: true };
}

export interface Attachment {
  name: string;
  path: string;
}

/** The result's attachments (file1..3 with path1..3), skipping empty slots. */
export function attachmentsOf(result: SearchResult): Attachment[] {
  const pairs: [string | undefined, string | undefined][] = [
    [result.file1, result.path1],
    [result.file2, result.path2],
    [result.file3, result.path3],
  ];
  return pairs
    .filter((pair): pair is [string, string] => Boolean(pair[0]?.trim() && pair[1]?.trim()))
    .map(([name, path]) => ({ name: name.trim(), path: path.trim() }));
}

/**
 * Where a result sits in the menu, as people read it: the search service's 'Main Menu>Mutual
 * Funds>Invest' becomes 'Main Menu › Mutual Funds › Invest', which wraps between its steps.
 */
export function menuTrail(moduleName: string): string {
  return moduleName
    .split('>')
    .map((step) => step.trim())
    .filter(Boolean)
    .join(' › ');
}
