import { describe, expect, it } from "vitest";
import { isAdminUser } from "./admin";

describe("isAdminUser", () => {
  it("needs the configured address, verified, compared without case", () => {
    expect(isAdminUser({ email: "Boss@Example.com", emailVerified: true }, "boss@example.com")).toBe(true);
    expect(isAdminUser({ email: "boss@example.com", emailVerified: false }, "boss@example.com")).toBe(false);
    expect(isAdminUser({ email: "other@example.com", emailVerified: true }, "boss@example.com")).toBe(false);
    expect(isAdminUser({ email: "boss@example.com", emailVerified: true }, undefined)).toBe(false);
    expect(isAdminUser(null, "boss@example.com")).toBe(false);
  });
});
