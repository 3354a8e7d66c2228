import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { BASE_PATH } from './paths.ts';

/**
 * Where a store sends the user. Stores never navigate: their actions answer a destination (or the
 * root holds one, for a 401 or 417 nobody asked for), and `useGo` carries it out.
 */
export type Destination =
  /** A page of the app, through the router. */
  | { to: string; replace?: boolean }
  /** A full page load of an app path, which drops all in-memory state (logout). */
  | { reload: string }
  /** A page outside the app (the bank's net-banking page). */
  | { href: string };

/** The one place a store's destination becomes navigation; `null` (nowhere to go) does nothing. */
export function useGo(): (destination: Destination | null | undefined) => void {
  const navigate = useNavigate();
  return useCallback(
    (destination) => {
      if (!destination) return;
      if ('to' in destination) navigate(destination.to, { replace: destination.replace ?? false });
      else if ('reload' in destination) location.assign(`${BASE_PATH}${destination.reload}`);
      else location.assign(destination.href);
    },
    [navigate],
  );
}
