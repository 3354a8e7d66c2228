import { observer } from 'mobx-react-lite';
import type { HandoverStore } from './handover-store.ts';

/** Why a link that handed a session over did not sign in (used, expired or unknown code). */
export const HandoverNotice = observer(function HandoverNotice({ store }: { store: HandoverStore }) {
  if (store.status !== 'failed') return null;
  return (
    <p className="message message--error handover-notice" role="alert">
      {store.message}
    </p>
  );
});
