/**
 * Minimal consent reading for attribution (issue 15). The consent helper owns this file and its
 * banner; this version only reads the stored choice. Global Privacy Control and Do Not Track
 * count as a decline whatever was stored.
 */
export const CONSENT_KEY = "listcraft.consent";

export type ConsentChoice = "granted" | "denied";

export function readConsent(): ConsentChoice | null {
  if (typeof navigator !== "undefined") {
    const nav = navigator as Navigator & { globalPrivacyControl?: boolean; doNotTrack?: string | null };
    if (nav.globalPrivacyControl === true || nav.doNotTrack === "1" || nav.doNotTrack === "yes") return "denied";
  }
  try {
    const stored = localStorage.getItem(CONSENT_KEY);
    return stored === "granted" || stored === "denied" ? stored : null;
  } catch {
    return null;
  }
}
