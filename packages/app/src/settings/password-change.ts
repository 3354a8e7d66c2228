import { makeAutoObservable, runInAction } from 'mobx';
import { failureText, GENERIC_FAILURE } from '../stores/api.ts';
import type { RootStore } from '../stores/root.ts';

export const PASSWORDS_DIFFER_TEXT = 'New Password and Confirm Password should be same.';
export const SAME_AS_OLD_TEXT = 'New Password cannot be same as Old Password.';
export const CHANGED_TEXT = 'Your password has been changed successfully.';

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

  async submit(): Promise<boolean> {
    if (this.busy) return false;
    this.error = '';
    this.success = '';
    if (this.newPassword !== this.confirmPassword) {
      this.error = PASSWORDS_DIFFER_TEXT;
      return false;
    }
    if (this.newPassword === this.oldPassword) {
      this.error = SAME_AS_OLD_TEXT;
      return false;
    }
    this.busy = true;
    try {
      const reply = await this.root.services.account.changePassword({
        oldPassword: this.oldPassword,
        newPassword: this.newPassword,
        confirmPassword: this.confirmPassword,
      });
      if (!reply.isSuccess) {
        runInAction(() => {
          this.error = reply.displayMessage || reply.message || GENERIC_FAILURE;
        });
        return false;
      }
      const wasForced = this.forced;
      runInAction(() => {
        this.success = reply.displayMessage || reply.message || CHANGED_TEXT;
        this.oldPassword = this.newPassword = this.confirmPassword = '';
      });
      this.root.session.update({
        logintime_chnage_password_redirect: false,
        is_password_expired: 'N',
        ...(reply.token ? { token: reply.token } : {}),
      });
      // The forced change was the first step after login: the gates come next.
      if (wasForced) await this.root.continueAfterLogin();
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = failureText(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
