import { ATTRIBUTION_EXPIRY_DAYS } from "../../../core/analytics";
import type { Touch } from "../../../core/attribution-schema";
import { CONTROL_CLASS } from "../../../core/control-characters";

/**
 * The pure rules of attribution capture (issue 15): a landing read into a touch, the 30-day expiry,
 * and which touch is first and which is last. The clock is always passed in.
 */
const EXPIRY_MS = ATTRIBUTION_EXPIRY_DAYS * 86_400_000;

const PARAMS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "gclid", "fbclid", "msclkid"] as const;
const LIMITS: Record<(typeof PARAMS)[number], number> = {
  utm_source: 200,
  utm_medium: 200,
  utm_campaign: 200,
  utm_term: 200,
  utm_content: 200,
  gclid: 300,
  fbclid: 300,
  msclkid: 300,
};

/** Control characters (C0, DEL and C1) and angle brackets, which the server refuses: dropped rather than losing the touch. */
const UNSAFE = new RegExp(`[${CONTROL_CLASS}<>]`, "g");
const clean = (value: string | null | undefined, max: number): string | null => {
  const text = value?.replace(UNSAFE, "").trim().slice(0, max) ?? "";
  return text || null;
};

interface Landing {
  url: string;
  /** document.referrer ("" when none). */
  referrer: string;
  userAgent: string;
  now: Date;
}

/** Reads a landing into a touch; the referrer counts only when it is another site. */
export function touchFromLanding({ url, referrer, userAgent, now }: Landing): Touch {
  const address = new URL(url);
  const touch: Touch = { timestamp: now.toISOString() };
  for (const name of PARAMS) touch[name] = clean(address.searchParams.get(name), LIMITS[name]);
  touch.referrer = clean(outsideReferrer(referrer, address.origin), 2000);
  touch.landing_page = clean(address.pathname + address.search, 2000);
  touch.user_agent = clean(userAgent, 500);
  return touch;
}

function outsideReferrer(referrer: string, origin: string): string | null {
  if (!referrer) return null;
  try {
    const from = new URL(referrer);
    if (from.origin === origin || !/^https?:$/.test(from.protocol)) return null;
    return from.href;
  } catch {
    return null;
  }
}

/** A landing that says where the visitor came from: campaign parameters, a click id or another site. */
export const isMarketingTouch = (touch: Touch): boolean => PARAMS.some((name) => touch[name]) || Boolean(touch.referrer);

export const isExpired = (touch: Touch, now: Date): boolean => now.getTime() - new Date(touch.timestamp).getTime() > EXPIRY_MS;

export interface KeptTouches {
  first: Touch;
  last: Touch;
}

/**
 * The touches after a landing: expired ones are dropped; the first touch is kept while it lives
 * (or the landing becomes it); a marketing landing becomes the last touch, a plain one leaves it.
 */
export function applyLanding(kept: KeptTouches | null, landing: Touch, now: Date): KeptTouches {
  const first = kept && !isExpired(kept.first, now) ? kept.first : null;
  const last = kept && !isExpired(kept.last, now) ? kept.last : null;
  const newLast = isMarketingTouch(landing) || !last ? landing : last;
  return { first: first ?? last ?? landing, last: newLast };
}

/** The only thing sent without consent: the source's name (utm_source or the referring host), or null. */
export function sourceName(touch: Touch): string | null {
  let source = touch.utm_source ?? null;
  if (!source && touch.referrer) {
    try {
      source = new URL(touch.referrer).hostname.replace(/^www\./, "");
    } catch {
      source = null;
    }
  }
  const name = source
    ?.toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100);
  return name || null;
}
