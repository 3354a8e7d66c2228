import type { ApiPort } from '../stores/api.ts';
import { lazyApi } from '../stores/api.ts';

/**
 * The registration services' client: the same `/api` contract client, carrying the applicant token
 * (not an investor session) as its bearer token. Loaded with the first call.
 */
export function registrationApi(getToken: () => string | null): ApiPort {
  return lazyApi(() =>
    import('../stores/portal-client.ts').then(({ createPortalClient }) => createPortalClient({ getToken })),
  );
}
