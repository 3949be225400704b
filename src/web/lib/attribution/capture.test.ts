import { describe, expect, it } from "vitest";
import { touchSchema } from "../../../core/attribution-schema";
import { associateAttribution, captureLanding, COUNTED_KEY, KEPT_KEY, SESSION_KEY, type CaptureDeps } from "./capture";
import { readKept } from "./kept-touches";
import { applyLanding, isExpired, sourceName, touchFromLanding } from "./touches";

const DAY = 86_400_000;
const SITE = "https://listcraft.example";

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** One browser: local storage survives, each visit is a new tab session; the clock is moved by hand. */
function browser(consent: "granted" | "denied" | null = "granted") {
  let now = new Date("2026-03-01T10:00:00Z");
  let ids = 0;
  const local = new MemoryStorage();
  let session = new MemoryStorage();
  const sent: Array<{ path: string; body: any }> = [];
  const deps = (url: string, referrer = ""): CaptureDeps => ({
    now: () => now,
    local,
    session,
    url,
    referrer,
    userAgent: "Mozilla/5.0 (test)",
    consent: () => consent,
    newId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, "0")}`,
    post: async (path, body) => void sent.push({ path, body }),
  });
  return {
    local,
    sent,
    get session() {
      return session;
    },
    land: (url: string, referrer = "") => captureLanding(deps(url, referrer)),
    associate: () => associateAttribution(deps(SITE)),
    later(days: number) {
      now = new Date(now.getTime() + days * DAY);
      session = new MemoryStorage();
    },
  };
}

describe("a landing read into a touch", () => {
  const now = new Date("2026-03-01T10:00:00Z");
  it("takes the campaign parameters, click ids, landing page and user agent", () => {
    const touch = touchFromLanding({
      url: `${SITE}/pricing?utm_source=Newsletter&utm_medium=email&utm_campaign=spring&utm_term=planner&utm_content=hero&gclid=G1&fbclid=F1&msclkid=M1&x=1`,
      referrer: "https://news.example.com/issue",
      userAgent: "UA",
      now,
    });
    expect(touch).toEqual({
      utm_source: "Newsletter",
      utm_medium: "email",
      utm_campaign: "spring",
      utm_term: "planner",
      utm_content: "hero",
      gclid: "G1",
      fbclid: "F1",
      msclkid: "M1",
      referrer: "https://news.example.com/issue",
      landing_page: "/pricing?utm_source=Newsletter&utm_medium=email&utm_campaign=spring&utm_term=planner&utm_content=hero&gclid=G1&fbclid=F1&msclkid=M1&x=1",
      user_agent: "UA",
      timestamp: now.toISOString(),
    });
    expect(touchSchema.safeParse(touch).success).toBe(true);
  });

  it("ignores our own site as a referrer, and makes hostile values fit what the server takes", () => {
    const touch = touchFromLanding({
      url: `${SITE}/?utm_campaign=${encodeURIComponent("<b>x</b>" + "y".repeat(500))}`,
      referrer: `${SITE}/products`,
      userAgent: "",
      now,
    });
    expect(touch.referrer).toBeNull();
    expect(touch.user_agent).toBeNull();
    expect(touch.utm_campaign).toHaveLength(200);
    expect(touch.utm_campaign).not.toMatch(/[<>]/);
    expect(touchSchema.safeParse(touch).success).toBe(true);
    expect(touchFromLanding({ url: `${SITE}/`, referrer: "not a url", userAgent: "UA", now }).referrer).toBeNull();
  });

  it("drops control characters, C1 and DEL included, so the server takes the touch", () => {
    const hostile = "spring\u0000\u001b\u007f\u0080\u0085\u009b\u009f sale";
    const touch = touchFromLanding({ url: `${SITE}/?utm_campaign=${encodeURIComponent(hostile)}`, referrer: "", userAgent: `UA\u0085${hostile}`, now });
    expect(touch.utm_campaign).toBe("spring sale");
    expect(touch.user_agent).toBe("UAspring sale");
    expect(touchSchema.safeParse(touch).success).toBe(true);
  });

  it("names the source by utm_source or the referring host, lower-case and at most 100 characters", () => {
    const at = (url: string, referrer = "") => sourceName(touchFromLanding({ url, referrer, userAgent: "UA", now }));
    expect(at(`${SITE}/?utm_source=Google`)).toBe("google");
    expect(at(`${SITE}/`, "https://www.Reddit.com/r/notion")).toBe("reddit.com");
    expect(at(`${SITE}/`)).toBeNull();
    expect(at(`${SITE}/?utm_source=${"a".repeat(300)}`)).toHaveLength(100);
  });
});

describe("first and last touch with the 30-day expiry", () => {
  const touch = (days: number, campaign: string | null) => ({ utm_campaign: campaign, timestamp: new Date(Date.UTC(2026, 2, 1) + days * DAY).toISOString() });
  it("keeps the first touch, replaces the last with a marketing landing only, and drops expired touches", () => {
    const first = touch(0, "spring");
    const now = (days: number) => new Date(Date.UTC(2026, 2, 1) + days * DAY);
    const kept = applyLanding(null, first, now(0));
    expect(kept).toEqual({ first, last: first });
    expect(applyLanding(kept, touch(1, null), now(1))).toEqual({ first, last: first });
    const autumn = touch(10, "autumn");
    expect(applyLanding(kept, autumn, now(10))).toEqual({ first, last: autumn });
    expect(isExpired(first, now(30))).toBe(false);
    expect(isExpired(first, now(31))).toBe(true);
    const plain = touch(31, null);
    expect(applyLanding({ first, last: autumn }, plain, now(31))).toEqual({ first: autumn, last: autumn });
    expect(readKept(JSON.stringify({ first, last: first }), now(31))).toBeNull();
    expect(readKept("{broken", now(0))).toBeNull();
  });
});

describe("capture in the browser, clock moved (issue 15 must-hold)", () => {
  it("lands with UTM, browses, comes back 10 days later with another campaign: first kept, last updated; after 31 days the touch has expired", async () => {
    const visitor = browser();
    await visitor.land(`${SITE}/pricing?utm_source=newsletter&utm_campaign=spring&gclid=G1`, "https://news.example.com/");
    const firstSession = JSON.parse(visitor.session.getItem(SESSION_KEY) ?? "null");
    expect(firstSession.touch).toMatchObject({ utm_campaign: "spring" });
    // Browsing inside the session: plain loads keep the touches and send nothing new.
    await visitor.land(`${SITE}/products`);
    await visitor.land(`${SITE}/pricing`, `${SITE}/products`);
    expect(visitor.sent).toHaveLength(1);
    expect(visitor.sent[0]).toMatchObject({
      path: "/api/attribution",
      body: { session_id: firstSession.id, first_touch: { utm_campaign: "spring", gclid: "G1" }, last_touch: { utm_campaign: "spring" } },
    });

    visitor.later(10);
    await visitor.land(`${SITE}/?utm_source=google&utm_campaign=autumn`);
    const second = visitor.sent.at(-1)?.body;
    expect(second.session_id).not.toBe(firstSession.id);
    expect(second.first_touch).toMatchObject({ utm_source: "newsletter", utm_campaign: "spring", timestamp: "2026-03-01T10:00:00.000Z" });
    expect(second.last_touch).toMatchObject({ utm_source: "google", utm_campaign: "autumn", timestamp: "2026-03-11T10:00:00.000Z" });
    await visitor.associate();
    expect(visitor.sent.at(-1)).toEqual({ path: "/api/attribution/associate", body: { session_id: second.session_id } });

    // 31 days after the last campaign both touches have expired: the next plain landing starts over.
    visitor.later(31);
    const kept = await visitor.land(`${SITE}/products`);
    expect(kept?.first).toMatchObject({ utm_campaign: null, landing_page: "/products", timestamp: "2026-04-11T10:00:00.000Z" });
    expect(kept?.last).toEqual(kept?.first);
    expect(JSON.stringify(visitor.local.getItem(KEPT_KEY))).not.toContain("spring");
    expect(visitor.sent.at(-1)?.body.first_touch).toMatchObject({ landing_page: "/products", utm_campaign: null });
  });

  it("without consent keeps nothing identifying and sends the source name once per session", async () => {
    for (const consent of ["denied", null] as const) {
      const visitor = browser(consent);
      visitor.local.setItem(KEPT_KEY, "left from before consent was withdrawn");
      await visitor.land(`${SITE}/pricing?utm_source=Newsletter&gclid=G1`);
      await visitor.land(`${SITE}/?utm_source=other`);
      expect(visitor.sent).toEqual([{ path: "/api/attribution/source", body: { source: "newsletter" } }]);
      expect(visitor.local.length).toBe(0);
      expect(visitor.session.getItem(SESSION_KEY)).toBeNull();
      expect(visitor.session.getItem(COUNTED_KEY)).toBe("1");
      await visitor.associate();
      expect(visitor.sent).toHaveLength(1);
    }
  });
});
