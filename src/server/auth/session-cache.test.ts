import { describe, expect, it, vi } from "vitest";
import type { SessionData } from "./session";
import { createSessionCache } from "./session-cache";

const T0 = Date.parse("2026-01-01T00:00:00Z");

/** A session for `token` (signed value `token.sig`) of `userId`, expiring `expiresInMs` after T0. */
function sessionOf(token: string, userId = `user-${token}`, expiresInMs = 7 * 24 * 3600_000): SessionData {
  return {
    session: { id: `s-${token}`, token, userId, expiresAt: new Date(T0 + expiresInMs), createdAt: new Date(T0), updatedAt: new Date(T0) },
    user: { id: userId, email: `${userId}@example.com`, name: "", emailVerified: true, createdAt: new Date(T0), updatedAt: new Date(T0) },
  } as SessionData;
}

function setUp(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const clock = { now: T0 };
  const cache = createSessionCache({
    ttlMs: options.ttlMs ?? 5000,
    maxEntries: options.maxEntries ?? 100,
    verify: (value) => (value.endsWith(".sig") ? value.slice(0, -4) : null),
    now: () => clock.now,
  });
  const loads: string[] = [];
  const lookup = (token: string, found: SessionData | null = sessionOf(token)) =>
    cache.lookup(`${token}.sig`, async () => {
      loads.push(token);
      return found;
    });
  return { cache, clock, loads, lookup };
}

describe("session cache", () => {
  it("answers from memory until the entry is ttl old, then asks again", async () => {
    const { clock, loads, lookup } = setUp();
    expect((await lookup("a"))?.user.id).toBe("user-a");
    clock.now += 4999;
    expect((await lookup("a"))?.user.id).toBe("user-a");
    expect(loads).toEqual(["a"]);
    clock.now += 1;
    await lookup("a");
    expect(loads).toEqual(["a", "a"]);
  });

  it("never keeps an entry past its session's own expiry", async () => {
    const { clock, loads, lookup } = setUp();
    await lookup("a", sessionOf("a", "user-a", 1000));
    clock.now += 1000;
    await lookup("a", null);
    expect(loads).toEqual(["a", "a"]);
  });

  it("refuses a value without the server's signature without asking anyone", async () => {
    const { cache, loads, lookup } = setUp();
    await lookup("a");
    const load = vi.fn(async () => sessionOf("a"));
    expect(await cache.lookup("a.forged", load)).toBeNull();
    expect(await cache.lookup("a", load)).toBeNull();
    expect(load).not.toHaveBeenCalled();
    expect(loads).toEqual(["a"]);
  });

  it("keeps no answer that is not the token's own session, and no absent session", async () => {
    const { cache, loads, lookup } = setUp();
    expect((await lookup("a", sessionOf("b")))?.session.token).toBe("b");
    expect(await lookup("c", null)).toBeNull();
    expect(cache.size).toBe(0);
    await lookup("a", sessionOf("b"));
    expect(loads).toEqual(["a", "c", "a"]);
  });

  it("forgets a token or every session of an account at once", async () => {
    const { cache, loads, lookup } = setUp();
    await lookup("a", sessionOf("a", "ada"));
    await lookup("b", sessionOf("b", "ada"));
    await lookup("c", sessionOf("c", "cy"));
    cache.forgetToken("c");
    expect(cache.size).toBe(2);
    cache.forgetUser("ada");
    expect(cache.size).toBe(0);
    await lookup("a", null);
    expect(loads).toEqual(["a", "b", "c", "a"]);
  });

  it("does not store what a lookup read while the account was being forgotten", async () => {
    const { cache, lookup } = setUp();
    let release: (data: SessionData) => void = () => undefined;
    const pending = cache.lookup("a.sig", () => new Promise<SessionData>((resolve) => (release = resolve)));
    cache.forgetUser("user-a");
    release(sessionOf("a"));
    expect((await pending)?.user.id).toBe("user-a");
    expect(cache.size).toBe(0);
    await lookup("a");
    expect(cache.size).toBe(1);
  });

  it("answers requests that arrive while a session is being looked up with that one lookup", async () => {
    const { cache, loads, lookup } = setUp();
    let release: (data: SessionData) => void = () => undefined;
    const load = vi.fn(() => new Promise<SessionData>((resolve) => (release = resolve)));
    const waiting = [cache.lookup("a.sig", load), cache.lookup("a.sig", load), cache.lookup("a.sig", load)];
    release(sessionOf("a"));
    expect((await Promise.all(waiting)).map((data) => data?.session.token)).toEqual(["a", "a", "a"]);
    expect(load).toHaveBeenCalledTimes(1);
    await lookup("a");
    expect(loads).toEqual([]);
  });

  it("lets no request join a lookup that was under way when the session ended", async () => {
    const { cache } = setUp();
    let release: (data: SessionData) => void = () => undefined;
    const first = cache.lookup("a.sig", () => new Promise<SessionData>((resolve) => (release = resolve)));
    cache.forgetToken("a");
    const after = vi.fn(async () => null);
    expect(await cache.lookup("a.sig", after)).toBeNull();
    expect(after).toHaveBeenCalledTimes(1);
    release(sessionOf("a"));
    await first;
    expect(cache.size).toBe(0);
  });

  it("holds at most maxEntries, dropping the oldest first", async () => {
    const { cache, loads, lookup } = setUp({ maxEntries: 2 });
    for (const token of ["a", "b", "c"]) await lookup(token);
    expect(cache.size).toBe(2);
    await lookup("c");
    await lookup("b");
    await lookup("a");
    expect(loads).toEqual(["a", "b", "c", "a"]);
    expect(cache.size).toBe(2);
  });

  it("keeps nothing with a ttl of 0", async () => {
    const { cache, loads, lookup } = setUp({ ttlMs: 0 });
    await lookup("a");
    await lookup("a");
    expect(loads).toEqual(["a", "a"]);
    expect(cache.size).toBe(0);
  });
});
