import { EwaButton } from '@ewa/ui/react/button';
import type { FormEvent, ReactNode } from 'react';
import { checkFormFields, submitWhenValid } from '../../ui/form-check.ts';
import { Loading } from '../../ui/Loading.tsx';

/** A step's load: the spinner, the failure, or the screen. */
export function StepLoaded({
  status,
  error,
  children,
}: {
  status: 'loading' | 'ready' | 'failed' | string;
  error: string;
  children: ReactNode;
}) {
  if (status === 'loading') return <Loading />;
  if (status !== 'ready')
    return (
      <p className="message message--error" role="alert">
        {error}
      </p>
    );
  return <>{children}</>;
}

/** A step's form: on submit the first field in the way takes focus, and `save` runs once every field passes. */
export function StepForm({ busy, save, children }: { busy: boolean; save: () => void; children: ReactNode }) {
  return (
    <form
      className="form-stack registration-step"
      noValidate
      onSubmit={submitWhenValid(save)}
      aria-busy={busy}
    >
      {children}
    </form>
  );
}

/** The step's one primary button and its save failure. */
export function SaveAndNext({
  saving,
  error,
  disabled,
}: {
  saving: boolean;
  error: string;
  disabled?: boolean;
}) {
  return (
    <>
      <p className="message message--error" role="alert">
        {error}
      </p>
      <div className="registration-actions registration-actions--end">
        <EwaButton type="submit" loading={saving} disabled={disabled}>
          Save &amp; Next
        </EwaButton>
      </div>
    </>
  );
}

/**
 * A step form's submit: the fields show their messages and the first invalid one takes focus; the
 * store's save (which runs the contract's rules again) goes on regardless, so every message shows.
 */
export function submitStep(save: () => Promise<unknown>) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    checkFormFields(event.currentTarget);
    void save();
  };
}
