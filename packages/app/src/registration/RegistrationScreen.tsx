import { REG_TEXTS } from '@ewa/api/registration/entry';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { UNAUTHORISED_TEXT } from '../errors/UnauthorisedAccess.tsx';
import { isProductionHost } from '../stores/host.ts';
import { Applications } from './Applications.tsx';
import { ClientContinue } from './ClientContinue.tsx';
import { HolderDetails } from './HolderDetails.tsx';
import { HoldersPanDob, SelectAccType } from './HoldersPanDob.tsx';
import { MobileLogin } from './MobileLogin.tsx';
import { PartnerLink } from './PartnerLink.tsx';
import { registrationApi } from './registration-api.ts';
import { RegistrationStore } from './registration-store.ts';
import { StaffLogin } from './StaffLogin.tsx';
import { Wizard } from './Wizard.tsx';
import './registration.css';

/** Where the wizard keeps which application is open in this tab; the application itself is on the server. */
export const OPEN_REF_KEY = 'ewa.registration.refNo';

/**
 * Opening an E-Wealth account (`/tradereg/…`, `/emftradereg/…`; spec 001 §2 registration routes):
 * the applicant's mobile login, the applications of that mobile, the first screen (holders' PANs and
 * dates of birth, account type) and then the application's screens one by one.
 */
export default function RegistrationScreen() {
  const { pathname } = useLocation();
  const root = pathname.startsWith('/emftradereg') ? '/emftradereg' : '/tradereg';
  const [store] = useState(() => {
    const holder: { store?: RegistrationStore } = {};
    holder.store = new RegistrationStore(
      registrationApi(() => holder.store?.token ?? null),
      sessionStorage,
      root,
    );
    return holder.store;
  });
  if (isProductionHost(location.hostname))
    return (
      <section className="card" aria-labelledby="unauthorised-heading">
        <h1 id="unauthorised-heading">{UNAUTHORISED_TEXT}</h1>
        <p role="alert">{REG_TEXTS.notOpenInProduction}</p>
      </section>
    );
  return <RegistrationRoutes store={store} />;
}

const RegistrationRoutes = observer(function RegistrationRoutes({ store }: { store: RegistrationStore }) {
  const signedIn = store.signedIn;
  const needsLogin = <Navigate to={store.pathOf('createlogin/generate-otp')} replace />;
  const staff = signedIn && store.staffEntry;
  const needsStaffLogin = <Navigate to={store.pathOf('partner/registration')} replace />;
  return (
    <div className="registration">
      <Routes>
        <Route index element={needsLogin} />
        <Route path="createlogin" element={needsLogin} />
        <Route path="createlogin/generate-otp" element={<MobileLogin store={store} phase="mobile" />} />
        <Route path="createlogin/verify-otp" element={<MobileLogin store={store} phase="otp" />} />
        <Route
          path="createlogin/search-login"
          element={signedIn ? <Applications store={store} /> : needsLogin}
        />
        <Route
          path="createlogin/holdersPanDob"
          element={
            !signedIn ? (
              needsLogin
            ) : staff && !store.holderMobile ? (
              <Navigate to={store.newApplicationPath} replace />
            ) : (
              <HoldersPanDob store={store} />
            )
          }
        />
        <Route
          path="createlogin/selectacctype"
          element={signedIn ? <SelectAccType store={store} /> : needsLogin}
        />
        <Route path="dclogin" element={<Navigate to={store.pathOf('dclogin/generate-otp')} replace />} />
        <Route
          path="dclogin/generate-otp"
          element={<MobileLogin store={store} phase="mobile" entry="dclogin" />}
        />
        <Route
          path="dclogin/verify-otp"
          element={<MobileLogin store={store} phase="otp" entry="dclogin" />}
        />
        <Route path="dclogin/search-login" element={signedIn ? <Applications store={store} /> : needsLogin} />
        <Route path="partner/registration" element={<StaffLogin store={store} entrySource="partner" />} />
        <Route path="cro/registration" element={<StaffLogin store={store} entrySource="employee" />} />
        <Route
          path="cro/registration/account_type"
          element={staff ? <SelectAccType store={store} /> : needsStaffLogin}
        />
        <Route
          path="cropartner/holderdetails"
          element={staff ? <HolderDetails store={store} /> : needsStaffLogin}
        />
        <Route path="client/registration" element={<PartnerLink store={store} />} />
        <Route path="client/continue" element={<ClientContinue store={store} />} />
        <Route path="createaccount/*" element={signedIn ? <Resume store={store} /> : needsLogin} />
        <Route path="*" element={needsLogin} />
      </Routes>
    </div>
  );
});

/** The application a DigiLocker return names in its state (`<refNo>.<holder>.<random>`), if any. */
const digilockerRefNo = (search: string) =>
  /^([A-Z0-9]{6,20})\.[FSTG]\./.exec(new URLSearchParams(search).get('state') ?? '')?.[1] ?? null;

/** The application open in this tab, loaded again after a reload; then its screens. */
const Resume = observer(function Resume({ store }: { store: RegistrationStore }) {
  const { search } = useLocation();
  const [refNo] = useState(
    () => store.application?.refNo ?? sessionStorage.getItem(OPEN_REF_KEY) ?? digilockerRefNo(search),
  );
  useEffect(() => {
    if (refNo && !store.application) void store.resume(refNo);
  }, [refNo, store]);
  useEffect(() => {
    if (store.application) sessionStorage.setItem(OPEN_REF_KEY, store.application.refNo);
  }, [store.application]);
  if (!refNo) return <Navigate to={store.pathOf('createlogin/search-login')} replace />;
  if (!store.application)
    return store.error ? (
      <section className="card registration-card">
        <p className="message message--error" role="alert">
          {store.error}
        </p>
        <p>
          <a href={`/ewa${store.pathOf('createlogin/search-login')}`}>Back to your applications</a>
        </p>
      </section>
    ) : (
      <p className="loading">Loading your application…</p>
    );
  return <Wizard store={store} />;
});
