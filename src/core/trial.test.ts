import { describe, expect, it } from "vitest";
import { trialInfo, trialText } from "./trial";

const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2026-03-01T12:00:00.000Z");
const daysLeft = (ms: number) => trialInfo(new Date(now.getTime() + ms), now).daysLeft;

describe("trial days left", () => {
  it("rounds up, so a fresh 7-day trial shows 7 and its final hours show 1", () => {
    expect(daysLeft(7 * DAY)).toBe(7);
    expect(daysLeft(6 * DAY + 1)).toBe(7);
    expect(daysLeft(2.5 * DAY)).toBe(3);
    expect(daysLeft(1)).toBe(1);
    expect(daysLeft(0)).toBe(0);
    expect(daysLeft(-DAY)).toBe(0);
  });

  it("keeps the end as ISO text", () => {
    expect(trialInfo(new Date("2026-03-08T12:00:00.000Z"), now)).toEqual({ endsAt: "2026-03-08T12:00:00.000Z", daysLeft: 7 });
  });

  it("reads 'Trial, N days left' and 'Trial, last day' on the final day", () => {
    expect(trialText({ daysLeft: 7 })).toBe("Trial, 7 days left");
    expect(trialText({ daysLeft: 2 })).toBe("Trial, 2 days left");
    expect(trialText({ daysLeft: 1 })).toBe("Trial, last day");
    expect(trialText({ daysLeft: 0 })).toBe("Trial, last day");
  });
});
