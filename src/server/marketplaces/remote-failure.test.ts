import { describe, expect, it } from "vitest";
import { ReconnectNeeded } from "./etsy-access";
import { RemoteError, RemoteUnavailable, retryAfterSeconds } from "./remote-call";
import { planFailure } from "./remote-failure";

const context = { marketplace: "etsy" as const, attempt: 1, retryDelaysSeconds: [5, 30], maxRetryAfterSeconds: 900 };

describe("what a failed publish attempt means", () => {
  it("waits what Retry-After says, up to the ceiling", () => {
    expect(planFailure(new RemoteError(429, "", 12), context).retryInSeconds).toBe(12);
    expect(planFailure(new RemoteError(429, "", null), context).retryInSeconds).toBe(5);
    expect(planFailure(new RemoteError(429, "", 5000), context)).toMatchObject({ retryInSeconds: null, error: { kind: "rate_limited" } });
  });

  it("backs off after 5xx and timeouts, then gives up", () => {
    expect(planFailure(new RemoteError(502, "", null), { ...context, attempt: 2 }).retryInSeconds).toBe(30);
    expect(planFailure(new RemoteUnavailable(new Error("timeout")), { ...context, attempt: 3 })).toMatchObject({
      retryInSeconds: null,
      error: { kind: "unavailable" },
    });
  });

  it("asks to reconnect on 401 and a refused refresh; names the field of a 4xx", () => {
    expect(planFailure(new RemoteError(401, "{}", null), context)).toMatchObject({ reconnect: true, error: { kind: "reconnect" } });
    expect(planFailure(new ReconnectNeeded("Etsy"), context)).toMatchObject({ reconnect: true });
    expect(planFailure(new RemoteError(400, JSON.stringify({ error: "title contains a character that is not allowed" }), null), context).error).toMatchObject({
      kind: "field",
      field: "title",
    });
  });

  it("reads Retry-After as seconds or an HTTP date", () => {
    expect(retryAfterSeconds("7")).toBe(7);
    expect(retryAfterSeconds(new Date(Date.now() + 10_000).toUTCString())).toBeGreaterThanOrEqual(9);
    expect(retryAfterSeconds("soon")).toBeNull();
  });
});
