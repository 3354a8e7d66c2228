import { array, type Infer, nullable, number, object, optional, size, string, union } from 'superstruct';
import { defineCall, envelope, ynFlag } from './core.ts';

/** One search hit (spec 001 §3): a menu entry or help text, with up to three attachments. */
export const searchResult = object({
  displayName: string(),
  helpContent: nullable(string()),
  url: nullable(string()),
  /** Where the entry sits in the menu, e.g. 'Main Menu>Mutual Funds>Purchase'. */
  moduleName: string(),
  file1: nullable(string()),
  file2: nullable(string()),
  file3: nullable(string()),
  /** Download address of file1..3. */
  path1: nullable(string()),
  path2: nullable(string()),
  path3: nullable(string()),
});
export type SearchResult = Infer<typeof searchResult>;

/**
 * `needSearchBoxData` Y answers every entry the caller may search (the box filters as the user
 * types); `keyword` narrows it on the server (case-insensitive, every word must match).
 */
export const searchBoxWFMModuleList = defineCall(
  'ewaportfoliows/api/rest/searchBox/searchBoxWFMModuleList',
  object({
    projectId: union([number(), size(string(), 1, 10)]),
    needSearchBoxData: ynFlag(),
    projectName: size(string(), 1, 40),
    keyword: optional(size(string(), 0, 100)),
  }),
  envelope(array(searchResult)),
);

/** Help text longer than this collapses behind read more / read less. */
export const HELP_COLLAPSE_CHARS = 160;
/** Attachment names are cut to this many characters plus an ellipsis. */
export const ATTACHMENT_NAME_CHARS = 8;
export { NO_RESULT_TEXT } from './texts.ts';

export function shortAttachmentName(name: string): string {
  return name.length > ATTACHMENT_NAME_CHARS ? `${name.slice(0, ATTACHMENT_NAME_CHARS)}...` : name;
}
