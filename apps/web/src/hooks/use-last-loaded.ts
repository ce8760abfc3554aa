import { useState } from 'react';

/**
 * The last data a query loaded: while a new page loads, or after a failed load (spec section 8:
 * failures are only logged), the screen keeps showing what it had.
 */
export function useLastLoaded<T>(data: T | undefined): T | undefined {
  const [shown, setShown] = useState<T | undefined>(data);
  if (data !== undefined && data !== shown) setShown(data);
  return data ?? shown;
}
