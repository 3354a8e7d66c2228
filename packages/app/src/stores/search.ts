import {
  HELP_COLLAPSE_CHARS,
  NO_RESULT_TEXT,
  type SearchResult,
  searchBoxWFMModuleList,
  shortAttachmentName,
} from '@ewa/api';
import { makeAutoObservable, runInAction } from 'mobx';
import { remapSearchLink, type SearchTarget } from '../search/remap.ts';
import { type ApiPort, failureText } from './api.ts';

/** Results show this long after the user stops typing (spec 001 §9, "search result delay"). */
export const SEARCH_RESULT_DELAY_MS = 1000;
export const SEARCH_PROJECT = { projectId: 1, projectName: 'EWA' } as const;
export { NO_RESULT_TEXT };

export interface SearchAttachment {
  /** Cut to 8 characters plus an ellipsis. */
  label: string;
  fileName: string;
  href: string;
}

/** A search result ready to show: the remapped link, help collapsed past 160 characters, attachments. */
export interface SearchHit {
  key: string;
  displayName: string;
  moduleName: string;
  helpContent: string | null;
  /** Help longer than 160 characters starts collapsed behind read more. */
  collapsible: boolean;
  target: SearchTarget;
  attachments: SearchAttachment[];
}

/**
 * The help a result shows when the server sent none: the menu's own rule, which answers
 * 'Kindly provide help content.' for an entry flagged to show help that has none.
 */
export type HelpFallback = (result: SearchResult) => string | null;

export function toSearchHit(result: SearchResult, index: number, helpFallback?: HelpFallback): SearchHit {
  const attachments: SearchAttachment[] = [];
  for (const [file, path] of [
    [result.file1, result.path1],
    [result.file2, result.path2],
    [result.file3, result.path3],
  ] as const) {
    if (file && path) attachments.push({ label: shortAttachmentName(file), fileName: file, href: path });
  }
  const help = result.helpContent?.trim() || helpFallback?.(result) || null;
  return {
    key: `${index}-${result.moduleName}`,
    displayName: result.displayName,
    moduleName: result.moduleName,
    helpContent: help,
    collapsible: (help?.length ?? 0) > HELP_COLLAPSE_CHARS,
    target: remapSearchLink(result),
    attachments,
  };
}

/** The header's search box: the keyword, the server's answer after the result delay, the empty text. */
export class SearchStore {
  keyword = '';
  hits: SearchHit[] = [];
  status: 'idle' | 'waiting' | 'done' | 'failed' = 'idle';
  error = '';

  private timer: ReturnType<typeof setTimeout> | undefined;
  private generation = 0;

  constructor(
    private readonly api: ApiPort,
    private readonly helpFallback?: HelpFallback,
  ) {
    makeAutoObservable<SearchStore, 'api' | 'helpFallback' | 'timer' | 'generation'>(
      this,
      { api: false, helpFallback: false, timer: false, generation: false },
      { autoBind: true },
    );
  }

  /** 'No Result Found' once a search answered with nothing. */
  get emptyText(): string | null {
    return this.status === 'done' && this.hits.length === 0 ? NO_RESULT_TEXT : null;
  }

  /** The user typed: results follow after the delay, for the latest keyword only. */
  type(keyword: string): void {
    this.keyword = keyword;
    clearTimeout(this.timer);
    const generation = ++this.generation;
    if (!keyword.trim()) {
      this.clear();
      return;
    }
    this.status = 'waiting';
    this.timer = setTimeout(() => void this.run(generation), SEARCH_RESULT_DELAY_MS);
  }

  /** Enter: search now, without waiting for the delay. */
  submit(): Promise<void> {
    clearTimeout(this.timer);
    if (!this.keyword.trim()) return Promise.resolve();
    const generation = ++this.generation;
    this.status = 'waiting';
    return this.run(generation);
  }

  clear(): void {
    clearTimeout(this.timer);
    this.generation++;
    this.hits = [];
    this.status = 'idle';
    this.error = '';
  }

  private async run(generation: number): Promise<void> {
    try {
      const reply = await this.api.call(searchBoxWFMModuleList, {
        ...SEARCH_PROJECT,
        needSearchBoxData: 'N',
        keyword: this.keyword.trim().slice(0, 100),
      });
      if (generation !== this.generation) return;
      runInAction(() => {
        if (!reply.isSuccess) {
          this.hits = [];
          this.error = reply.displayMessage || reply.message || '';
          this.status = 'failed';
          return;
        }
        this.hits = (reply.data ?? []).map((result: SearchResult, index: number) =>
          toSearchHit(result, index, this.helpFallback),
        );
        this.error = '';
        this.status = 'done';
      });
    } catch (error) {
      if (generation !== this.generation) return;
      runInAction(() => {
        this.hits = [];
        this.error = failureText(error);
        this.status = 'failed';
      });
    }
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.generation++;
  }
}
