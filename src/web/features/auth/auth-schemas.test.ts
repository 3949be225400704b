import { describe, expect, it } from "vitest";
import { displayName, signInSchema } from "./auth-schemas";

describe("displayName", () => {
  it("joins the names the user gave", () => {
    expect(displayName({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" })).toBe("Ada Lovelace");
    expect(displayName({ firstName: "", lastName: "Lovelace", email: "ada@example.com" })).toBe("Lovelace");
  });

  it("falls back to the e-mail's local part when both names are empty", () => {
    expect(displayName({ firstName: "", lastName: "", email: "ada.l@example.com" })).toBe("ada.l");
  });
});

describe("signInSchema", () => {
  it("requires both fields and trims the e-mail", () => {
    expect(signInSchema.safeParse({ email: "", password: "" }).success).toBe(false);
    expect(signInSchema.parse({ email: " ada@example.com ", password: "x" }).email).toBe("ada@example.com");
  });
});
