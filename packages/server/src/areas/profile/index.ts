import {
  DISPLAY_PHOTO_MAX_BYTES,
  DISPLAY_PHOTO_PATH,
  DISPLAY_PHOTO_TEXTS,
  getHeaderByUCC,
  getInvestorName,
  getNomineeEntries,
  getProfileDetail,
  NOMINEE_CHANGE_TEXTS,
  saveDisplayPhoto,
  saveNominees,
  sendNomineeChangeOtp,
} from '@ewa/api';
import multipart from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { writeAudit } from '../../audit/audit.ts';
import { accountHolders } from '../../db/schema/core.ts';
import { bearerToken, defineArea, domainErrorBody, originOf, sendEnvelope } from '../../http/calls.ts';
import { DomainError, requireOwnAccount, texts } from '../../http/errors.ts';
import { consumeRate } from '../../http/rate.ts';
import { accountByNumber, otpTexts } from '../../kernel/identity/index.ts';
import { istParts } from '../../kernel/schemes/calendar.ts';
import { resolveSession } from '../../session/sessions.ts';
import { findImage } from '../partner/public.ts';
import { profileOf, storedPhoto } from './domain.ts';
import { changeNominees, nomineeEntriesOf, sendNomineeOtp } from './nominees.ts';
import { PHOTO_UPLOADS_PER_MINUTE, saveDisplayPhotoOf } from './photo.ts';

/** The multipart library's refusals, told as the investor's own mistake. */
const UPLOAD_FAILURES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: DISPLAY_PHOTO_TEXTS.tooLarge,
  FST_INVALID_MULTIPART_CONTENT_TYPE: DISPLAY_PHOTO_TEXTS.missing,
  FST_FILES_LIMIT: DISPLAY_PHOTO_TEXTS.missing,
  FST_PARTS_LIMIT: DISPLAY_PHOTO_TEXTS.missing,
  FST_FIELDS_LIMIT: DISPLAY_PHOTO_TEXTS.missing,
  FST_MP_PREMATURE_CLOSE: DISPLAY_PHOTO_TEXTS.missing,
  FST_PROTO_VIOLATION: DISPLAY_PHOTO_TEXTS.missing,
};

/** The header's greeting and picture, the profile's sections and the display photo. */
export default defineArea({
  name: 'profile',
  register(r) {
    const { deps } = r;
    r.sessionCall(getInvestorName, async (request, ctx) => {
      requireOwnAccount(ctx.session.njAcNo, request.njAcNo);
      const account = await accountByNumber(ctx.db, request.njAcNo);
      return { isSuccess: true, data: { APPNAME: account.appName } };
    });

    // The client code (UCC) of an account is its account number here.
    r.sessionCall(getHeaderByUCC, async (request, ctx) => {
      requireOwnAccount(ctx.session.njAcNo, request.ucc);
      const account = await accountByNumber(ctx.db, request.ucc);
      const [first] = await ctx.db
        .select({ name: accountHolders.name })
        .from(accountHolders)
        .where(and(eq(accountHolders.njAcNo, account.njAcNo), eq(accountHolders.holderCode, 'F')));
      return {
        isSuccess: true,
        data: { dpPath: account.displayPhotoFile ?? '', firstHolderName: first?.name ?? account.appName },
      };
    });

    r.sessionCall(getNomineeEntries, async (request, ctx) => {
      requireOwnAccount(ctx.session.njAcNo, request.njAcNo);
      return { isSuccess: true, data: await nomineeEntriesOf(deps, request.njAcNo) };
    });
    r.sessionCall(sendNomineeChangeOtp, async (request, ctx) => {
      requireOwnAccount(ctx.session.njAcNo, request.njAcNo);
      const account = await accountByNumber(ctx.db, request.njAcNo);
      return { isSuccess: true, message: otpTexts.sent, data: await sendNomineeOtp(deps, ctx.log, account) };
    });
    r.sessionCall(saveNominees, async (request, ctx) => {
      requireOwnAccount(ctx.session.njAcNo, request.njAcNo);
      const account = await accountByNumber(ctx.db, request.njAcNo);
      const data = await changeNominees(ctx, account, ctx.session.loginId, request);
      return { isSuccess: true, message: NOMINEE_CHANGE_TEXTS.saved, data };
    });

    r.sessionCall(getProfileDetail, async (request, ctx) => {
      requireOwnAccount(ctx.session.njAcNo, request.ucc);
      const account = await accountByNumber(ctx.db, request.ucc);
      const today = istParts(ctx.deps.clock.now()).date;
      return { isSuccess: true, data: await profileOf(ctx.db, account, today) };
    });

    // The photo is one multipart file; the library is registered in this scope only (every other call is JSON).
    r.app.register(async (scope) => {
      await scope.register(multipart, {
        limits: { fileSize: DISPLAY_PHOTO_MAX_BYTES, files: 1, fields: 4, parts: 5, headerPairs: 50 },
      });
      scope.post(`/api/${saveDisplayPhoto.path}`, async (request, reply) => {
        const token = bearerToken(request);
        const session = token ? await resolveSession(deps, token) : undefined;
        if (!session)
          return sendEnvelope(reply, 401, {
            isSuccess: false,
            message: texts.sessionExpired,
            errCode: 'UNAUTHORIZED',
          });
        if (session.scope !== undefined)
          return sendEnvelope(reply, 403, {
            isSuccess: false,
            message: texts.unauthorisedAccess,
            errCode: 'FORBIDDEN',
          });
        const origin = originOf(request);
        try {
          await consumeRate(deps.db, deps.clock, `display-photo:${session.njAcNo}`, PHOTO_UPLOADS_PER_MINUTE);
          const bytes = await uploadedFile(request);
          const dpPath = await saveDisplayPhotoOf(deps.db, session.njAcNo, bytes);
          await writeAudit(deps.db, origin, {
            action: 'profile.displayPhoto',
            outcome: 'success',
            actor: session.loginId,
            njAcNo: session.njAcNo,
            detail: { bytes: bytes.length },
          });
          return sendEnvelope(reply, 200, {
            isSuccess: true,
            message: DISPLAY_PHOTO_TEXTS.saved,
            displayMessage: DISPLAY_PHOTO_TEXTS.saved,
            data: { dpPath },
          });
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          await writeAudit(deps.db, origin, {
            action: 'profile.displayPhoto',
            outcome: 'failure',
            actor: session.loginId,
            njAcNo: session.njAcNo,
            detail: { reason: error.message },
          });
          return sendEnvelope(reply, error.status, domainErrorBody(error));
        }
      });
    });

    // Read by <img>, which sends no token: the name is random per upload (32 bytes), so only the page
    // that was told it can ask for it. The demo pictures are the partner area's drawings.
    r.app.get<{ Params: { name: string } }>(`/api/${DISPLAY_PHOTO_PATH}/:name`, async (request, reply) => {
      const { name } = request.params;
      const stored = /^dp-[A-Za-z0-9_-]{43}\.(jpg|png)$/.test(name)
        ? await storedPhoto(deps.db, name)
        : undefined;
      const image = stored ? { bytes: stored.bytes, contentType: stored.contentType } : findDemoPicture(name);
      if (!image)
        return sendEnvelope(reply, 404, {
          isSuccess: false,
          message: 'Image not found.',
          errCode: 'NOT_FOUND',
        });
      return reply
        .type(image.contentType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(image.bytes);
    });
  },
});

/** Demo investors' pictures (`investor-50000001.jpg`) live beside the partner's images. */
function findDemoPicture(name: string) {
  return name.startsWith('investor-') ? findImage(name) : undefined;
}

/** The one file of the form, whole (the library stops reading past the size limit). */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file();
    if (!part)
      throw new DomainError(DISPLAY_PHOTO_TEXTS.missing, { status: 400, field: 'file', errCode: 'BAD_FILE' });
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const code = (error as { code?: string }).code ?? '';
    const text = UPLOAD_FAILURES[code];
    if (!text) throw error;
    throw new DomainError(text, { status: 400, field: 'file', errCode: 'BAD_FILE' });
  }
}
