import {
  DISPLAY_PHOTO_MAX_BYTES,
  displayPhotoUrl,
  HOLDER_LABELS,
  MANDATE_STATUS_TEXTS,
  NOMINEE_RULES,
  PROFILE_SECTIONS,
  type ProfileDetail,
  type ProfileSectionKey,
  profileSectionOf,
} from '@ewa/api/profile';
import { formatAmount, formatDate } from '@ewa/ui/format';
import { EwaButton } from '@ewa/ui/react/button';
import { observer } from 'mobx-react-lite';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import { portalStoresOf } from '../stores/portal-stores.ts';
import { LoadStatus } from '../ui/Loading.tsx';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { ProfileStore } from './profile-store.ts';
import './profile.css';

const GENDERS = { M: 'Male', F: 'Female', T: 'Transgender' } as const;

/** The profile (/profile, /profile/{key}[/{subkey}]): one section at a time, chosen by the key. */
export default observer(function ProfileScreen() {
  const root = useStores();
  const { holder } = portalStoresOf(root);
  const [store] = useState(
    () =>
      new ProfileStore(
        root.api,
        () => root.session.fields.njacno,
        (dpPath) => holder.setPhoto(dpPath),
      ),
  );
  const { key } = useParams();
  // The post-login deep link opens /profile with the key in its state (spec 000 §2: keyFor = banks-Mandate).
  const state: unknown = useLocation().state;
  const keyFor = state && typeof state === 'object' && 'keyFor' in state ? String(state.keyFor) : undefined;
  const section = profileSectionOf(key ?? keyFor);
  const title = PROFILE_SECTIONS.find((s) => s.key === section)?.title ?? '';
  useDocumentTitle(`Profile – ${title}`);

  useEffect(() => {
    void store.load();
  }, [store]);

  const detail = store.detail;
  return (
    <div className="profile">
      <h1>My profile</h1>
      <nav className="profile__nav" aria-label="Profile sections">
        <ul>
          {PROFILE_SECTIONS.map((s) => (
            <li key={s.key}>
              <Link to={`/profile/${s.key}`} aria-current={s.key === section ? 'page' : undefined}>
                {s.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <LoadStatus status={store.status} error={store.loadError} />
      {detail && (
        <section className="profile__section card" aria-labelledby="profile-section-heading">
          <h2 id="profile-section-heading">{title}</h2>
          <SectionBody section={section} store={store} detail={detail} />
        </section>
      )}
    </div>
  );
});

const SectionBody = observer(function SectionBody({
  section,
  store,
  detail,
}: {
  section: ProfileSectionKey;
  store: ProfileStore;
  detail: ProfileDetail;
}) {
  switch (section) {
    case 'personal':
      return <PersonalDetails detail={detail} dematUnavailable={store.restrictions?.demat} />;
    case 'banks-Mandate':
      return (
        <BanksAndMandates detail={detail} segmentUnavailable={store.restrictions?.otherSegmentMandate} />
      );
    case 'nominees':
      return <Nominees store={store} detail={detail} />;
    case 'photo':
      return <DisplayPhoto store={store} detail={detail} />;
  }
});

function Unavailable({ text }: { text: string }) {
  return <p className="profile__unavailable">{text}</p>;
}

function PersonalDetails({ detail, dematUnavailable }: { detail: ProfileDetail; dematUnavailable?: string }) {
  const { address } = detail;
  return (
    <>
      <dl className="profile__facts">
        <Fact label="Account number (UCC)" value={detail.ucc_no} />
        <Fact label="Tax status" value={detail.taxStatusText} />
        <Fact label="Mutual fund holding mode" value={detail.mfMode} />
        <Fact label="Mobile" value={detail.phone} />
        <Fact label="E-mail" value={detail.email} />
        <Fact
          label="Address"
          value={[address.line1, address.line2, `${address.city}, ${address.state} ${address.pincode}`]
            .filter((line) => line.trim() && line.trim() !== ',')
            .join(', ')}
        />
      </dl>
      <h3>Holders</h3>
      <ul className="profile__cards">
        {detail.holders.map((h) => (
          <li key={h.holderCode} className="profile__card">
            <p className="profile__card-title">
              {h.name} <span className="profile__tag">{HOLDER_LABELS[h.holderCode]}</span>
            </p>
            <dl className="profile__facts profile__facts--compact">
              <Fact label="PAN" value={h.panMasked} />
              <Fact label="Date of birth" value={h.dob ? formatDate(h.dob) : '–'} />
              <Fact label="Gender" value={h.gender ? GENDERS[h.gender] : '–'} />
              <Fact label="KYC status" value={h.kycStatus} />
            </dl>
          </li>
        ))}
      </ul>
      <h3>Demat accounts</h3>
      {dematUnavailable ? (
        <Unavailable text={dematUnavailable} />
      ) : detail.dematAccounts.length === 0 ? (
        <p>No demat account is linked to this account.</p>
      ) : (
        <ul className="profile__plain-list">
          {detail.dematAccounts.map((d) => (
            <li key={d.depository}>
              {d.depository}: <span className="profile__mono">{d.boId}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="profile__note">
        To change your address, mobile number or e-mail, contact your wealth partner; the change is made after
        verification with the KYC agency.
      </p>
    </>
  );
}

function BanksAndMandates({
  detail,
  segmentUnavailable,
}: {
  detail: ProfileDetail;
  segmentUnavailable?: string;
}) {
  return (
    <>
      <h3>Bank accounts</h3>
      <ul className="profile__cards">
        {detail.banks.map((b) => (
          <li key={`${b.bankName}-${b.bankAccMask}`} className="profile__card">
            <p className="profile__card-title">
              {b.bankName} {b.isDefault === 'Y' && <span className="profile__tag">Default</span>}
            </p>
            <dl className="profile__facts profile__facts--compact">
              <Fact label="Account number" value={b.bankAccMask} />
              <Fact label="IFSC" value={b.bankIfscCode} />
              <Fact label="Account type" value={b.bankType} />
            </dl>
          </li>
        ))}
      </ul>
      <h3>Mandates</h3>
      {detail.mandates.length === 0 ? (
        <p>
          No mandate is registered. A mandate lets your SIPs and purchases be debited without a payment each
          time.
        </p>
      ) : (
        <div className="profile__table-wrap">
          <table className="profile__table">
            <caption className="visually-hidden">Registered mandates</caption>
            <thead>
              <tr>
                <th scope="col">Mandate number</th>
                <th scope="col">Bank account</th>
                <th scope="col">Type</th>
                <th scope="col">Limit per debit</th>
                <th scope="col">Valid from</th>
                <th scope="col">Valid till</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {detail.mandates.map((m) => (
                <tr key={m.njEMandateNo}>
                  <th scope="row" data-label="Mandate number">
                    {m.njEMandateNo}
                  </th>
                  <td data-label="Bank account">
                    {m.bankName} {m.bankAcno}
                  </td>
                  <td data-label="Type">{m.accType}</td>
                  <td data-label="Limit per debit">{formatAmount(m.upperLimit)}</td>
                  <td data-label="Valid from">{formatDate(m.startDate)}</td>
                  <td data-label="Valid till">{formatDate(m.endDate)}</td>
                  <td data-label="Status">
                    <span className={`profile__status profile__status--${m.status.toLowerCase()}`}>
                      {MANDATE_STATUS_TEXTS[m.status]}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3>Mandates for stocks and other segments</h3>
      {segmentUnavailable ? (
        <Unavailable text={segmentUnavailable} />
      ) : (
        <p>
          The mandates above also pay for stocks, fixed income and loan repayments through your wealth
          partner.
        </p>
      )}
    </>
  );
}

const NomineeChange = lazy(() => import('./NomineeChange.tsx'));

const Nominees = observer(function Nominees({
  store,
  detail,
}: {
  store: ProfileStore;
  detail: ProfileDetail;
}) {
  const root = useStores();
  if (store.changingNominees)
    return (
      <Suspense fallback={<p className="loading">Loading…</p>}>
        <NomineeChange
          api={root.api}
          njAcNo={store.njAcNo}
          onSaved={store.nomineesChanged}
          onCancel={() => store.changeNominees(false)}
        />
      </Suspense>
    );
  return (
    <>
      <p className="message message--info" role="status">
        {store.nomineesSaved}
      </p>
      {detail.nominees.length === 0 ? (
        <p>
          You have not named a nominee. Naming one makes it easier for your family to claim your investments.
        </p>
      ) : (
        <ul className="profile__cards">
          {detail.nominees.map((n) => (
            <li key={n.nomineeName} className="profile__card">
              <p className="profile__card-title">
                {n.nomineeName} {n.isMinor === 'Y' && <span className="profile__tag">Minor</span>}
              </p>
              <dl className="profile__facts profile__facts--compact">
                <Fact label="Relation" value={n.relation} />
                <Fact label="Share" value={`${n.sharePercent.toFixed(2)}%`} />
                {n.dob && <Fact label="Date of birth" value={formatDate(n.dob)} />}
                {n.isMinor === 'Y' && (
                  <Fact
                    label="Guardian"
                    value={n.guardianName ? `${n.guardianName} (${n.guardianRelation ?? 'Guardian'})` : '–'}
                  />
                )}
              </dl>
            </li>
          ))}
        </ul>
      )}
      <div className="profile__rules">
        <h3>Changing your nominees</h3>
        <p>
          Add, change or remove nominees here and confirm with the OTP sent to your registered mobile number
          and e-mail. A change follows these rules:
        </p>
        <ul>
          {NOMINEE_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <EwaButton variant="outline" onClick={() => store.changeNominees(true)}>
          Change nominees
        </EwaButton>
      </div>
    </>
  );
});

const DisplayPhoto = observer(function DisplayPhoto({
  store,
  detail,
}: {
  store: ProfileStore;
  detail: ProfileDetail;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.uploadPhoto(input.current?.files?.[0]);
  };
  const maxMb = DISPLAY_PHOTO_MAX_BYTES / (1024 * 1024);
  return (
    <div className="profile__photo">
      <div className="profile__photo-frame">
        {detail.dpPath ? (
          <img src={displayPhotoUrl('/api', detail.dpPath)} alt={detail.name} />
        ) : (
          <span aria-hidden="true">{detail.name.charAt(0)}</span>
        )}
      </div>
      <form className="profile__photo-form" onSubmit={onSubmit} aria-describedby={`${inputId}-hint`}>
        <label htmlFor={inputId}>Choose a photo</label>
        <input id={inputId} ref={input} type="file" name="file" accept="image/jpeg,image/png" />
        <p id={`${inputId}-hint`} className="profile__note">
          JPEG or PNG, up to {maxMb} MB. The photo shows beside your name at the top of every page.
        </p>
        <EwaButton type="submit" disabled={store.uploading}>
          {store.uploading ? 'Uploading…' : 'Upload photo'}
        </EwaButton>
        <div aria-live="polite" role="status">
          {store.photoSaved && <p className="message message--info">{store.photoSaved}</p>}
        </div>
        <div aria-live="assertive">
          {store.photoError && (
            <p className="message message--error" role="alert">
              {store.photoError}
            </p>
          )}
        </div>
      </form>
    </div>
  );
});

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
