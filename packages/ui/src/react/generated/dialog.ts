// Generated from custom-elements.json by scripts/generate-react.mjs. Do not edit: run `pnpm --filter @ewa/ui build`.
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { EwaDialog as EwaDialogElement } from '../../components/dialog/dialog.ts';
import '../../components/dialog/define.ts';

/** `<ewa-dialog>` for React: A modal alert (one button) or confirm (two buttons) dialog built on the native `<dialog>`. Focus moves into the dialog when it opens and returns to the element that opened it; Escape cancels. */
export const EwaDialog = createComponent({
  react: React,
  tagName: 'ewa-dialog',
  elementClass: EwaDialogElement,
  events: {
    onEwaDialogCancel: 'ewa-dialog-cancel' as EventName<CustomEvent<Record<string, never>>>,
    onEwaDialogConfirm: 'ewa-dialog-confirm' as EventName<CustomEvent<Record<string, never>>>,
  },
  displayName: 'EwaDialog',
});
