import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { addressBucket, clientIpResolver } from "./client-ip";

const resolverFor = (TRUST_PROXY: string) => clientIpResolver(loadConfig({ TRUST_PROXY }).TRUST_PROXY);

describe("client address behind proxies", () => {
  it("ignores X-Forwarded-For unless proxies are trusted", () => {
    expect(resolverFor("false")("198.51.100.1", "203.0.113.5")).toBe("198.51.100.1");
    expect(resolverFor("false")("::ffff:198.51.100.1", undefined)).toBe("198.51.100.1");
  });

  it("takes the hop the last trusted proxy saw, whatever the client wrote to the left of it", () => {
    const oneHop = resolverFor("true");
    expect(oneHop("10.0.0.2", "203.0.113.5")).toBe("203.0.113.5");
    expect(oneHop("10.0.0.2", "192.0.2.66, 192.0.2.77,203.0.113.5")).toBe("203.0.113.5");
    // A request that bypassed the proxy has no hop: its own socket address counts.
    expect(oneHop("198.51.100.7", undefined)).toBe("198.51.100.7");
    const twoHops = resolverFor("2");
    expect(twoHops("10.0.0.3", "192.0.2.66, 203.0.113.5, 10.0.0.2")).toBe("203.0.113.5");
    // Fewer hops than proxies: the farthest one known.
    expect(twoHops("10.0.0.3", "203.0.113.5")).toBe("203.0.113.5");
  });

  it("skips listed proxies and networks from the right and stops at the first address that is not one", () => {
    const listed = resolverFor("10.0.0.0/8, 2001:db8::/32, 127.0.0.1");
    expect(listed("127.0.0.1", "192.0.2.66, 203.0.113.5, 10.1.2.3")).toBe("203.0.113.5");
    expect(listed("2001:db8::1", "2001:DB8:1::9, 198.51.100.4")).toBe("198.51.100.4");
    expect(listed("::ffff:10.9.9.9", "2001:db8::7, 192.0.2.9")).toBe("192.0.2.9");
    // Not from a listed proxy: the header is the client's own and is ignored.
    expect(listed("198.51.100.9", "203.0.113.5")).toBe("198.51.100.9");
    // Every hop a proxy: the left-most.
    expect(listed("10.0.0.1", "10.0.0.5, 10.0.0.4")).toBe("10.0.0.5");
  });

  it("drops a port a proxy appended, and puts hops that are not addresses into one shared bucket", () => {
    expect(resolverFor("true")("10.0.0.2", "1.2.3.4, 203.0.113.5:4711")).toBe("203.0.113.5");
    expect(resolverFor("true")("10.0.0.2", "[2001:DB8::5]:443")).toBe("2001:db8::5");
    expect(resolverFor("true")("10.0.0.2", "1.2.3.4, not-an-address")).toBe("unknown");
    expect(resolverFor("true")("10.0.0.2", "1.2.3.4, 203.0.113.5:4711:1")).toBe("unknown");
  });

  it("counts an IPv6 client by its /64, since it can take a fresh address for every guess", () => {
    expect(addressBucket("2001:db8:1:2:aaaa::1")).toBe("2001:0db8:0001:0002::/64");
    expect(addressBucket("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:0db8:0001:0002::/64");
    expect(addressBucket("2001:db8::1")).toBe("2001:0db8:0000:0000::/64");
    expect(addressBucket("::1")).toBe("0000:0000:0000:0000::/64");
    expect(addressBucket("203.0.113.5")).toBe("203.0.113.5");
  });

  it("puts every spelling of one /64 into one bucket: case, compression, leading zeros, an IPv4 tail, a zone id", () => {
    const bucket = "2001:0db8:0001:0002::/64";
    for (const spelling of [
      "2001:DB8:1:2::1",
      "2001:0db8:0001:0002:0000:0000:0000:0001",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:db8:1:2::ffff:1.2.3.4",
      "2001:db8:1:2:3:4:198.51.100.7",
      "2001:db8:1:2::1%eth0",
      "2001:db8:1:2::1%25en0",
    ]) {
      expect(addressBucket(spelling), spelling).toBe(bucket);
    }
    expect(addressBucket("2001:db8:1:3::1")).toBe("2001:0db8:0001:0003::/64");
    expect(addressBucket("2001:db8::")).toBe("2001:0db8:0000:0000::/64");
    expect(addressBucket("1:2:3:4:5:6:7::")).toBe("0001:0002:0003:0004::/64");
    expect(addressBucket("::")).toBe("0000:0000:0000:0000::/64");
    expect(addressBucket("fe80::1%eth0")).toBe(addressBucket("fe80::2%wlan0"));
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address, in every form", () => {
    for (const mapped of [
      "::ffff:1.2.3.4",
      "::FFFF:1.2.3.4",
      "::ffff:102:304",
      "::ffff:0102:0304",
      "0:0:0:0:0:ffff:1.2.3.4",
      "0000:0000:0000:0000:0000:ffff:0102:0304",
      "::ffff:1.2.3.4%eth0",
    ]) {
      expect(addressBucket(mapped), mapped).toBe("1.2.3.4");
    }
    // Two mapped clients are two clients, not one shared bucket.
    expect(addressBucket("::ffff:5.6.7.8")).toBe("5.6.7.8");
    // Not mapped: the IPv4-compatible and NAT64 forms are IPv6 prefixes like any other.
    expect(addressBucket("::1.2.3.4")).toBe("0000:0000:0000:0000::/64");
    expect(addressBucket("64:ff9b::1.2.3.4")).toBe("0064:ff9b:0000:0000::/64");
  });

  it("puts anything that is not an address into the one bucket 'unknown'", () => {
    for (const junk of [
      "unknown",
      "",
      " 1.2.3.4",
      "01.2.3.4",
      "1.2.3.4.5",
      "[::1]",
      "1::2::3",
      "1:2:3:4:5:6:7:8:9",
      "fe80::1%",
      "::ffff:1.2.3.256",
      "2001:db8::g",
      "x".repeat(300),
    ]) {
      expect(addressBucket(junk), JSON.stringify(junk)).toBe("unknown");
    }
  });
});
