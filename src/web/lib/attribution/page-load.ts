let loaded: { url: string; referrer: string } | null = null;

/**
 * The address and referrer this page was loaded with, read on the first call and held in memory
 * only. main.tsx calls it at startup, before the router can redirect, because the capture code
 * arrives later (decision 033); a capture run again after the visitor consents still sees the
 * landing, not the page they have since moved to.
 */
export function pageLoad(): { url: string; referrer: string } {
  loaded ??= { url: location.href, referrer: document.referrer };
  return loaded;
}

/** Forgets the page load read so far, so a test can play a new one (test files share one page, decision 068). */
export function resetPageLoadForTests(): void {
  loaded = null;
}
