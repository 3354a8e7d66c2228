import { array, type Infer, object, string } from 'superstruct';
import { CATALOGUE_CACHE_SECONDS, defineCall, emptyRequest, envelope } from './core.ts';

/** A client document in one language, downloadable from `url` (e.g. `/ewa/documents/client/...pdf`). */
export const clientDocument = object({
  title: string(),
  fileName: string(),
  url: string(),
});
export const clientDocumentLanguage = object({
  /** English name of the language, e.g. 'Tamil'. */
  language: string(),
  /** The language's own name, e.g. 'தமிழ்'. */
  nativeName: string(),
  /** ISO 639 code, e.g. 'ta'. */
  code: string(),
  documents: array(clientDocument),
});
export type ClientDocumentLanguage = Infer<typeof clientDocumentLanguage>;

/** The footer's client documents, by language (public: the footer shows before login). */
export const getClientDocuments = defineCall(
  'ewaportfoliows/api/rest/clientDocuments/getClientDocumentList',
  emptyRequest,
  envelope(array(clientDocumentLanguage)),
  { auth: 'public', publicCacheSeconds: CATALOGUE_CACHE_SECONDS },
);
