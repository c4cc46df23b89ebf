import { useState } from 'react';

/** Runs an action for a dialog: closes it on success, keeps it open with the server's message on failure. */
export function useAsyncAction() {
  const [open, setOpen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      setOpen(null);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  const show = (name: string | null) => {
    setError(null);
    setOpen(name);
  };
  return { open, show, error, run };
}
