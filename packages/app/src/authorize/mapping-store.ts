import { authenticateAuthorization, getAuthLinkDetail, mappingSecretProblem } from '@ewa/api/authorize';
import type { ReplyOf } from '@ewa/api/core';
import { replyText } from '@ewa/api/rules';
import { TECHNICAL_PROBLEM_TEXT } from '@ewa/api/texts';
import { makeAutoObservable } from 'mobx';
import { type ApiPort, failureText } from '../stores/api.ts';
import { authorizePaths, type Outcome, stay } from './outcome.ts';

type Flow<R> = Generator<unknown, R, never>;

/**
 * The mapping authorization login (`/transact/authorize/mapping`, spec 000 §2, §5): the link's
 * account number and name read-only, the Date of Birth / PIN, Submit. The session it opens may act
 * on the link's transaction only; it is kept as the handed-over token (`x-token`), not as a login.
 */
export class MappingLoginStore {
  njAcNo = '';
  name = '';
  secret = '';
  /** The field's inline message (spec 000 §5), and the server's answer under the form (§8). */
  fieldError = '';
  error = '';
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  busy = false;

  constructor(
    private readonly api: ApiPort,
    readonly reference: string,
    private readonly keepToken: (token: string) => void,
  ) {
    makeAutoObservable<MappingLoginStore, 'api' | 'keepToken'>(
      this,
      { api: false, keepToken: false },
      { autoBind: true },
    );
  }

  *load(): Flow<void> {
    this.status = 'loading';
    try {
      const reply: ReplyOf<typeof getAuthLinkDetail> = yield this.api.call(getAuthLinkDetail, {
        encryptedData: this.reference,
      });
      if (!reply.isSuccess || !reply.data) {
        this.error = replyText(reply, TECHNICAL_PROBLEM_TEXT);
        this.status = 'failed';
        return;
      }
      this.njAcNo = reply.data.njAcNo;
      this.name = reply.data.name;
      this.status = 'ready';
    } catch (error) {
      this.error = failureText(error);
      this.status = 'failed';
    }
  }

  setSecret(value: string): void {
    this.secret = value;
    if (this.fieldError) this.fieldError = mappingSecretProblem(value) ?? '';
  }

  /** Checks the field (spec 000 §5) and signs in; then the transaction's detail page. */
  *submit(): Flow<Outcome> {
    if (this.busy || this.status !== 'ready') return stay;
    this.fieldError = mappingSecretProblem(this.secret) ?? '';
    this.error = '';
    if (this.fieldError) return stay;
    this.busy = true;
    try {
      const reply: ReplyOf<typeof authenticateAuthorization> = yield this.api.call(
        authenticateAuthorization,
        {
          loginId: this.njAcNo,
          password: this.secret.trim(),
          authType: 'AL',
          reqFrom: 'web',
          browser: globalThis.navigator?.userAgent?.slice(0, 100) ?? '',
          os: globalThis.navigator?.platform?.slice(0, 100) ?? '',
          encryptedData: this.reference,
        },
      );
      if (!reply.isSuccess || !reply.token) {
        this.error = replyText(reply, TECHNICAL_PROBLEM_TEXT);
        return stay;
      }
      this.keepToken(reply.token);
      return { kind: 'go', path: authorizePaths.detail(this.reference), replace: true };
    } catch (error) {
      this.error = failureText(error);
      return stay;
    } finally {
      this.busy = false;
    }
  }
}
