// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEDUP_TRIM_AT, EVENT_HISTORY } from "../../../core/analytics";
import { eventHistory, flush, markSeen, onTrack, seenIds, setSender, track, type TrackedEvent } from "./track";

describe("track", () => {
  let sent: TrackedEvent[][];
  beforeEach(() => {
    sessionStorage.clear();
    sent = [];
    setSender((events) => sent.push(events));
  });
  afterEach(() => {
    flush();
    setSender(null);
  });

  it("keeps only the last 50 events in the history", () => {
    const ids = Array.from({ length: EVENT_HISTORY + 7 }, () => track("view_pricing")?.event_id);
    const history = eventHistory();
    expect(history).toHaveLength(EVENT_HISTORY);
    expect(history.map((event) => event.event_id)).toEqual(ids.slice(-EVENT_HISTORY));
  });

  it("trims the dedup set to the newest 50 once it passes 100, and still refuses a repeat", () => {
    for (let i = 0; i < DEDUP_TRIM_AT; i++) expect(markSeen(`id-${i}`)).toBe(true);
    expect(seenIds()).toHaveLength(DEDUP_TRIM_AT);
    expect(markSeen("id-5")).toBe(false);
    expect(markSeen(`id-${DEDUP_TRIM_AT}`)).toBe(true);
    const seen = seenIds();
    expect(seen).toHaveLength(EVENT_HISTORY);
    expect(seen.at(0)).toBe(`id-${DEDUP_TRIM_AT + 1 - EVENT_HISTORY}`);
    expect(seen.at(-1)).toBe(`id-${DEDUP_TRIM_AT}`);
    expect(markSeen(`id-${DEDUP_TRIM_AT}`)).toBe(false);
  });

  it("sends an event id once, in batches of at most 20, without marketing identifiers", () => {
    const first = track("begin_checkout", { value: 39, currency: "USD", properties: { tier: "pro", interval: "monthly", gclid: "x", utm_source: "g" } });
    expect(first?.properties).toEqual({ tier: "pro", interval: "monthly" });
    expect(track("begin_checkout", { eventId: first?.event_id })).toBeNull();
    for (let i = 0; i < 25; i++) track("view_pricing");
    flush();
    expect(sent.map((batch) => batch.length)).toEqual([20, 6]);
    expect(new Set(sent.flat().map((event) => event.event_id)).size).toBe(26);
    expect(sent[0]?.[0]).toMatchObject({ name: "begin_checkout", value: 39, currency: "USD" });
  });

  it("tells every listener, and a failing listener stops nothing", () => {
    const heard: string[] = [];
    const offBroken = onTrack(() => {
      throw new Error("destination down");
    });
    const off = onTrack((event) => heard.push(event.name));
    track("sign_in");
    off();
    offBroken();
    track("sign_up");
    flush();
    expect(heard).toEqual(["sign_in"]);
    expect(sent.flat().map((event) => event.name)).toEqual(["sign_in", "sign_up"]);
  });
});
