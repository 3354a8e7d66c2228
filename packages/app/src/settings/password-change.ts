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

  constructor(private readonly root: RootStore) {
    makeAutoObservable<PasswordChangeStore, 'root'>(this, { root: false }, { autoBind: true });
  }

  get forced(): boolean {
    return this.root.session.mustChangePassword;
  }

  set(field: 'oldPassword' | 'newPassword' | 'confirmPassword', value: string): void {
    this[field] = value;
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
