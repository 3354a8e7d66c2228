import {
  DISPLAY_PHOTO_MAX_BYTES,
  DISPLAY_PHOTO_TEXTS,
  getProfileDetail,
  imageTypeOf,
  NOMINEE_CHANGE_TEXTS,
  type ProfileDetail,
  type ProfileNominee,
  profileRestrictionsFor,
  saveDisplayPhoto,
} from '@ewa/api/profile';
import { replyText } from '@ewa/api/reply';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, failureText, GENERIC_FAILURE } from '../stores/api.ts';
import { awaited, loadPage } from '../stores/flow.ts';

/**
 * The profile (/profile/{key}): personal details, banks and mandates, nominees (`getProfileDetail`),
 * and the display photo (`saveDisplayPhoto`), whose new path goes to the header at once.
 */
export class ProfileStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  loadError = '';
  detail: ProfileDetail | null = null;

  uploading = false;
  /** The photo's result, announced: a refusal (`photoError`) or the saved text (`photoSaved`). */
  photoError = '';
  photoSaved = '';

  constructor(
    private readonly api: ApiPort,
    private readonly ucc: () => string,
    /** Tells the header the new picture (HolderStore.setPhoto). */
    private readonly onPhotoSaved: (dpPath: string) => void,
  ) {
    makeAutoObservable<ProfileStore, 'api' | 'ucc' | 'onPhotoSaved'>(
      this,
      { api: false, ucc: false, onPhotoSaved: false },
      { autoBind: true },
    );
  }

  /** The nominee change form is open. */
  changingNominees = false;
  nomineesSaved = '';

  /** The account whose profile this is. */
  get njAcNo(): string {
    return this.ucc();
  }

  changeNominees(open: boolean) {
    this.changingNominees = open;
    if (open) this.nomineesSaved = '';
  }

  /** The nominees were changed: the list shows them, the form closes. */
  nomineesChanged(nominees: ProfileNominee[]) {
    if (this.detail) this.detail.nominees = nominees;
    this.changingNominees = false;
    this.nomineesSaved = NOMINEE_CHANGE_TEXTS.saved;
  }

  /** What this account cannot use here, with the spec's texts; null for a TAC account. */
  get restrictions() {
    return this.detail ? profileRestrictionsFor(this.detail.accType) : null;
  }

  readonly load = flow(function* (this: ProfileStore) {
    yield* loadPage(
      this,
      () => this.api.call(getProfileDetail, { ucc: this.ucc() }),
      (data) => {
        this.detail = data;
      },
    );
  });

  /**
   * Uploads a picked photo. The size and the first bytes are checked here for a quick answer; the
   * server checks them again and is the one that decides.
   */
  readonly uploadPhoto = flow(function* (this: ProfileStore, file: File | null | undefined) {
    this.photoError = '';
    this.photoSaved = '';
    if (!file || file.size === 0) {
      this.photoError = DISPLAY_PHOTO_TEXTS.missing;
      return;
    }
    if (file.size > DISPLAY_PHOTO_MAX_BYTES) {
      this.photoError = DISPLAY_PHOTO_TEXTS.tooLarge;
      return;
    }
    this.uploading = true;
    try {
      const head = new Uint8Array(yield* awaited(file.slice(0, 16).arrayBuffer()));
      if (!imageTypeOf(head)) {
        this.photoError = DISPLAY_PHOTO_TEXTS.notAnImage;
        return;
      }
      const form = new FormData();
      form.append('file', file, file.name);
      const reply = yield* awaited(this.api.call(saveDisplayPhoto, form));
      if (reply.isSuccess && reply.data) {
        this.photoSaved = replyText(reply, DISPLAY_PHOTO_TEXTS.saved);
        if (this.detail) this.detail.dpPath = reply.data.dpPath;
        this.onPhotoSaved(reply.data.dpPath);
      } else {
        this.photoError = replyText(reply, GENERIC_FAILURE);
      }
    } catch (error) {
      this.photoError = failureText(error);
    } finally {
      this.uploading = false;
    }
  });
}
