import { array, enums, type Infer, nullable, object, size, string } from 'superstruct';
import { defineCall, envelope } from './core.ts';

const accodeRequest = object({ accode: size(string(), 1, 20) });

export const partnerContact = object({ mobileNo: string(), emailId: string() });
export const partnerMedia = object({ mediaLink: string(), mediaIconLink: string() });

/** The wealth partner mapped to an account (spec 001 §3 "Partner profile"). */
export const partnerProfile = object({
  relationshipHandlerName: string(),
  relationshipHandlerDesignation: string(),
  partnerCompName: string(),
  /** Address of the company logo (the image call below). */
  partnerCompLogoURL: string(),
  /** File name of the handler's photo, fetched with `downloadPdfMob`. */
  partnerProfilePicture: string(),
  arn: string(),
  euin: string(),
  njCode: string(),
  /** Comma list of product names. */
  productBasket: string(),
  captionProductBasket: string(),
  /** Rows are shown only when mobile or e-mail is non-empty. */
  contactList: array(partnerContact),
  mediaList: array(partnerMedia),
});
export type PartnerProfile = Infer<typeof partnerProfile>;

export const getPartnerProfile = defineCall(
  'ewaportfoliows/api/partnerprofileoperations/getPartnerProfile',
  accodeRequest,
  envelope(partnerProfile),
);

/** The partner's office, for the /contact page (spec 000 §3 "Partner"). */
export const partnerCompanyDetail = object({
  brcode: string(),
  name: string(),
  state: string(),
  city: string(),
  location: string(),
  phone: string(),
  email: string(),
  socialLinks: array(partnerMedia),
  expertise: string(),
  experience: string(),
  qualification: string(),
  licenses: string(),
  logoURL: nullable(string()),
});
export type PartnerCompanyDetail = Infer<typeof partnerCompanyDetail>;

export const getPartnerCompanyDetail = defineCall(
  'partnerprofileoperations/getPartnerCompanyDetail',
  accodeRequest,
  envelope(partnerCompanyDetail),
);

/** `GET` — not a JSON call: answers the image bytes. */
export const PROFILE_IMAGE_PATH = 'ewatraderegws/api/dpholding/downloadPdfMob';
export const profileImageQuery = object({
  filename: size(string(), 1, 120),
  imgOrPdf: enums(['image']),
});

/** The address of a partner image by file name, under the API base (`/api` by default). */
export function profileImageUrl(apiBase: string, filename: string): string {
  const query = new URLSearchParams({ filename, imgOrPdf: 'image' });
  return `${apiBase.replace(/\/$/, '')}/${PROFILE_IMAGE_PATH}?${query}`;
}
