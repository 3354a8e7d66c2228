import { EwaDialog } from '@ewa/ui/react/dialog';
import { toJS } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PartnerStore } from '../stores/partner.ts';
import { PartnerCard } from './PartnerCard.tsx';

/** Opens the partner profile popup for the selected account (spec 001 §2). */
export const PartnerButton = observer(function PartnerButton({
  partner,
  accode,
}: {
  partner: PartnerStore;
  accode: string;
}) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <button
        type="button"
        className="partner-button"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
          void partner.load(accode);
        }}
      >
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="10" cy="6.5" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M3.5 17c.8-3.4 3.3-5 6.5-5s5.7 1.6 6.5 5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
        My Wealth Partner
      </button>
      <EwaDialog
        heading="My Wealth Partner"
        open={open}
        variant="confirm"
        confirmLabel="View details"
        cancelLabel="Close"
        onEwaDialogCancel={() => setOpen(false)}
        onEwaDialogConfirm={() => {
          setOpen(false);
          // Plain copies: history state must be cloneable, MobX proxies are not.
          navigate('/contact', { state: { partner: toJS(partner.profile), company: toJS(partner.company) } });
        }}
      >
        {open && <PartnerCard partner={partner} />}
      </EwaDialog>
    </>
  );
});
