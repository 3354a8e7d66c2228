import { EwaDialog } from '@ewa/ui/react/dialog';
import { type ReactElement, useMemo, useRef, useState } from 'react';
import type { Asker } from './paths.ts';

type Open = { variant: 'alert' | 'confirm'; heading: string; text: string };

/**
 * The flows' questions and messages in one `ewa-dialog` (focus moves in, is trapped, and returns to
 * the button that opened it). A question after another waits for the first to close, so focus goes
 * back to the opener before the next dialog records it.
 */
export function useDialogs(): [Asker, ReactElement] {
  const [open, setOpen] = useState<Open | null>(null);
  const answer = useRef<(yes: boolean) => void>(() => {});
  const closed = useRef<Promise<void>>(Promise.resolve());

  const asker = useMemo<Asker>(() => {
    const show = async (next: Open): Promise<boolean> => {
      await closed.current;
      return new Promise<boolean>((resolve) => {
        answer.current = (yes) => {
          setOpen(null);
          closed.current = new Promise((done) => setTimeout(done, 50));
          resolve(yes);
        };
        setOpen(next);
      });
    };
    return {
      confirm: (text, heading = 'Please confirm') => show({ variant: 'confirm', heading, text }),
      alert: async (text, heading = 'Message') => {
        await show({ variant: 'alert', heading, text });
      },
    };
  }, []);

  const dialog = (
    <EwaDialog
      variant={open?.variant ?? 'alert'}
      heading={open?.heading ?? ''}
      open={open !== null}
      confirmLabel={open?.variant === 'confirm' ? 'Yes' : 'OK'}
      cancelLabel="No"
      onEwaDialogConfirm={() => answer.current(true)}
      onEwaDialogCancel={() => answer.current(false)}
    >
      {open?.text ?? ''}
    </EwaDialog>
  );
  return [asker, dialog];
}
