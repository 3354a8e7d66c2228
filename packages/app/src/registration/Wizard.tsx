import type { RegStop } from '@ewa/api/registration/entry';
import { EwaButton } from '@ewa/ui/react/button';
import { EwaStepper } from '@ewa/ui/react/stepper';
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useGo } from '../stores/navigation.ts';
import { Loading } from '../ui/Loading.tsx';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import type { RegistrationStore } from './registration-store.ts';
import { stepScreens } from './steps/registry.ts';

const stopId = (stop: Pick<RegStop, 'screen' | 'holder'>) =>
  `${stop.screen}${stop.holder ? `/${stop.holder}` : ''}`;

/**
 * The application's screens (`createaccount/<screen>[/<holder>]`): the step list with done, current
 * and to-do steps, and the screen itself. A screen not open yet (a step before it is not done) sends
 * the applicant to where the application stands.
 */
export const Wizard = observer(function Wizard({ store }: { store: RegistrationStore }) {
  const go = useGo();
  const route = useParams()['*'] ?? '';
  // DigiLocker sends the browser back to the KYC screen's sub-screen, which that screen finishes.
  const rest = route.replace(/^loaddigilockervrfy\//, 'kradownload/');
  const app = store.application;
  const walk = app?.walk ?? [];
  const index = walk.findIndex((stop) => stopId(stop) === rest);
  const stop = walk[index];
  const firstOpen = walk.findIndex((s) => !s.done);
  useDocumentTitle(stop ? stop.label : 'Application Saved');
  if (!app) return null;

  if (rest === 'saved') {
    if (firstOpen >= 0) return <Navigate to={store.currentPath} replace />;
    return <Saved store={store} />;
  }
  if (!stop || (firstOpen >= 0 && index > firstOpen)) return <Navigate to={store.currentPath} replace />;

  const Screen = stepScreens[stop.screen];
  const steps = walk.map((s, i) => ({
    id: stopId(s),
    label: s.label,
    status: s.done ? ('done' as const) : ('todo' as const),
    allowed: s.done || i === firstOpen,
  }));
  const back = () => {
    if (index === 0) go(store.to('createlogin/search-login'));
    else void store.move(stop.stepId, 'B').then(go);
  };

  return (
    <div className="registration-wizard">
      <aside className="registration-wizard__steps">
        <p className="registration-wizard__ref">
          Reference No. <strong>{app.refNo}</strong>
        </p>
        <EwaStepper
          steps={steps}
          current={stopId(stop)}
          orientation="vertical"
          onEwaStepRequest={(e) => go(store.to(`createaccount/${e.detail.id}`))}
        />
        <p className="registration-wizard__exit">
          Every screen is saved as you go on.{' '}
          <EwaButton variant="link" onClick={() => go(store.to('createlogin/search-login'))}>
            Your applications
          </EwaButton>
        </p>
      </aside>
      <section
        className="card registration-card registration-wizard__screen"
        aria-labelledby="reg-step-heading"
      >
        <h1 id="reg-step-heading">{stop.label}</h1>
        <p className="message message--error" role="alert">
          {store.error}
        </p>
        <Suspense fallback={<Loading />}>
          {Screen ? (
            <Screen
              key={stopId(stop)}
              api={store.api}
              application={app}
              stop={stop}
              holder={stop.holder}
              staffEntry={store.accessBy === 'CP'}
              onSaved={(saved) => go(store.arrived(saved))}
            />
          ) : (
            <p>This screen cannot be shown yet.</p>
          )}
        </Suspense>
        <div className="registration-actions registration-actions--start">
          <EwaButton variant="link" onClick={back} disabled={store.busy}>
            Back
          </EwaButton>
        </div>
      </section>
    </div>
  );
});

/** Part 1 of the application is complete: its details are saved under the reference number. */
const Saved = observer(function Saved({ store }: { store: RegistrationStore }) {
  const go = useGo();
  const app = store.application;
  if (!app) return null;
  return (
    <section className="card registration-card" aria-labelledby="reg-saved-heading">
      <h1 id="reg-saved-heading">Your application is saved</h1>
      <p role="status">
        Reference No. <strong>{app.refNo}</strong>: the details of every holder, the bank account and the
        nominees are saved. Keep this reference number; log in again with your mobile number at any time to
        review or change them.
      </p>
      <div className="registration-actions registration-actions--start">
        <EwaButton variant="outline" onClick={() => go(store.to('createlogin/search-login'))}>
          Your applications
        </EwaButton>
      </div>
    </section>
  );
});
