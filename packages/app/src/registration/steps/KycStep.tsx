import { registrationRootOf } from '@ewa/api/registration/entry';
import { KYC_SOURCE_LABELS, type KycRecord } from '@ewa/api/registration/kyc-service';
import { routeOfStop } from '@ewa/api/registration/steps';
import { EwaButton } from '@ewa/ui/react/button';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useGo } from '../../stores/navigation.ts';
import { Checkbox } from '../../ui/Choice.tsx';
import { submitWhenValid } from '../../ui/form-check.ts';
import type { StepProps } from '../step-props.ts';
import { digilockerReturnOf, KycStore } from './kyc-store.ts';
import { SaveAndNext } from './StepStatus.tsx';
import './kyc.css';

const dateOf = (iso: string) => iso.split('-').reverse().join('/');

/**
 * `createaccount/kradownload/<holder>` (and `loaddigilockervrfy/<holder>` when DigiLocker sends the
 * browser back): the holder's KYC record to confirm, or DigiLocker to fetch the e-Aadhaar.
 */
export default observer(function KycStep({ api, application, holder, onSaved }: StepProps) {
  const location = useLocation();
  const go = useGo();
  const [store] = useState(() => {
    const kycHolder = holder ?? 'F';
    const screenPath = `${registrationRootOf(application.accountType)}/${routeOfStop({ screen: 'kradownload', holder: kycHolder })}`;
    return new KycStore(api, application.refNo, kycHolder, screenPath);
  });
  // Once per screen: the return address is read when the screen opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is read once, on opening
  useEffect(() => {
    const returned = location.pathname.includes('/loaddigilockervrfy/')
      ? digilockerReturnOf(location.search)
      : undefined;
    void store.open(returned).then(go);
  }, [store]);
  const save = submitWhenValid(async () => {
    const saved = await store.save();
    if (saved) onSaved(saved);
  });
  const pan = application.holders.find((h) => h.holder === store.holder)?.pan ?? '';

  if (store.phase === 'loading')
    return (
      <p className="loading" role="status">
        Fetching the KYC details of PAN {pan}…
      </p>
    );
  if (store.phase === 'stopped')
    return (
      <div className="form-stack">
        <p className="message message--error" role="alert">
          {store.message}
        </p>
        {store.retryable && (
          <div className="registration-actions">
            <EwaButton variant="outline" loading={store.busy} onClick={() => void store.lookup()}>
              Try again
            </EwaButton>
          </div>
        )}
      </div>
    );
  if (store.phase === 'digilocker')
    return (
      <div className="form-stack">
        <p className="message message--info" role="alert">
          {store.message}
        </p>
        <p>
          DigiLocker shares your e-Aadhaar (name, date of birth, gender and address) with E-Wealth once you
          sign in there and allow it. You will come back here afterwards.
        </p>
        <div className="registration-actions">
          <EwaButton loading={store.busy} onClick={() => void store.startDigilocker().then(go)}>
            Continue with DigiLocker
          </EwaButton>
        </div>
      </div>
    );
  const found = store.found;
  if (!found) return null;
  return (
    <form
      className="form-stack"
      noValidate
      onSubmit={(e) => {
        store.tried();
        save(e);
      }}
      aria-busy={store.busy}
    >
      <p role="status">
        KYC details found at {KYC_SOURCE_LABELS[found.source]} ({found.reference}) for PAN {pan}:
      </p>
      <KycRecordView record={found.record} />
      <Checkbox
        id="confirmed"
        checked={store.confirmed}
        message={store.triedSave || store.confirmed ? store.confirmMessage : ''}
        validity={store.confirmMessage}
        onChange={store.setConfirmed}
      >
        I confirm that these KYC details are mine.
      </Checkbox>
      <SaveAndNext saving={store.busy} error={store.message} />
    </form>
  );
});

function KycRecordView({ record }: { record: KycRecord }) {
  const { line1, line2, city, stateCode, pincode } = record.address;
  return (
    <dl className="registration-kyc">
      <dt>Name</dt>
      <dd>{record.name}</dd>
      <dt>Date of Birth</dt>
      <dd>{dateOf(record.dob)}</dd>
      {record.fatherName && (
        <>
          <dt>Father's Name</dt>
          <dd>{record.fatherName}</dd>
        </>
      )}
      <dt>Address</dt>
      <dd>{[line1, line2, city, `${stateCode} ${pincode}`].filter(Boolean).join(', ')}</dd>
    </dl>
  );
}
