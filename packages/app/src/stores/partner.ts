import {
  getPartnerCompanyDetail,
  getPartnerProfile,
  type PartnerCompanyDetail,
  type PartnerProfile,
  profileImageUrl,
} from '@ewa/api/partner';
import { replyText } from '@ewa/api/reply';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, failureText, GENERIC_FAILURE } from './api.ts';
import { awaited } from './flow.ts';

export interface ContactRow {
  mobileNo: string;
  emailId: string;
}

/** Contact rows appear only when mobile or e-mail is non-empty (spec 001 §2, §5). */
export function visibleContactRows(rows: readonly ContactRow[]): ContactRow[] {
  return rows
    .map((row) => ({ mobileNo: row.mobileNo.trim(), emailId: row.emailId.trim() }))
    .filter((row) => row.mobileNo !== '' || row.emailId !== '');
}

/** The product basket is a comma list; blanks between commas are dropped. */
export function productBasketOf(list: string): string[] {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The wealth partner of the account (the popup and the /contact page). */
export class PartnerStore {
  profile: PartnerProfile | null = null;
  company: PartnerCompanyDetail | null = null;
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  error = '';
  private loadedFor = '';

  constructor(
    private readonly api: ApiPort,
    /** Where the API lives, for image addresses (`/api`). */
    private readonly apiBase = '/api',
  ) {
    makeAutoObservable<PartnerStore, 'api' | 'apiBase' | 'loadedFor'>(
      this,
      { api: false, apiBase: false, loadedFor: false },
      { autoBind: true },
    );
  }

  get contactRows(): ContactRow[] {
    return visibleContactRows(this.profile?.contactList ?? []);
  }

  get productBasket(): string[] {
    return productBasketOf(this.profile?.productBasket ?? '');
  }

  /** The handler's photo, fetched by file name (downloadPdfMob); null when there is none. */
  get profilePictureUrl(): string | null {
    const file = this.profile?.partnerProfilePicture?.trim();
    return file ? profileImageUrl(this.apiBase, file) : null;
  }

  get logoUrl(): string | null {
    const logo = this.profile?.partnerCompLogoURL?.trim() || this.company?.logoURL?.trim();
    return logo || null;
  }

  /** Loads profile and company detail for the account once; a later call for the same account is free. */
  readonly load = flow(function* (this: PartnerStore, accode: string) {
    if (!accode || (this.loadedFor === accode && this.status !== 'failed')) return;
    this.loadedFor = accode;
    this.status = 'loading';
    this.error = '';
    try {
      const [profile, company] = yield* awaited(
        Promise.all([
          this.api.call(getPartnerProfile, { accode }),
          this.api.call(getPartnerCompanyDetail, { accode }).catch(() => null),
        ]),
      );
      if (!profile.isSuccess || !profile.data) {
        this.status = 'failed';
        this.error = replyText(profile, GENERIC_FAILURE);
        return;
      }
      this.profile = profile.data;
      this.company = company?.isSuccess ? (company.data ?? null) : null;
      this.status = 'ready';
    } catch (error) {
      this.status = 'failed';
      this.error = failureText(error);
    }
  });
}
