import { getPartnerCompanyDetail, getPartnerProfile, PROFILE_IMAGE_PATH, profileImageQuery } from '@ewa/api';
import { validate } from 'superstruct';
import { defineArea, sendEnvelope } from '../../http/calls.ts';
import { partnerCompanyDetailFor, partnerProfileFor } from './domain.ts';
import { findImage, IMAGE_NAME } from './images.ts';

export default defineArea({
  name: 'partner',
  register(router) {
    router.sessionCall(getPartnerProfile, async (request, { db, session }) => ({
      isSuccess: true,
      data: await partnerProfileFor(db, session.njAcNo, request.accode),
    }));
    router.sessionCall(getPartnerCompanyDetail, async (request, { db, session }) => ({
      isSuccess: true,
      data: await partnerCompanyDetailFor(db, session.njAcNo, request.accode),
    }));

    // Images are read by <img> elements, which send no bearer token: logos, photos and media icons are public.
    router.app.get(`/api/${PROFILE_IMAGE_PATH}`, async (request, reply) => {
      const [invalid, query] = validate(request.query, profileImageQuery, { coerce: true, mask: true });
      if (invalid || !IMAGE_NAME.test(query.filename)) {
        const field = invalid?.path.join('.') || 'filename';
        return sendEnvelope(reply, 400, {
          isSuccess: false,
          message: `${field} should be valid.`,
          field,
          errCode: 'BAD_REQUEST',
        });
      }
      const image = findImage(query.filename);
      if (!image)
        return sendEnvelope(reply, 404, {
          isSuccess: false,
          message: 'Image not found.',
          errCode: 'NOT_FOUND',
        });
      return reply
        .type(image.contentType)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(image.bytes);
    });
  },
});
