import { ApiError } from '@ewa/api/client';
import { getDpChargesUrl, getWebUrl } from '@ewa/api/dpcharges';
import { replyText } from '@ewa/api/reply';
import { SESSION_EXPIRED_TEXT } from '@ewa/api/texts';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, GENERIC_FAILURE } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';
import { BASE_PATH, isUnder } from '../stores/paths.ts';

/** A 401 on a DP-charges call (spec 001 §4 rule 6): the screen says the session has ended. */
export const isAuthFailure = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/**
 * The app path (inside /ewa) of an address the server named, or null for anything else: the way in
 * never leaves the portal's origin, whatever a reply says.
 */
export function appPathOf(address: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(address, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !isUnder(url.pathname, BASE_PATH)) return null;
  return (url.pathname.slice(BASE_PATH.length) || '/') + url.search;
}

export interface DpChargesCaller {
  /** The investor's name and user id as the session holds them; a webview's token session has neither. */
  name: string;
  userId: string;
  /** Opened with a `token` query (a mobile webview, spec 000 §6). */
  webview: boolean;
}

/**
 * `/dpcharges` (spec 000 §2 "redirects automatically via the URL"): the URL call (name, userId →
 * dpChargesUrl) and the mobile-web URL call (projectId 5, module dpcharges) name the DP-charges UPI
 * page; a webview goes to the mobile-web one. A failure shows the returned message (spec 000 §8).
 */
export class DpChargesLinkStore {
  /** Where to go, as an app path; '' until both calls answered. */
  target = '';
  error = '';
  authFailed = false;

  constructor(
    private readonly api: ApiPort,
    private readonly origin: string,
  ) {
    makeAutoObservable<DpChargesLinkStore, 'api' | 'origin'>(
      this,
      { api: false, origin: false },
      { autoBind: true },
    );
  }

  readonly locate = flow(function* (this: DpChargesLinkStore, caller: DpChargesCaller) {
    this.error = '';
    try {
      const urlReply = yield* awaited(
        this.api.call(getDpChargesUrl, { name: caller.name.slice(0, 200), userId: caller.userId }),
      );
      if (!urlReply.isSuccess || !urlReply.data) {
        this.error = replyText(urlReply, GENERIC_FAILURE);
        return;
      }
      const webReply = yield* awaited(this.api.call(getWebUrl, { projectId: 5, module: 'dpcharges' }));
      if (!webReply.isSuccess || !webReply.data) {
        this.error = replyText(webReply, GENERIC_FAILURE);
        return;
      }
      const address = caller.webview ? webReply.data.url : urlReply.data.dpChargesUrl;
      const path = appPathOf(address, this.origin);
      if (path === null) this.error = GENERIC_FAILURE;
      else this.target = path;
    } catch (error) {
      this.authFailed = isAuthFailure(error);
      this.error = this.authFailed ? SESSION_EXPIRED_TEXT : GENERIC_FAILURE;
    }
  });
}
