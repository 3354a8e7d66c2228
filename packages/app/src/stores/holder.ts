import { displayPhotoUrl } from '@ewa/api/profile';
import { flow, makeAutoObservable } from 'mobx';
import { awaited } from './flow.ts';
import type { RootStore } from './root.ts';

/**
 * The first holder's name for the header and the home greeting (profileoperations/getHeaderByUCC),
 * read once per account; until it answers the login's own name stands in.
 */
export class HolderStore {
  firstHolderName = '';
  /** The display picture's path (`dpPath`); '' when the investor has none. */
  photoPath = '';
  private loadedFor = '';

  constructor(private readonly root: RootStore) {
    makeAutoObservable<HolderStore, 'root' | 'loadedFor'>(
      this,
      { root: false, loadedFor: false },
      { autoBind: true },
    );
  }

  /** The best name known: the header's, else the login reply's application name, else the login id. */
  get displayName(): string {
    const { fields } = this.root.session;
    const appName = typeof fields.ucc_dtl?.appName === 'string' ? fields.ucc_dtl.appName : '';
    return this.firstHolderName || appName || fields.loginid || fields.njacno;
  }

  /** Where the header reads the display picture, or null when there is none. */
  get photoUrl(): string | null {
    return this.photoPath ? displayPhotoUrl('/api', this.photoPath) : null;
  }

  /** A photo just uploaded: the header shows it at once. */
  setPhoto(dpPath: string): void {
    this.photoPath = dpPath;
  }

  readonly load = flow(function* (this: HolderStore) {
    const ucc = this.root.session.fields.njacno;
    if (!ucc || this.loadedFor === ucc) return;
    this.loadedFor = ucc;
    // Another account signed in on this page: the previous holder's name must not linger.
    this.firstHolderName = '';
    this.photoPath = '';
    try {
      const header = yield* awaited(this.root.services.account.header(ucc));
      this.firstHolderName = header.firstHolderName?.trim() ?? '';
      this.photoPath = header.dpPath?.trim() ?? '';
    } catch {
      // The greeting falls back to the login's name; nothing to tell the user.
    }
  });
}
