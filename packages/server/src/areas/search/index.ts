import { searchBoxWFMModuleList } from '@ewa/api';
import { defineArea, sendEnvelope } from '../../http/calls.ts';
import { textPdf } from '../portal/public.ts';
import { findHelpFile, HELP_FILES_PREFIX, searchMenu } from './domain.ts';

export default defineArea({
  name: 'search',
  register(router) {
    router.sessionCall(searchBoxWFMModuleList, async (request, { db, session }) => ({
      isSuccess: true,
      data: await searchMenu(db, session.njAcNo, request),
    }));

    // Help attachments are general guides, generated as sample PDFs; only names an entry lists exist.
    router.app.get<{ Params: { file: string } }>(`${HELP_FILES_PREFIX}:file`, async (request, reply) => {
      const file = await findHelpFile(router.deps.db, request.params.file);
      if (!file)
        return sendEnvelope(reply, 404, {
          isSuccess: false,
          message: 'Document not found.',
          errCode: 'NOT_FOUND',
        });
      const pdf = textPdf(file.title, [
        'E-Wealth help document (sample).',
        `This guide explains: ${file.title}. It belongs to the help of the menu entry it is attached to and is provided for the investor's information only.`,
        'Mutual fund investments are subject to market risks, read all scheme related documents carefully.',
      ]);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .header('cache-control', 'public, max-age=3600')
        .send(pdf);
    });
  },
});
