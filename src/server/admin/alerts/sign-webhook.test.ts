import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signAlertBody, verifyAlertSignature } from "./sign-webhook";

const SECRET = "a-secret-of-sixteen-plus";
const BODY = '{"type":"alert.raised","rule":"payment-mismatch"}';

describe("alert webhook signature", () => {
  it("is t=<unix>,v1=<hex HMAC-SHA256 of '<t>.<body>'>", () => {
    const expected = createHmac("sha256", SECRET).update(`1700000000.${BODY}`).digest("hex");
    expect(signAlertBody(BODY, SECRET, 1_700_000_000)).toBe(`t=1700000000,v1=${expected}`);
  });

  it("verifies its own signature within the tolerance", () => {
    const header = signAlertBody(BODY, SECRET, 1_700_000_000);
    expect(verifyAlertSignature(header, BODY, SECRET, { now: 1_700_000_100 })).toBe(true);
  });

  it("refuses a changed body, another secret, an old or future timestamp and malformed headers", () => {
    const header = signAlertBody(BODY, SECRET, 1_700_000_000);
    expect(verifyAlertSignature(header, `${BODY} `, SECRET, { now: 1_700_000_000 })).toBe(false);
    expect(verifyAlertSignature(header, BODY, `${SECRET}x`, { now: 1_700_000_000 })).toBe(false);
    expect(verifyAlertSignature(header, BODY, SECRET, { now: 1_700_000_301 })).toBe(false);
    expect(verifyAlertSignature(header, BODY, SECRET, { now: 1_699_999_000, toleranceSeconds: 60 })).toBe(false);
    const retimed = header.replace("t=1700000000", "t=1700000001");
    expect(verifyAlertSignature(retimed, BODY, SECRET, { now: 1_700_000_000 })).toBe(false);
    for (const bad of ["", "t=,v1=", "v1=abc", `t=1700000000,v1=${"0".repeat(63)}`, "t=1e9,v1=" + "a".repeat(64)]) {
      expect(verifyAlertSignature(bad, BODY, SECRET, { now: 1_700_000_000 })).toBe(false);
    }
  });
});
