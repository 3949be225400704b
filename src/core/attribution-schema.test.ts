import { describe, expect, it } from "vitest";
import { touchSchema } from "./attribution-schema";

const timestamp = "2026-03-01T10:00:00.000Z";
// C0, DEL and C1 (NEL, CSI, the last C1), the kinds a pasted or crafted address can carry.
const HOSTILE = [
  "spring\u0000sale",
  "spring\u001b[31msale",
  "spring\u007fsale",
  "spring\u0080sale",
  "spring\u0085sale",
  "spring\u009b2Jsale",
  "spring\u009fsale",
];

describe("a touch as the browser sends it", () => {
  it("refuses control characters, C1 and DEL included, in every field", () => {
    for (const value of HOSTILE) {
      for (const field of ["utm_campaign", "gclid", "referrer", "user_agent"]) {
        const result = touchSchema.safeParse({ [field]: value, timestamp });
        expect(result.success, `${field} ${JSON.stringify(value)}`).toBe(false);
        expect(result.error?.issues[0]?.message).toBe("must be plain text");
      }
    }
  });

  it("keeps accents, other scripts and emoji", () => {
    const utm_campaign = "Café été — 春 sale ☕ ¡olé!";
    expect(touchSchema.parse({ utm_campaign, timestamp }).utm_campaign).toBe(utm_campaign);
  });
});
