import { EwaDialog } from '@ewa/ui/react/dialog';
import { type ReactElement, useCallback, useRef, useState } from 'react';

/** A yes/no question in an ewa-dialog confirm, as a promise the stores can await. */
export function useAsk(heading = 'Please confirm'): [(message: string) => Promise<boolean>, ReactElement] {
  const [message, setMessage] = useState<string | null>(null);
  const answer = useRef<(yes: boolean) => void>(() => {});
  const ask = useCallback(
    (text: string) =>
      new Promise<boolean>((resolve) => {
        answer.current = (yes) => {
          setMessage(null);
          resolve(yes);
        };
        setMessage(text);
      }),
    [],
  );
  const dialog = (
    <EwaDialog
      variant="confirm"
      heading={heading}
      open={message !== null}
      confirmLabel="Yes"
      cancelLabel="No"
      onEwaDialogConfirm={() => answer.current(true)}
      onEwaDialogCancel={() => answer.current(false)}
    >
      {message ?? ''}
    </EwaDialog>
  );
  return [ask, dialog];
}
