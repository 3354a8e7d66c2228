import { getPartnerCompanyDetail, getPartnerProfile, type PartnerProfile } from '@ewa/api/partner';
import { describe, expect, it } from 'vitest';
import type { ApiPort } from './api.ts';
import { PartnerStore, productBasketOf, visibleContactRows } from './partner.ts';

const profile: PartnerProfile = {
  relationshipHandlerName: 'Meera Iyer',
  relationshipHandlerDesignation: 'Relationship Manager',
  partnerCompName: 'Sahyadri Wealth Partners',
  partnerCompLogoURL: '/api/ewatraderegws/api/dpholding/downloadPdfMob?filename=logo.svg&imgOrPdf=image',
  partnerProfilePicture: 'meera-iyer.svg',
  arn: 'ARN-104512',
  euin: 'E301245',
  njCode: 'NJP-2231',
  productBasket: 'Mutual Funds, MARS,,Bonds ',
  captionProductBasket: 'Products offered',
  contactList: [
    { mobileNo: '9820012345', emailId: '' },
    { mobileNo: ' ', emailId: '' },
    { mobileNo: '', emailId: 'meera@example.in' },
  ],
  mediaList: [],
};

describe('partner profile (spec 001 §2, §5)', () => {
  it('shows a contact row only when mobile or e-mail is non-empty', () => {
    expect(visibleContactRows(profile.contactList)).toEqual([
      { mobileNo: '9820012345', emailId: '' },
      { mobileNo: '', emailId: 'meera@example.in' },
    ]);
    expect(visibleContactRows([{ mobileNo: '', emailId: '  ' }])).toEqual([]);
  });

  it('splits the product basket', () => {
    expect(productBasketOf(profile.productBasket)).toEqual(['Mutual Funds', 'MARS', 'Bonds']);
  });

  it('loads profile and company detail for the account and fetches the photo by file name', async () => {
    const paths: string[] = [];
    const api: ApiPort = {
      call: (async (call: { path: string }, body: { accode: string }) => {
        paths.push(`${call.path}:${body.accode}`);
        if (call.path === getPartnerProfile.path) return { isSuccess: true, data: profile };
        return { isSuccess: false, message: 'none' };
      }) as ApiPort['call'],
    };
    const store = new PartnerStore(api);
    await store.load('50000001');
    await store.load('50000001');
    expect(paths).toEqual([`${getPartnerProfile.path}:50000001`, `${getPartnerCompanyDetail.path}:50000001`]);
    expect(store.status).toBe('ready');
    expect(store.contactRows).toHaveLength(2);
    expect(store.profilePictureUrl).toBe(
      '/api/ewatraderegws/api/dpholding/downloadPdfMob?filename=meera-iyer.svg&imgOrPdf=image',
    );
    expect(store.company).toBeNull();
  });

  it("shows the server's message when the profile cannot be read", async () => {
    const api: ApiPort = {
      call: (async () => ({
        isSuccess: false,
        displayMessage: 'No partner is mapped to this account.',
      })) as never,
    };
    const store = new PartnerStore(api);
    await store.load('50000001');
    expect(store.status).toBe('failed');
    expect(store.error).toBe('No partner is mapped to this account.');
  });
});
