import { describe, expect, it } from "vitest";
import { browserEventSchema } from "./browser-events";

const event = (properties: Record<string, unknown>) => ({
  event_id: crypto.randomUUID(),
  name: "view_pricing",
  occurred_at: new Date(Date.now() - 1000).toISOString(),
  properties,
});

describe("a browser event's property values", () => {
  it("refuse control characters, C1 and DEL included", () => {
    for (const value of ["a\u0000b", "a\u001bb", "a\u007fb", "a\u0080b", "a\u0085b", "a\u009b2Jb", "a\u009fb"]) {
      const result = browserEventSchema.safeParse(event({ tier: value }));
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ["properties", "tier"], message: "must be plain text" });
    }
  });

  it("keep accents, other scripts and emoji", () => {
    expect(browserEventSchema.parse(event({ category: "Café été 春 ☕" })).properties).toEqual({ category: "Café été 春 ☕" });
  });
});
