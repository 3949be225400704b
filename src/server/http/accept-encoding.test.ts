import { describe, expect, it } from "vitest";
import { negotiateEncoding } from "./accept-encoding";

const BOTH = ["br", "gzip"] as const;

describe("negotiateEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", BOTH, "br"],
    ["gzip", BOTH, "gzip"],
    ["x-gzip", BOTH, "gzip"],
    ["br;q=0.5, gzip;q=0.8", BOTH, "gzip"],
    ["br;q=0, gzip", BOTH, "gzip"],
    ["BR", BOTH, "br"],
    ["*", BOTH, "br"],
    ["*;q=0.5, br;q=0", BOTH, "gzip"],
    ["gzip;q=0.5, identity", BOTH, "identity"],
    ["br", ["gzip"], "identity"],
    ["", BOTH, "identity"],
    ["deflate", BOTH, "identity"],
    ["gzip;q=banana", BOTH, "identity"],
    ["gzip;q=2", BOTH, "identity"],
  ] as const)("%j with %j available sends %s", (header, available, expected) => {
    expect(negotiateEncoding(header, available)).toBe(expected);
  });

  it("sends identity when the client says nothing", () => {
    expect(negotiateEncoding(undefined, BOTH)).toBe("identity");
  });

  it.each([
    ["gzip, identity;q=0", ["gzip"], "gzip"],
    ["gzip, identity;q=0", [], null],
    ["identity;q=0", ["gzip"], null],
    ["*;q=0", BOTH, null],
    ["br;q=0, gzip;q=0, identity;q=0", BOTH, null],
    ["*;q=0, identity", BOTH, "identity"],
  ] as const)("%j with %j available sends %s (q=0 refuses)", (header, available, expected) => {
    expect(negotiateEncoding(header, available)).toBe(expected);
  });
});
