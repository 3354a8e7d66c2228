import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { BASE_PATH } from './paths.ts';

/**
 * Where a store sends the user. Stores never navigate: their actions answer a destination (or the
 * root holds one, for a 401 or 417 nobody asked for), and `useGo` carries it out.
 */
export type Destination =
  /** A page of the app, through the router (with router state when the page reads some). */
  | { to: string; replace?: boolean; state?: Record<string, unknown> }
  /** A full page load of an app path, which drops all in-memory state (logout). */
  | { reload: string }
  /** A page outside the app (the bank's net-banking page). */
  | { href: string }
  /** A form posted to another site in this tab (the depository's eDIS page, the MARS page). */
  | { post: string; fields: Record<string, string> };

/** Posts a form of hidden fields to `action`, leaving the app. */
function postForm(action: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/** The one place a store's destination becomes navigation; `null` (nowhere to go) does nothing. */
export function useGo(): (destination: Destination | null | undefined) => void {
  const navigate = useNavigate();
  return useCallback(
    (destination) => {
      if (!destination) return;
      if ('to' in destination)
        navigate(destination.to, { replace: destination.replace ?? false, state: destination.state });
      else if ('reload' in destination) location.assign(`${BASE_PATH}${destination.reload}`);
      else if ('post' in destination) postForm(destination.post, destination.fields);
      else location.assign(destination.href);
    },
    [navigate],
  );
}
