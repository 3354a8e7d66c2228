import { CLIENT_DOCUMENTS_PREFIX, clientDocumentCatalogue, getClientDocuments } from '@ewa/api';
import { defineArea, sendEnvelope } from '../../http/calls.ts';
import { findClientDocument } from './documents.ts';
import { textPdf } from './pdf.ts';

export default defineArea({
  name: 'portal',
  register(router) {
    router.publicCall(getClientDocuments, async () => ({ isSuccess: true, data: clientDocumentCatalogue() }));

    // Sample client documents, generated per request (the official translations are not part of the demo).
    router.app.get<{ Params: { file: string } }>(
      `${CLIENT_DOCUMENTS_PREFIX}:file`,
      async (request, reply) => {
        const found = findClientDocument(request.params.file);
        if (!found)
          return sendEnvelope(reply, 404, {
            isSuccess: false,
            message: 'Document not found.',
            errCode: 'NOT_FOUND',
          });
        const pdf = textPdf(`${found.kind.title} - ${found.lang.language}`, [
          `Sample document of the E-Wealth demo. The official ${found.lang.language} text is published by the regulator and the exchanges.`,
          ...found.kind.text,
        ]);
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${found.fileName}"`)
          .header('cache-control', 'public, max-age=86400')
          .send(pdf);
      },
    );
  },
});
