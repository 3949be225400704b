import { createHash, randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono, type Context } from "hono";

/**
 * A local Etsy at the network edge for tests and the bench (issue 32): the OAuth 2.0 authorize and
 * token endpoints with PKCE (S256) checked as Etsy documents them, and the Open API v3 paths the app
 * calls, each checking `x-api-key: keystring:shared_secret` and the bearer token, with multipart
 * image and file uploads. It stores what it was sent, so tests read back the drafts.
 */

export interface StandInImage {
  id: number;
  rank: number;
  altText: string;
  size: number;
  sha256: string;
}

export interface StandInFile {
  id: number;
  name: string;
  rank: number;
  size: number;
  type: string;
  sha256: string;
}

export interface StandInListing {
  listing_id: number;
  shop_id: number;
  state: "draft";
  title: string;
  description: string;
  price: string;
  quantity: number;
  who_made: string;
  when_made: string;
  taxonomy_id: number;
  tags: string[];
  type: string;
  created_timestamp: number;
  images: StandInImage[];
  files: StandInFile[];
}

interface Grant {
  userId: number;
  challenge: string;
  redirectUri: string;
  scope: string;
}

interface Failure {
  method: string;
  path: RegExp;
  status: number;
  body?: unknown;
  retryAfter?: string;
  /** Store the request's effect, then drop the connection without answering (a crash after Etsy acted). */
  dropAfter?: boolean;
  /** Store the request's effect, then never answer (the caller is killed while it waits). */
  hangAfter?: boolean;
}

/** Removes the item with the id in place; false when there was none. */
function removeFrom(items: Array<{ id: number }>, id: number): boolean {
  const index = items.findIndex((item) => item.id === id);
  if (index >= 0) items.splice(index, 1);
  return index >= 0;
}

const sha = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");
const challengeOf = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

/**
 * Etsy's when_made values in the current year, as its reference lists them: the newest range and the
 * "vintage" bounds move each year ("2020_2024", "before_2005" in 2024; "2020_2026", "before_2007" in 2026).
 */
export function whenMadeValues(year = new Date().getUTCFullYear()): string[] {
  const decades = ["1990s", "1980s", "1970s", "1960s", "1950s", "1940s", "1930s", "1920s", "1910s", "1900s", "1800s", "1700s", "before_1700"];
  return ["made_to_order", `2020_${year}`, "2010_2019", `${year - 19}_2009`, `before_${year - 19}`, `2000_${year - 20}`, ...decades];
}

export async function startEtsyStandIn(options: { apiKey: string; sharedSecret: string; port?: number; expiresIn?: number }) {
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, { userId: number; expiresAt: number }>();
  const refreshTokens = new Map<string, number>();
  const listings = new Map<number, StandInListing>();
  const failures: Failure[] = [];
  const calls: string[] = [];
  /** Requests held open by `hangAfter`, closed with the server. */
  const hung: unknown[] = [];
  let nextId = 1000;
  let expiresIn = options.expiresIn ?? 3600;
  /** Each Etsy user has one shop; its id is the user id plus 5,000,000. */
  const shopOf = (userId: number) => userId + 5_000_000;
  let nextUser = 70_000;
  /** The Etsy user the authorize page signs in next (a browser's "Allow access" click). */
  let signedInUser: number | null = null;

  const app = new Hono();
  const error = (c: Context, status: number, message: string) => c.json({ error: message }, status as 400);

  app.use("*", async (c, next) => {
    calls.push(`${c.req.method} ${c.req.path}`);
    const failure = failures.find((f) => f.method === c.req.method && f.path.test(c.req.path));
    const acts = failure?.dropAfter || failure?.hangAfter;
    if (failure && !acts) {
      failures.splice(failures.indexOf(failure), 1);
      if (failure.retryAfter !== undefined) c.header("Retry-After", failure.retryAfter);
      return c.json(failure.body ?? { error: `stand-in failure ${failure.status}` }, failure.status as 400);
    }
    await next();
    if (failure?.hangAfter) {
      failures.splice(failures.indexOf(failure), 1);
      hung.push(c.env as never);
      await new Promise(() => undefined);
    }
    if (failure?.dropAfter) {
      failures.splice(failures.indexOf(failure), 1);
      // The request took effect; the answer never arrives.
      const incoming = c.env as { incoming?: { socket?: { destroy(): void } } };
      incoming.incoming?.socket?.destroy();
    }
  });

  app.get("/oauth/connect", (c) => {
    const q = c.req.query();
    if (q.response_type !== "code") return error(c, 400, "response_type must be code");
    if (q.client_id !== options.apiKey) return error(c, 400, "unknown client_id");
    if (q.code_challenge_method !== "S256" || !q.code_challenge || !q.state || !q.redirect_uri || !q.scope) {
      return error(c, 400, "code_challenge (S256), state, redirect_uri and scope are required");
    }
    const userId = signedInUser ?? ++nextUser;
    signedInUser = null;
    const code = randomBytes(16).toString("hex");
    grants.set(code, { userId, challenge: q.code_challenge, redirectUri: q.redirect_uri, scope: q.scope });
    const back = new URL(q.redirect_uri);
    back.searchParams.set("code", code);
    back.searchParams.set("state", q.state);
    return c.redirect(back.toString());
  });

  const issue = (c: Context, userId: number, scope: string) => {
    const access = `${userId}.${randomBytes(24).toString("hex")}`;
    const refresh = `${userId}.${randomBytes(24).toString("hex")}`;
    accessTokens.set(access, { userId, expiresAt: Date.now() + expiresIn * 1000 });
    refreshTokens.set(refresh, userId);
    return c.json({ access_token: access, token_type: "Bearer", expires_in: expiresIn, refresh_token: refresh, scope });
  };

  app.post("/v3/public/oauth/token", async (c) => {
    const form = (await c.req.parseBody()) as Record<string, string>;
    if (form.client_id !== options.apiKey) return c.json({ error: "invalid_client" }, 401);
    if (form.grant_type === "authorization_code") {
      const grant = grants.get(form.code ?? "");
      grants.delete(form.code ?? "");
      if (!grant) return c.json({ error: "invalid_grant", error_description: "code is invalid or spent" }, 400);
      if (form.redirect_uri !== grant.redirectUri) return c.json({ error: "invalid_grant", error_description: "redirect_uri mismatch" }, 400);
      if (!form.code_verifier || challengeOf(form.code_verifier) !== grant.challenge) {
        return c.json({ error: "invalid_grant", error_description: "code_verifier does not match the code_challenge" }, 400);
      }
      return issue(c, grant.userId, grant.scope);
    }
    if (form.grant_type === "refresh_token") {
      const userId = refreshTokens.get(form.refresh_token ?? "");
      if (userId === undefined) return c.json({ error: "invalid_grant", error_description: "refresh token is invalid" }, 400);
      refreshTokens.delete(form.refresh_token ?? "");
      return issue(c, userId, "listings_r listings_w shops_r");
    }
    return c.json({ error: "unsupported_grant_type" }, 400);
  });

  const api = new Hono<{ Variables: { userId: number } }>();
  api.use("*", async (c, next) => {
    if (c.req.header("x-api-key") !== `${options.apiKey}:${options.sharedSecret}`) {
      return error(c, 403, "Invalid API key: should be in the format 'keystring:shared_secret'.");
    }
    const token = (c.req.header("authorization") ?? "").replace(/^Bearer /, "");
    const held = accessTokens.get(token);
    if (!held || held.expiresAt < Date.now()) return error(c, 401, "invalid_token");
    c.set("userId", held.userId);
    await next();
  });
  const ownShop = (c: Context<{ Variables: { userId: number } }>) => Number(c.req.param("shop")) === shopOf(c.get("userId"));
  const ownListing = (c: Context<{ Variables: { userId: number } }>) => {
    const listing = listings.get(Number(c.req.param("listing")));
    return listing && listing.shop_id === Number(c.req.param("shop")) && ownShop(c) ? listing : null;
  };

  api.get("/users/me", (c) => c.json({ user_id: c.get("userId"), shop_id: shopOf(c.get("userId")) }));
  api.get("/shops/:shop", (c) =>
    ownShop(c) ? c.json({ shop_id: Number(c.req.param("shop")), shop_name: `StandInShop${c.get("userId")}` }) : error(c, 403, "not your shop"),
  );

  /** createDraftListing and updateListing take a form, as Etsy's reference documents them (decision 066); null for another body. */
  const listingForm = async (c: Context): Promise<Record<string, string> | null> => {
    if (!(c.req.header("content-type") ?? "").startsWith("application/x-www-form-urlencoded")) return null;
    return Object.fromEntries(new URLSearchParams(await c.req.text()));
  };
  /** Tags arrive as one comma-separated value (etsy/open-api#291). */
  const tagsOf = (value: string | undefined) =>
    value === undefined
      ? null
      : value
          .split(",")
          .map((tag) => tag.trim())
          .filter(Boolean);

  const listingProblem = (body: Record<string, string>, creating: boolean): string | null => {
    const required = creating ? ["quantity", "title", "description", "price", "who_made", "when_made", "taxonomy_id"] : [];
    const missing = required.find((key) => body[key] === undefined || body[key] === "");
    if (missing) return `Missing required parameter ${missing}`;
    if (typeof body.title === "string" && body.title.length > 140) return "title must be 140 characters or fewer";
    const tags = tagsOf(body.tags);
    if (tags && (tags.length > 13 || tags.some((t) => t.length > 20))) return "Invalid tags: at most 13 tags of at most 20 characters";
    if (creating && body.type !== "download") return "type must be download for a digital listing";
    if (body.who_made !== undefined && !["i_did", "someone_else", "collective"].includes(body.who_made)) return "who_made is not valid";
    if (body.when_made !== undefined && !whenMadeValues().includes(body.when_made)) return `when_made must be one of ${whenMadeValues().join(", ")}`;
    if (body.is_supply !== undefined && !["true", "false"].includes(body.is_supply)) return "is_supply must be a boolean";
    return null;
  };

  api.post("/shops/:shop/listings", async (c) => {
    if (!ownShop(c)) return error(c, 403, "not your shop");
    const body = await listingForm(c);
    if (!body) return error(c, 400, "the body must be application/x-www-form-urlencoded");
    const problem = listingProblem(body, true);
    if (problem) return error(c, 400, problem);
    const listing: StandInListing = {
      listing_id: ++nextId,
      shop_id: Number(c.req.param("shop")),
      state: "draft",
      title: String(body.title),
      description: String(body.description),
      price: Number(body.price).toFixed(2),
      quantity: Number(body.quantity),
      who_made: String(body.who_made),
      when_made: String(body.when_made),
      taxonomy_id: Number(body.taxonomy_id),
      tags: tagsOf(body.tags) ?? [],
      type: String(body.type),
      created_timestamp: Math.floor(Date.now() / 1000),
      images: [],
      files: [],
    };
    listings.set(listing.listing_id, listing);
    return c.json({ ...listing, url: `https://www.etsy.com/listing/${listing.listing_id}` }, 201);
  });

  api.patch("/shops/:shop/listings/:listing", async (c) => {
    const listing = ownListing(c);
    if (!listing) return error(c, 404, "listing not found");
    const body = await listingForm(c);
    if (!body) return error(c, 400, "the body must be application/x-www-form-urlencoded");
    const problem = listingProblem(body, false);
    if (problem) return error(c, 400, problem);
    for (const key of ["title", "description", "who_made", "when_made"] as const) if (typeof body[key] === "string") listing[key] = body[key];
    listing.tags = tagsOf(body.tags) ?? listing.tags;
    if (body.taxonomy_id !== undefined) listing.taxonomy_id = Number(body.taxonomy_id);
    return c.json(listing);
  });

  api.put("/listings/:listing/inventory", async (c) => {
    const listing = listings.get(Number(c.req.param("listing")));
    if (!listing || listing.shop_id !== shopOf(c.get("userId"))) return error(c, 404, "listing not found");
    const body = (await c.req.json()) as {
      products?: Array<{ offerings?: Array<{ price?: unknown; quantity?: unknown; is_enabled?: unknown; readiness_state_id?: unknown }> }>;
    };
    const offering = body.products?.[0]?.offerings?.[0];
    if (!offering || typeof offering.price !== "number" || offering.price < 0.2 || typeof offering.quantity !== "number") {
      return error(c, 400, "products[0].offerings[0] needs a price of at least 0.20 and a quantity");
    }
    // Etsy's 2026 schema requires readiness_state_id on every offering, null allowed: a processing
    // profile's id for a physical listing; a digital one cannot have a processing profile (decision 061).
    if (!("readiness_state_id" in offering)) return error(c, 400, "Missing required parameter products[0].offerings[0].readiness_state_id");
    if (listing.type === "download" && offering.readiness_state_id !== null) {
      return error(c, 400, "products[0].offerings[0].readiness_state_id must be null: a digital listing cannot have a processing profile");
    }
    listing.price = offering.price.toFixed(2);
    listing.quantity = offering.quantity;
    return c.json({ products: body.products });
  });

  api.get("/shops/:shop/listings", (c) => {
    if (!ownShop(c)) return error(c, 403, "not your shop");
    const shop = Number(c.req.param("shop"));
    const results = [...listings.values()].filter((l) => l.shop_id === shop && (c.req.query("state") ?? "draft") === l.state);
    return c.json({ count: results.length, results });
  });

  api.post("/shops/:shop/listings/:listing/images", async (c) => {
    const listing = ownListing(c);
    if (!listing) return error(c, 404, "listing not found");
    const form = await c.req.parseBody();
    const image = form.image;
    if (!(image instanceof File)) return error(c, 400, "image is required (multipart field 'image')");
    const altText = typeof form.alt_text === "string" ? form.alt_text : "";
    if (altText.length > 250) return error(c, 400, "alt_text must be 250 characters or fewer");
    if (listing.images.length >= 10) return error(c, 400, "A listing may have at most 10 images");
    const bytes = new Uint8Array(await image.arrayBuffer());
    const stored = { id: ++nextId, rank: Number(form.rank ?? listing.images.length + 1), altText, size: bytes.length, sha256: sha(bytes) };
    listing.images.push(stored);
    return c.json({ listing_id: listing.listing_id, listing_image_id: stored.id, rank: stored.rank, alt_text: altText }, 201);
  });

  api.delete("/shops/:shop/listings/:listing/images/:image", (c) => {
    const listing = ownListing(c);
    if (!listing) return error(c, 404, "listing not found");
    return removeFrom(listing.images, Number(c.req.param("image"))) ? c.body(null, 204) : error(c, 404, "image not found");
  });

  api.post("/shops/:shop/listings/:listing/files", async (c) => {
    const listing = ownListing(c);
    if (!listing) return error(c, 404, "listing not found");
    const form = await c.req.parseBody();
    const file = form.file;
    if (!(file instanceof File)) return error(c, 400, "file is required (multipart field 'file')");
    if (typeof form.name !== "string" || !form.name) return error(c, 400, "name is required");
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (bytes.length > 20 * 1024 * 1024) return error(c, 400, "file must be 20 MB or smaller");
    const stored = { id: ++nextId, name: form.name, rank: Number(form.rank ?? 1), size: bytes.length, type: file.type, sha256: sha(bytes) };
    listing.files.push(stored);
    return c.json({ listing_id: listing.listing_id, listing_file_id: stored.id, filename: stored.name, rank: stored.rank, size_bytes: stored.size }, 201);
  });

  api.delete("/shops/:shop/listings/:listing/files/:file", (c) => {
    const listing = ownListing(c);
    if (!listing) return error(c, 404, "listing not found");
    return removeFrom(listing.files, Number(c.req.param("file")))
      ? c.json({ count: listing.files.length, results: listing.files })
      : error(c, 404, "file not found");
  });

  app.route("/v3/application", api);

  const server: ServerType = await new Promise((resolve) => {
    const running = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: "127.0.0.1" }, () => resolve(running));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: {
      ETSY_API_KEY: options.apiKey,
      ETSY_SHARED_SECRET: options.sharedSecret,
      ETSY_AUTHORIZE_URL: `${url}/oauth/connect`,
      ETSY_TOKEN_URL: `${url}/v3/public/oauth/token`,
      ETSY_API_URL: `${url}/v3/application`,
    },
    listings,
    calls,
    shopOf,
    /** The next authorization signs in as this Etsy user (two app accounts, one Etsy user). */
    signInAs(userId: number) {
      signedInUser = userId;
    },
    /** The next matching request gets this answer instead. */
    failNext(failure: Failure) {
      failures.push(failure);
    },
    /** Tokens issued from now on expire after `seconds`. */
    setExpiresIn(seconds: number) {
      expiresIn = seconds;
    },
    /** Revokes every token of the user, as a seller removing the app on Etsy does. */
    revokeUser(userId: number) {
      for (const [token, held] of accessTokens) if (held.userId === userId) accessTokens.delete(token);
      for (const [token, holder] of refreshTokens) if (holder === userId) refreshTokens.delete(token);
    },
    draftsOf(shopId: number) {
      return [...listings.values()].filter((listing) => listing.shop_id === shopId);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}

export type EtsyStandIn = Awaited<ReturnType<typeof startEtsyStandIn>>;
