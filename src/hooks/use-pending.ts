import { useCallback, useState } from "react";

/**
 * Runs one async task at a time and says whether it is running: feed `pending`
 * to Button's `pending` prop (which refuses clicks meanwhile). Failures are the
 * task's own business; `run` always ends the pending state.
 */
export function usePending(): [
  pending: boolean,
  run: (task: () => Promise<unknown>) => Promise<void>,
] {
  const [pending, setPending] = useState(false);
  const run = useCallback(async (task: () => Promise<unknown>) => {
    setPending(true);
    try {
      await task();
    } finally {
      setPending(false);
    }
  }, []);
  return [pending, run];
}
