import type { passwordProblemText } from '@ewa/api/password-policy';
import { replyText } from '@ewa/api/reply';
import { LOGIN_TEXTS } from '@ewa/api/texts';
import { flow, makeAutoObservable } from 'mobx';
import { failureText, GENERIC_FAILURE } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';
import type { RootStore } from '../stores/root.ts';

export const SAME_AS_OLD_TEXT = 'New Password cannot be same as Old Password.';

/** Change password (forced at login or by choice): the server's rules decide, the form gives fast feedback. */
export class PasswordChangeStore {
  oldPassword = '';
  newPassword = '';
  confirmPassword = '';
  busy = false;
  error = '';
  success = '';
  /** The password policy, loaded with its dictionary when the screen opens (kept off the login page). */
  private policy: typeof passwordProblemText | null = null;
  /** The server's reason for refusing the new password, until it is edited. */
  private refusedNewPassword = '';

  constructor(private readonly root: RootStore) {
    makeAutoObservable<PasswordChangeStore, 'root'>(this, { root: false }, { autoBind: true });
  }

  /** Loads the password policy (a dynamic import: the dictionary is large). Idempotent. */
  readonly loadPolicy = flow(function* (this: PasswordChangeStore) {
    if (this.policy) return;
    const module: typeof import('@ewa/api/password-policy') = yield import('@ewa/api/password-policy');
    this.policy = module.passwordProblemText;
  });

  /** Why the new password may not be set (shown under the field), or '' when it may or is still empty. */
  get newPasswordProblem(): string {
    if (this.newPassword === '') return '';
    if (this.refusedNewPassword) return this.refusedNewPassword;
    const { njacno, loginid } = this.root.session.fields;
    return this.policy?.(this.newPassword, [njacno, loginid]) ?? '';
  }

  get forced(): boolean {
    return this.root.session.mustChangePassword;
  }

  set(field: 'oldPassword' | 'newPassword' | 'confirmPassword', value: string): void {
    this[field] = value;
    if (field === 'newPassword') this.refusedNewPassword = '';
  }

  /**
   * Changes the password. After a forced change (the first step after login) answers where the
   * gates lead; otherwise null: the user stays and reads the success line.
   */
  readonly submit = flow(function* (this: PasswordChangeStore) {
    if (this.busy) return null;
    this.error = '';
    this.success = '';
    if (this.newPassword !== this.confirmPassword) {
      this.error = LOGIN_TEXTS.passwordsDiffer;
      return null;
    }
    if (this.newPassword === this.oldPassword) {
      this.error = SAME_AS_OLD_TEXT;
      return null;
    }
    if (this.newPasswordProblem) return null;
    this.busy = true;
    try {
      const reply = yield* awaited(
        this.root.services.account.changePassword({
          oldPassword: this.oldPassword,
          newPassword: this.newPassword,
          confirmPassword: this.confirmPassword,
        }),
      );
      if (!reply.isSuccess) {
        if (reply.field === 'newPassword') {
          this.refusedNewPassword = replyText(reply, GENERIC_FAILURE);
          return null;
        }
        this.error = replyText(reply, GENERIC_FAILURE);
        return null;
      }
      const wasForced = this.forced;
      this.success = replyText(reply, LOGIN_TEXTS.passwordChanged);
      this.oldPassword = this.newPassword = this.confirmPassword = '';
      this.root.session.update({
        logintime_chnage_password_redirect: false,
        is_password_expired: 'N',
        ...(reply.token ? { token: reply.token } : {}),
      });
      if (!wasForced) return null;
      return yield* awaited(this.root.continueAfterLogin());
    } catch (error) {
      this.error = failureText(error);
      return null;
    } finally {
      this.busy = false;
    }
  });
}
