import { describe, expect, it } from "vitest";
import { normalisedEmail, trialEmailKey } from "./trial-email-key";

describe("the trial ledger's e-mail key", () => {
  it("folds case, +tags and Gmail's dots and domains into one address", () => {
    expect(normalisedEmail(" Jane.Doe+Trial2@GMail.com ")).toBe("janedoe@gmail.com");
    expect(normalisedEmail("j.a.n.e.doe@googlemail.com")).toBe("janedoe@gmail.com");
    expect(normalisedEmail("jane.doe+x+y@example.com")).toBe("jane.doe@example.com");
    expect(normalisedEmail("Jane.Doe@Example.COM.")).toBe("jane.doe@example.com");
    // Dots count outside Gmail; a local part that is all tag stays as it is.
    expect(normalisedEmail("jane.doe@example.com")).not.toBe(normalisedEmail("janedoe@example.com"));
    expect(normalisedEmail("+x@example.com")).toBe("+x@example.com");
  });

  it("is a keyed hash: the same for aliases, different under another secret, never the address", () => {
    const key = trialEmailKey("secret-one-0123456789");
    expect(key("jane.doe+a@gmail.com")).toBe(key("JANEDOE@googlemail.com"));
    expect(key("jane@example.com")).not.toBe(key("john@example.com"));
    expect(key("jane@example.com")).not.toBe(trialEmailKey("secret-two-0123456789")("jane@example.com"));
    expect(key("jane@example.com")).toMatch(/^[0-9a-f]{64}$/);
  });
});
