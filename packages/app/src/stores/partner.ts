import {
  getPartnerCompanyDetail,
  getPartnerProfile,
  type PartnerCompanyDetail,
  type PartnerProfile,
  profileImageUrl,
} from '@ewa/api/partner';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ApiPort, failureText } from './api.ts';

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
  async load(accode: string): Promise<void> {
    if (!accode || (this.loadedFor === accode && this.status !== 'failed')) return;
    this.loadedFor = accode;
    this.status = 'loading';
    this.error = '';
    try {
      const [profile, company] = await Promise.all([
        this.api.call(getPartnerProfile, { accode }),
        this.api.call(getPartnerCompanyDetail, { accode }).catch(() => null),
      ]);
      runInAction(() => {
        if (!profile.isSuccess || !profile.data) {
          this.status = 'failed';
          this.error = profile.displayMessage || profile.message || failureText(null);
          return;
        }
        this.profile = profile.data;
        this.company = company?.isSuccess ? (company.data ?? null) : null;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'failed';
        this.error = failureText(error);
      });
    }
  }
}
