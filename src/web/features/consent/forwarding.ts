import type { AnalyticsProviderConfig } from "../../../core/api-types";
import type { ConsentState } from "../../../core/analytics";
import type { OnTrack, TrackedEvent } from "./track-source";

/**
 * Forwards the app's analytics events to the configured provider (issue 15), opt-in and lazy: the
 * provider's script is added to the page only once consent is "granted" (never with GPC/Do Not
 * Track, "denied" or unanswered), and withdrawing consent stops forwarding at once.
 */
interface ForwardingDeps {
  provider: AnalyticsProviderConfig | null;
  readConsent: () => ConsentState | null;
  subscribeConsent: (listener: () => void) => () => void;
  onTrack: OnTrack;
  /** The page to add the script to (a test passes its own). */
  document?: Document;
}

type Params = TrackedEvent["params"];
type Gtag = (...args: unknown[]) => void;
interface ProviderWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
  plausible?: ((name: string, options?: { props?: Params }) => void) & { q?: unknown[] };
  umami?: { track: (name: string, data?: Params) => void };
  [gaDisable: `ga-disable-${string}`]: boolean | undefined;
}
const providerWindow = (doc: Document) => (doc.defaultView ?? {}) as unknown as ProviderWindow;

function addScript(doc: Document, src: string, data: Record<string, string> = {}) {
  const script = doc.createElement("script");
  script.async = true;
  script.src = src;
  for (const [key, value] of Object.entries(data)) script.dataset[key] = value;
  doc.head.append(script);
  return script;
}

/** Adds the provider's script and returns how one event is sent; calls made before it loads are queued. */
function load(provider: AnalyticsProviderConfig, doc: Document): (event: TrackedEvent) => void {
  const win = providerWindow(doc);
  switch (provider.provider) {
    case "ga": {
      win.dataLayer ??= [];
      // gtag.js reads the arguments objects its stub pushed, so the stub pushes `arguments` itself.
      win.gtag ??= function gtag() {
        // eslint-disable-next-line prefer-rest-params
        win.dataLayer?.push(arguments);
      };
      win[`ga-disable-${provider.measurementId}`] = false;
      win.gtag("js", new Date());
      win.gtag("config", provider.measurementId);
      addScript(doc, `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(provider.measurementId)}`);
      return ({ name, eventId, params }) => win.gtag?.("event", name, { ...params, ...(eventId ? { event_id: eventId } : {}) });
    }
    case "plausible": {
      win.plausible ??= Object.assign((...args: unknown[]) => void (win.plausible!.q ??= []).push(args), { q: [] as unknown[] });
      addScript(doc, provider.scriptUrl, { domain: provider.domain });
      return ({ name, params }) => win.plausible?.(name, params ? { props: params } : undefined);
    }
    case "umami": {
      // Umami has no stub to queue into: events before its script runs wait here (a few at most).
      const queued: TrackedEvent[] = [];
      const flush = () => {
        for (const early of queued.splice(0)) win.umami?.track(early.name, early.params);
      };
      addScript(doc, provider.scriptUrl, { websiteId: provider.websiteId }).addEventListener("load", flush);
      return (event) => {
        if (!win.umami) {
          if (queued.length < 50) queued.push(event);
          return;
        }
        flush();
        win.umami.track(event.name, event.params);
      };
    }
  }
}

export function startForwarding({ provider, readConsent, subscribeConsent, onTrack, document: doc = globalThis.document }: ForwardingDeps): () => void {
  if (!provider || !doc) return () => undefined;
  let send: ((event: TrackedEvent) => void) | null = null;
  let stopTracking: (() => void) | null = null;

  const follow = () => {
    const granted = readConsent() === "granted";
    if (granted && !stopTracking) {
      send ??= load(provider, doc);
      if (provider.provider === "ga") providerWindow(doc)[`ga-disable-${provider.measurementId}`] = false;
      stopTracking = onTrack((event) => send?.(event));
    } else if (!granted && stopTracking) {
      stopTracking();
      stopTracking = null;
      // A loaded gtag.js keeps its own page-view measurement; Google's documented switch turns it off.
      if (provider.provider === "ga") providerWindow(doc)[`ga-disable-${provider.measurementId}`] = true;
    }
  };
  follow();
  const unsubscribe = subscribeConsent(follow);
  return () => {
    unsubscribe();
    stopTracking?.();
    stopTracking = null;
  };
}
