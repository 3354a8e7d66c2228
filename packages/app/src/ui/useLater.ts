import { useEffect, useState } from 'react';

/**
 * False on a screen's first render, true a task later: what is below the fold on a phone (the cart
 * beside a list) is built after the first paint, so no single task holds a mid-range phone long.
 */
export function useLater(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLater(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return later;
}
