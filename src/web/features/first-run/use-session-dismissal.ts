import { useState } from "react";
import { readDismissal } from "./read-dismissal";

/** Remembers for this browser session (tab) that `id` dismissed the notice stored under `key`. */
export function useSessionDismissal(key: string, id: string) {
  const [dismissedBy, setDismissedBy] = useState(() => readDismissal(key));
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
