import { replyText } from '@ewa/api/reply';
import { NO_RESULT_TEXT, type SearchResult, searchBoxWFMModuleList } from '@ewa/api/search';
import type { SearchResult as BoxResult } from '@ewa/ui/components/search-box';
import { type ApiPort, GENERIC_FAILURE, ShownError } from '../stores/api.ts';
import { hrefOf, remapSearchLink } from './remap.ts';

/** Results show this long after the user stops typing (spec 001 §9, "search result delay"). */
export const SEARCH_RESULT_DELAY_MS = 1000;
export const SEARCH_PROJECT = { projectId: 1, projectName: 'EWA' } as const;
/** The box's own text when a search answers nothing (`ewa-search-box` shows it). */
export { NO_RESULT_TEXT };
/** The service takes keywords up to this long. */
export const KEYWORD_MAX_LENGTH = 100;

/**
 * The help a result shows when the server sent none: the menu's own rule, which answers
 * 'Kindly provide help content.' for an entry flagged to show help that has none.
 */
export type HelpFallback = (result: SearchResult) => string | null;

/**
 * A server result as `ewa-search-box` shows it: its link remapped by the spec's rules (spec 001 §2)
 * and carrying the app's base path, missing help filled from the menu, empty slots dropped.
 * The box cuts attachment names and collapses long help itself.
 */
export function toBoxResult(result: SearchResult, helpFallback?: HelpFallback): BoxResult {
  const help = result.helpContent?.trim() || helpFallback?.(result) || undefined;
  const url = hrefOf(remapSearchLink(result));
  const box: BoxResult = { displayName: result.displayName, moduleName: result.moduleName };
  if (help) box.helpContent = help;
  if (url) box.url = url;
  for (const slot of [1, 2, 3] as const) {
    const file = result[`file${slot}`];
    const path = result[`path${slot}`];
    if (file && path) {
      box[`file${slot}`] = file;
      box[`path${slot}`] = path;
    }
  }
  return box;
}

/**
 * The header's search over `searchBoxWFMModuleList`. `ewa-search-box` calls `find` after its delay
 * and drops stale answers; a newer keyword aborts the call still running.
 */
export class SearchStore {
  constructor(
    private readonly api: ApiPort,
    private readonly helpFallback?: HelpFallback,
  ) {}

  /** The results for a keyword; rejects with the text to show when the search fails. */
  readonly find = async (keyword: string, signal?: AbortSignal): Promise<BoxResult[]> => {
    const text = keyword.trim().slice(0, KEYWORD_MAX_LENGTH);
    if (!text) return [];
    const reply = await this.api.call(
      searchBoxWFMModuleList,
      { ...SEARCH_PROJECT, needSearchBoxData: 'N', keyword: text },
      signal ? { signal } : {},
    );
    if (!reply.isSuccess) throw new ShownError(replyText(reply, GENERIC_FAILURE));
    return (reply.data ?? []).map((result: SearchResult) => toBoxResult(result, this.helpFallback));
  };
}
