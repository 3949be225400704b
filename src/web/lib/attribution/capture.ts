import type { Touch } from "../../../core/analytics";
import { readConsent } from "../consent";
import { pageLoad } from "./page-load";
import { applyLanding, sourceName, touchFromLanding, isMarketingTouch, type KeptTouches } from "./touches";

/** Local storage: first and last touch for 30 days. Session storage: this session's id and touch. */
export const KEPT_KEY = "listcraft.attribution";
export const SESSION_KEY = "listcraft.attribution.session";
/** Without consent: only "this session's source was counted", nothing identifying. */
export const COUNTED_KEY = "listcraft.attribution.counted";

export interface CaptureDeps {
  now: () => Date;
  local: Storage;
  session: Storage;
  url: string;
  referrer: string;
  userAgent: string;
  consent: () => "granted" | "denied" | null;
  newId: () => string;
  post: (path: string, body: unknown) => Promise<unknown>;
}

interface SessionTouch {
  id: string;
  touch: Touch;
}

const browserDeps = (): CaptureDeps => ({
  now: () => new Date(),
  local: localStorage,
  session: sessionStorage,
  ...pageLoad(),
  userAgent: navigator.userAgent,
  consent: readConsent,
  newId: () => crypto.randomUUID(),
  post: (path, body) =>
    fetch(path, { method: "POST", credentials: "same-origin", headers: { "content-type": "application/json" }, body: JSON.stringify(body), keepalive: true }),
});

function readSession(storage: Storage): SessionTouch | null {
  try {
    const value = JSON.parse(storage.getItem(SESSION_KEY) ?? "null") as SessionTouch | null;
    return value && typeof value.id === "string" && value.touch ? value : null;
  } catch {
    return null;
  }
}

/** Forgets every identifying thing attribution kept (consent missing or withdrawn). */
function forget(deps: CaptureDeps) {
  deps.local.removeItem(KEPT_KEY);
  deps.session.removeItem(SESSION_KEY);
}

/**
 * Runs on a page load (a landing). With consent it keeps the first and last touch (30 days) and
 * this session's touch, then sends them with the session id; without, it keeps nothing
 * identifying and reports the source's name once per session for the aggregate counts.
 */
export async function captureLanding(deps: CaptureDeps = browserDeps()): Promise<KeptTouches | null> {
  const now = deps.now();
  const landing = touchFromLanding({ url: deps.url, referrer: deps.referrer, userAgent: deps.userAgent, now });
  if (deps.consent() !== "granted") {
    forget(deps);
    const source = sourceName(landing);
    if (source && !deps.session.getItem(COUNTED_KEY)) {
      deps.session.setItem(COUNTED_KEY, "1");
      await deps.post("/api/attribution/source", { source }).catch(() => undefined);
    }
    return null;
  }
  const { readKept } = await import("./kept-touches");
  const kept = applyLanding(readKept(deps.local.getItem(KEPT_KEY), now), landing, now);
  deps.local.setItem(KEPT_KEY, JSON.stringify(kept));
  const current = readSession(deps.session);
  const session: SessionTouch = {
    id: current?.id ?? deps.newId(),
    touch: current && !isMarketingTouch(landing) ? current.touch : landing,
  };
  deps.session.setItem(SESSION_KEY, JSON.stringify(session));
  // A plain page load inside a session it already reported changes nothing on the server.
  if (!current || isMarketingTouch(landing)) {
    await deps.post("/api/attribution", { session_id: session.id, first_touch: kept.first, last_touch: kept.last }).catch(() => undefined);
  }
  return kept;
}

/** After sign-up/sign-in: POST /api/attribution/associate for this session, when consent allowed keeping one. */
export async function associateAttribution(deps: Pick<CaptureDeps, "session" | "consent" | "post"> = browserDeps()): Promise<void> {
  if (deps.consent() !== "granted") return;
  const session = readSession(deps.session);
  if (session) await deps.post("/api/attribution/associate", { session_id: session.id }).catch(() => undefined);
}
