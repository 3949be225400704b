import { useEffect } from "react";
import { useBlocker } from "react-router";

/**
 * While there are unsaved edits: the browser asks before unloading, and in-app navigation is held
 * for a confirmation (unless `holdNavigation` says an in-app move keeps the edits anyway).
 */
export function useLeaveGuard(dirty: boolean, holdNavigation = dirty) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  return useBlocker(({ currentLocation, nextLocation }) => holdNavigation && currentLocation.pathname !== nextLocation.pathname);
}
