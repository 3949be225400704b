import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ConsentState } from "../../../core/analytics";
import type { AnalyticsProviderConfig } from "../../../core/api-types";
import { startForwarding } from "./forwarding";
import type { TrackListener } from "./track-source";

/** A consent store and an event source the test drives. */
function harness(initial: ConsentState | null) {
  let consent = initial;
  const consentListeners = new Set<() => void>();
  const trackListeners = new Set<TrackListener>();
  return {
    deps: {
      readConsent: () => consent,
      subscribeConsent: (listener: () => void) => (consentListeners.add(listener), () => void consentListeners.delete(listener)),
      onTrack: (listener: TrackListener) => (trackListeners.add(listener), () => void trackListeners.delete(listener)),
    },
    setConsent(next: ConsentState | null) {
      consent = next;
      for (const listener of consentListeners) listener();
    },
    track: (name: "sign_up" | "view_pricing", params?: Record<string, string>) => {
      for (const listener of trackListeners) listener({ name, params });
    },
    trackListenerCount: () => trackListeners.size,
  };
}

const scripts = () => [...document.querySelectorAll("script")].map((s) => s.src);
const win = window as unknown as { dataLayer?: IArguments[]; gtag?: unknown; plausible?: { q?: unknown[][] } } & Record<string, unknown>;
const GA: AnalyticsProviderConfig = { provider: "ga", measurementId: "G-TEST1234" };

beforeEach(() => {
  document.head.innerHTML = "";
  delete win.dataLayer;
  delete win.gtag;
  delete win.plausible;
});

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe("startForwarding", () => {
  it.each([null, "denied"] as const)("loads nothing and forwards nothing while consent is %s", (consent) => {
    const h = harness(consent);
    stop = startForwarding({ provider: GA, ...h.deps });
    h.track("sign_up");
    expect(scripts()).toEqual([]);
    expect(win.dataLayer).toBeUndefined();
    expect(h.trackListenerCount()).toBe(0);
  });

  it("loads nothing with no provider configured, even with consent", () => {
    const h = harness("granted");
    stop = startForwarding({ provider: null, ...h.deps });
    expect(scripts()).toEqual([]);
    expect(h.trackListenerCount()).toBe(0);
  });

  it("adds gtag.js once consent is granted, forwards events, and stops when consent is withdrawn", () => {
    const h = harness(null);
    stop = startForwarding({ provider: GA, ...h.deps });
    h.setConsent("granted");
    expect(scripts()).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-TEST1234"]);
    h.track("view_pricing", { plan: "pro" });
    const pushed = (win.dataLayer ?? []).map((args) => [...args]);
    expect(pushed[1]).toEqual(["config", "G-TEST1234"]);
    expect(pushed[2]).toEqual(["event", "view_pricing", { plan: "pro" }]);

    h.setConsent("denied");
    h.track("sign_up");
    expect(win.dataLayer).toHaveLength(3);
    expect(win["ga-disable-G-TEST1234"]).toBe(true);
    // Granting again forwards again without a second script.
    h.setConsent("granted");
    h.track("sign_up");
    expect(win.dataLayer).toHaveLength(4);
    expect(scripts()).toHaveLength(1);
  });

  it("adds Plausible's script with the domain and queues events until it runs", () => {
    const h = harness("granted");
    stop = startForwarding({
      provider: { provider: "plausible", scriptUrl: "https://stats.example.com/js/script.js", domain: "listcraft.example" },
      ...h.deps,
    });
    const script = document.querySelector("script");
    expect(script?.src).toBe("https://stats.example.com/js/script.js");
    expect(script?.dataset.domain).toBe("listcraft.example");
    h.track("sign_up");
    expect(win.plausible?.q).toEqual([["sign_up", undefined]]);
  });

  it("adds Umami's script with the website id", () => {
    const h = harness("granted");
    const websiteId = "4f1c2a8e-5b3d-4e6f-8a9b-0c1d2e3f4a5b";
    stop = startForwarding({ provider: { provider: "umami", scriptUrl: "https://umami.example.com/script.js", websiteId }, ...h.deps });
    expect(document.querySelector("script")?.dataset.websiteId).toBe(websiteId);
  });
});
