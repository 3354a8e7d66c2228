import { untracked } from 'mobx';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import { useGo } from '../stores/navigation.ts';
import { paths } from '../stores/paths.ts';
import { type Access, type Decision, decide, unknownPathTarget } from './route-rules.ts';

/**
 * Renders its screen only when the route rules allow it; otherwise carries out the rule's decision.
 * The rules are applied on each navigation, not on every store change: flows that change the session
 * (login, a gate done, logout, a 401) navigate themselves, and a guard reacting in between would race them.
 */
export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const { session, gates } = useStores();
  const { pathname } = useLocation();
  const decision = untracked(() => decide(access, pathname, session, gates));
  if (decision.kind === 'allow') return children;
  return <CarryOut decision={decision} />;
}

function CarryOut({ decision }: { decision: Exclude<Decision, { kind: 'allow' }> }) {
  const root = useStores();
  const go = useGo();
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: act once per decision and location
  useEffect(() => {
    switch (decision.kind) {
      case 'redirect':
        if (decision.rememberDeepLink) root.gates.rememberDeepLink(pathname + search);
        go({ to: decision.to, replace: true });
        return;
      case 'logout':
        void root.logout(decision.to).then(go);
        return;
      case 'clearAndLogin':
        root.forgetLogin();
        go({ to: paths.login, replace: true });
        return;
    }
  }, [decision.kind, pathname, search]);
  return null;
}

/** A path outside the route table. */
export function UnknownPath() {
  const { session } = useStores();
  return <Navigate to={untracked(() => unknownPathTarget(session))} replace />;
}
