import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifiedToken } from "./session-token";

const SECRET = "a-secret-that-is-at-least-32-characters";
const sign = (token: string, secret = SECRET) => `${token}.${createHmac("sha256", secret).update(token).digest("base64")}`;

describe("verifiedToken", () => {
  it("returns the token of a value signed with the secret", () => {
    expect(verifiedToken(sign("pRQbaL8ZI06FY15DjdoGaBB5xsDq1FBx"), SECRET)).toBe("pRQbaL8ZI06FY15DjdoGaBB5xsDq1FBx");
  });

  it("refuses another secret's signature, an edited token or signature, and values without one", () => {
    const good = sign("tokenA");
    for (const bad of [
      sign("tokenA", "another-secret-of-at-least-32-characters"),
      `tokenB${good.slice(6)}`,
      `${good.slice(0, -2)}x=`,
      `${good}x`,
      "tokenA",
      "tokenA.",
      ".abc",
      "",
    ]) {
      expect(verifiedToken(bad, SECRET), bad).toBeNull();
    }
  });
});
