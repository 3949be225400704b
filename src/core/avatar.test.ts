import { describe, expect, it } from "vitest";
import { avatarDisplay, avatarInitial } from "./avatar";

describe("avatar fallback", () => {
  it("shows the avatar URL when there is one", () => {
    expect(avatarDisplay({ avatarUrl: "https://img.example/a.png", email: "x@y.z" })).toEqual({ kind: "image", url: "https://img.example/a.png" });
  });

  it("falls back to the e-mail's first letter, uppercased", () => {
    expect(avatarDisplay({ avatarUrl: "  ", email: "zoe@example.com" })).toEqual({ kind: "initial", letter: "Z" });
    expect(avatarDisplay({ avatarUrl: null, email: "  émile@example.com" })).toEqual({ kind: "initial", letter: "É" });
  });

  it("falls back to U without an e-mail", () => {
    expect(avatarDisplay({ email: "" })).toEqual({ kind: "initial", letter: "U" });
    expect(avatarDisplay(null)).toEqual({ kind: "initial", letter: "U" });
    expect(avatarInitial(undefined)).toBe("U");
  });
});
