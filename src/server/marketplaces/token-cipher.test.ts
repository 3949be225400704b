import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { resolveTokenKey, tokenCipher } from "./token-cipher";

const dir = mkdtempSync(path.join(os.tmpdir(), "token-key-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("token cipher", () => {
  it("seals a token so that it reads back, differs each time, and does not show the token", () => {
    const cipher = tokenCipher(Buffer.alloc(32, 7));
    const a = cipher.seal("12345.secret-access-token");
    const b = cipher.seal("12345.secret-access-token");
    expect(a).not.toBe(b);
    expect(a).not.toContain("secret");
    expect(cipher.open(a)).toBe("12345.secret-access-token");
  });

  it("refuses a tampered ciphertext and another key", () => {
    const sealed = tokenCipher(Buffer.alloc(32, 1)).seal("token");
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3] ?? "", "base64url");
    body[0] = (body[0] ?? 0) ^ 1;
    expect(() => tokenCipher(Buffer.alloc(32, 1)).open([parts[0], parts[1], parts[2], body.toString("base64url")].join("."))).toThrow();
    expect(() => tokenCipher(Buffer.alloc(32, 2)).open(sealed)).toThrow();
  });

  it("generates a key into DATA_DIR once and reads it back; a configured key wins", () => {
    const first = resolveTokenKey(undefined, dir);
    expect(first.generated).toBe(true);
    expect(readFileSync(path.join(dir, "marketplace-token-key"), "utf8").trim()).toBe(first.key.toString("hex"));
    const again = resolveTokenKey(undefined, dir);
    expect(again).toEqual({ key: first.key, generated: false });
    expect(resolveTokenKey("ab".repeat(32), dir).key).toEqual(Buffer.alloc(32, 0xab));
  });
});
