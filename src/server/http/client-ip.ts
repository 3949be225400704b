import { BlockList, isIP } from "node:net";
import type { Context, MiddlewareHandler } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { TrustProxy } from "../config";

/**
 * The header that carries the address resolved here to Better Auth (advanced.ipAddress), so its
 * sessions record the address our limits count. Set on every request, over anything a client sent.
 */
export const CLIENT_IP_HEADER = "x-listcraft-client-ip";

/**
 * Who the client is, from the socket's address and X-Forwarded-For. Each proxy appends the
 * address it saw, so the chain is read from the right (nearest first); the left-most hops are
 * whatever the client wrote. Behind `hops` proxies the client is that many hops from the socket;
 * with a list, it is the nearest address that is not one of the listed proxies.
 */
export function clientIpResolver(trust: TrustProxy): (socket: string | undefined, forwardedFor: string | undefined) => string {
  if (trust === false) return (socket) => normalise(socket);
  const chainOf = (socket: string | undefined, forwardedFor: string | undefined) => [
    socket,
    ...(forwardedFor ?? "")
      .split(",")
      .map((hop) => hop.trim())
      .filter(Boolean)
      .reverse(),
  ];
  if ("hops" in trust) {
    return (socket, forwardedFor) => {
      const chain = chainOf(socket, forwardedFor);
      return normalise(chain[Math.min(trust.hops, chain.length - 1)]);
    };
  }
  const proxies = new BlockList();
  for (const entry of trust.proxies) {
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(prefix), family);
  }
  const isProxy = (address: string | undefined) => {
    const family = isIP(address ?? "");
    return family !== 0 && proxies.check(address ?? "", family === 6 ? "ipv6" : "ipv4");
  };
  return (socket, forwardedFor) => {
    const chain = chainOf(socket, forwardedFor);
    let hop = 0;
    while (hop < chain.length - 1 && isProxy(chain[hop])) hop++;
    return normalise(chain[hop]);
  };
}

/**
 * Some proxies append a port (`203.0.113.5:4711`, `[2001:db8::1]:443`); it is dropped. Anything
 * that is not an address (a forged or garbled hop) shares one bucket instead of minting new ones.
 */
function normalise(address: string | undefined): string {
  const plain = address
    ?.replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, "$1")
    .replace(/^\[([0-9a-f:.]+)\](?::\d+)?$/i, "$1")
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  return plain && isIP(plain) ? plain.toLowerCase() : "unknown";
}

export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

export function resolveClientIp(trust: TrustProxy): MiddlewareHandler {
  const resolve = clientIpResolver(trust);
  return async (c, next) => {
    c.req.raw.headers.set(CLIENT_IP_HEADER, resolve(socketAddress(c), c.req.header("x-forwarded-for")));
    await next();
  };
}

export const clientIp = (c: Context): string => c.req.header(CLIENT_IP_HEADER) ?? "unknown";

/**
 * The eight 16-bit groups of an IPv6 address, or null. A zone id (`%eth0`) names the machine's own
 * interface, not the client, and is dropped; an embedded IPv4 tail (`::ffff:1.2.3.4`) is two groups.
 */
function ipv6Groups(address: string): number[] | null {
  const [plain = ""] = address.split("%");
  if (isIP(plain) !== 6) return null;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(plain);
  const hex = dotted
    ? `${plain.slice(0, dotted.index)}${((Number(dotted[1]) << 8) | Number(dotted[2])).toString(16)}:${((Number(dotted[3]) << 8) | Number(dotted[4])).toString(16)}`
    : plain;
  const parse = (part: string | undefined) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const [head, tail] = hex.split("::");
  const left = parse(head);
  const right = parse(tail);
  const groups = tail === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((group) => group >= 0 && group <= 0xffff) ? groups : null;
}

/**
 * The per-address budget's key, for every limit that counts by client address. An IPv6 client
 * usually holds a whole /64 and could take a fresh address for every guess, so IPv6 addresses count
 * by their /64 (as Better Auth groups them), whatever way they are written. An IPv4-mapped address
 * (`::ffff:1.2.3.4`, `::ffff:102:304`) is its IPv4 address; IPv4 is unchanged; anything that is not
 * an address shares the one bucket "unknown" rather than minting new ones.
 */
export function addressBucket(address: string): string {
  const family = isIP(address);
  if (family === 4) return address;
  const groups = family === 6 ? ipv6Groups(address.toLowerCase()) : null;
  if (!groups) return "unknown";
  const [g5 = 0, g6 = 0, g7 = 0] = groups.slice(5);
  if (groups.slice(0, 5).every((group) => group === 0) && g5 === 0xffff) return [g6 >> 8, g6 & 255, g7 >> 8, g7 & 255].join(".");
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16).padStart(4, "0"))
    .join(":")}::/64`;
}
