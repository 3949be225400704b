import { useSyncExternalStore } from "react";
import type { ConsentState } from "../../core/analytics";
import type { MeResponse } from "../../core/api-types";
import { CONSENT_STORAGE_KEY } from "../../core/page-scripts";
import { route } from "./api-client";

/**
 * Marketing measurement consent (issue 15). "granted" or "denied" once the visitor chose, null while
 * never asked. Global Privacy Control or Do Not Track is a standing "denied": no banner, no question.
 * The choice lives in localStorage on this device and, for a signed-in user, on the account
 * (PUT /api/account/consent), which is read when this device has none of its own.
 */
export { CONSENT_STORAGE_KEY };

type Listener = () => void;
const listeners = new Set<Listener>();
/** What the account says (from /api/session) and whether there is an account to save to. */
let account: { signedIn: boolean; consent: ConsentState | null } = { signedIn: false, consent: null };

const asState = (value: unknown): ConsentState | null => (value === "granted" || value === "denied" ? value : null);

/** The browser's own "do not track me": Global Privacy Control or the older Do Not Track. */
export function privacySignal(): boolean {
  if (typeof navigator === "undefined") return false;
  const nav = navigator as Navigator & { globalPrivacyControl?: unknown };
  return nav.globalPrivacyControl === true || nav.doNotTrack === "1";
}

function readStored(): ConsentState | null {
  try {
    return asState(globalThis.localStorage?.getItem(CONSENT_STORAGE_KEY));
  } catch {
    // Storage blocked (privacy mode, sandboxed frame): nothing stored.
    return null;
  }
}

export function readConsent(): ConsentState | null {
  if (privacySignal()) return "denied";
  return readStored() ?? account.consent;
}

function notify() {
  for (const listener of listeners) listener();
}

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores the choice on this device and, signed in, on the account. Rejects when the account could not be updated. */
export async function setConsent(state: ConsentState): Promise<void> {
  try {
    globalThis.localStorage?.setItem(CONSENT_STORAGE_KEY, state);
  } catch {
    // Kept for this page only; the account (if any) still remembers.
  }
  const signedIn = account.signedIn;
  account = { ...account, consent: signedIn ? state : account.consent };
  notify();
  if (signedIn) await route("PUT /api/account/consent", { body: { consent: state } });
}

/**
 * Follows the session: the account's answer becomes this device's fallback, and a choice made here
 * before signing in is saved to an account that has none yet.
 */
export function syncAccountConsent(me: MeResponse | null): void {
  const next = { signedIn: me !== null, consent: me?.analyticsConsent ?? null };
  const local = readStored();
  if (next.signedIn === account.signedIn && next.consent === account.consent) return;
  account = next;
  if (me && me.analyticsConsent === null && local) {
    account = { ...account, consent: local };
    void route("PUT /api/account/consent", { body: { consent: local } }).catch(() => undefined);
  }
  notify();
}

/** Another tab chose: follow it. */
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) notify();
  });
}

export function useConsent(): ConsentState | null {
  return useSyncExternalStore(subscribeConsent, readConsent, () => null);
}

/** For tests: forget the account state between renders. */
export function resetConsentForTests(): void {
  account = { signedIn: false, consent: null };
}
