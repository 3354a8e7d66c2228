import { type PartnerCompanyDetail, type PartnerProfile, profileImageUrl } from '@ewa/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, branches, type PartnerMedia, partners, seedRuns } from '../../db/schema/core.ts';
import { DomainError, forbidden } from '../../http/errors.ts';
import { mayAccess } from '../investor/public.ts';
import { partnerCompanyDetails } from './schema.ts';

/** Where the calls are mounted; image addresses in replies are built under it. */
const API_BASE = '/api';

/** A bare file name becomes the address of the image call; a full address is kept. */
function imageAddress(fileOrUrl: string): string {
  return /^[A-Za-z0-9][\w.-]*$/.test(fileOrUrl) ? profileImageUrl(API_BASE, fileOrUrl) : fileOrUrl;
}

function mediaList(media: PartnerMedia[]): PartnerMedia[] {
  return media.map((m) => ({ mediaLink: m.mediaLink, mediaIconLink: imageAddress(m.mediaIconLink) }));
}

export const partnerNotFoundText = 'Partner details are not available for the selected account.';

/** The partner mapped to `accode`, which must be the caller's account or one of its family. */
async function partnerFor(db: Db, njAcNo: string, accode: string) {
  if (!(await mayAccess(db, njAcNo, accode))) throw forbidden();
  // A family member without a portal login of its own is served by the family head's partner.
  const [mapped] = await db
    .select({ partnerCode: accounts.partnerCode })
    .from(accounts)
    .where(eq(accounts.njAcNo, accode));
  const [own] = mapped
    ? [mapped]
    : await db
        .select({ partnerCode: accounts.partnerCode })
        .from(accounts)
        .where(eq(accounts.njAcNo, njAcNo));
  if (!own) throw new DomainError(partnerNotFoundText, { errCode: 'PARTNER_NOT_FOUND' });
  const [row] = await db
    .select({ partner: partners, branch: branches, detail: partnerCompanyDetails })
    .from(partners)
    .innerJoin(branches, eq(branches.brCode, partners.brCode))
    .leftJoin(partnerCompanyDetails, eq(partnerCompanyDetails.partnerCode, partners.partnerCode))
    .where(eq(partners.partnerCode, own.partnerCode));
  if (!row) throw new DomainError(partnerNotFoundText, { errCode: 'PARTNER_NOT_FOUND' });
  return row;
}

export async function partnerProfileFor(db: Db, njAcNo: string, accode: string): Promise<PartnerProfile> {
  const { partner } = await partnerFor(db, njAcNo, accode);
  return {
    relationshipHandlerName: partner.relationshipHandlerName,
    relationshipHandlerDesignation: partner.relationshipHandlerDesignation,
    partnerCompName: partner.companyName,
    partnerCompLogoURL: imageAddress(partner.logoFile),
    partnerProfilePicture: partner.photoFile,
    arn: partner.arn,
    euin: partner.euin,
    njCode: partner.partnerCode,
    productBasket: partner.productBasket,
    captionProductBasket: partner.captionProductBasket,
    contactList: partner.contacts.map((c) => ({ mobileNo: c.mobileNo ?? '', emailId: c.emailId ?? '' })),
    mediaList: mediaList(partner.media),
  };
}

export async function partnerCompanyDetailFor(
  db: Db,
  njAcNo: string,
  accode: string,
): Promise<PartnerCompanyDetail> {
  const { partner, branch, detail } = await partnerFor(db, njAcNo, accode);
  const contact = partner.contacts.find((c) => c.mobileNo) ?? partner.contacts[0];
  return {
    brcode: partner.brCode,
    name: partner.companyName,
    state: branch.state,
    city: branch.city,
    location: detail?.location ?? branch.address,
    phone: contact?.mobileNo || branch.phone,
    email: partner.contacts.find((c) => c.emailId)?.emailId || branch.email,
    socialLinks: mediaList(partner.media),
    expertise: detail?.expertise ?? '',
    experience: detail?.experience ?? '',
    qualification: detail?.qualification ?? '',
    licenses: detail?.licenses ?? '',
    logoURL: imageAddress(partner.logoFile),
  };
}

export const partnerDetailSeedName = 'demo-partner-detail-v1';

export async function seedPartnerDetails(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: partnerDetailSeedName })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return false;
    const known = await tx
      .select({ partnerCode: partners.partnerCode })
      .from(partners)
      .where(eq(partners.partnerCode, 'P10234'));
    if (known.length === 0) return true;
    await tx.insert(partnerCompanyDetails).values({
      partnerCode: 'P10234',
      location: '4th Floor, Trade Centre, Ring Road, Surat 395002',
      expertise: 'Mutual fund portfolios, retirement and child-education planning, tax saving (ELSS), bonds',
      experience: '14 years',
      qualification: 'MBA (Finance), Certified Financial Planner',
      licenses: 'AMFI ARN-104523 (EUIN E123456); NISM Series V-A; NPS Point of Presence',
    });
    return true;
  });
}
