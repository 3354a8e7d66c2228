import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import type { Outcome } from './outcome.ts';

/**
 * Carries out what a store answered: the one place in the authorize area that navigates, leaves for
 * the bank, or posts a form to the depository or MARS.
 */
export function useOutcome(): (outcome: Outcome) => void {
  const navigate = useNavigate();
  const location = useLocation();
  // Read when an outcome is carried out, so the function stays the same across navigations.
  const here = useRef(location);
  here.current = location;
  const root = useStores();
  return useCallback(
    (outcome: Outcome) => {
      switch (outcome.kind) {
        case 'stay':
          return;
        case 'go':
          if (outcome.state?.rememberDeepLink)
            root.gates.rememberDeepLink(here.current.pathname + here.current.search);
          navigate(outcome.path, { replace: outcome.replace ?? false, state: outcome.state });
          return;
        case 'leave':
          globalThis.location.assign(outcome.url);
          return;
        case 'post': {
          const form = document.createElement('form');
          form.method = 'post';
          form.action = outcome.action;
          for (const [name, value] of Object.entries(outcome.fields)) {
            const input = document.createElement('input');
            input.type = 'hidden';
            input.name = name;
            input.value = value;
            form.append(input);
          }
          document.body.append(form);
          form.submit();
          return;
        }
      }
    },
    [navigate, root],
  );
}
