import { useState } from "react";

/** Remembers for this browser session (tab) that `id` dismissed the notice stored under `key`. */
export function useSessionDismissal(key: string, id: string) {
  const [dismissedBy, setDismissedBy] = useState(() => read(key));
  const dismiss = () => {
    setDismissedBy(id);
    try {
      sessionStorage.setItem(key, id);
    } catch (error) {
      console.warn("Could not remember the dismissal", error);
    }
  };
  return { dismissed: dismissedBy === id, dismiss };
}

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
