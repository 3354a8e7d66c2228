import { createContext, useContext } from 'react';
import type { RootStore } from './root.ts';

export const StoreContext = createContext<RootStore | null>(null);

/** The root store; every screen reads its stores through this hook. */
export function useStores(): RootStore {
  const root = useContext(StoreContext);
  if (!root) throw new Error('useStores outside <StoreContext.Provider>');
  return root;
}
