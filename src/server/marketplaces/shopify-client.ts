import { createHmac, timingSafeEqual } from "node:crypto";
import { SHOPIFY_SCOPES } from "../../core/marketplaces/marketplaces";
import type { OAuthTokens } from "./etsy-client";
import type { ShopifySettings } from "./marketplace-env";
import { RemoteError, remoteCall, remoteJson } from "./remote-call";

/** A shop's myshopify.com domain, the only form Shopify's install accepts ("my-shop" is completed). */
export function shopDomain(input: string): string | null {
  const text = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .replace(/\/.*$/, "");
  const domain = text.includes(".") ? text : `${text}.myshopify.com`;
  return /^[a-z0-9][a-z0-9-]{0,59}\.myshopify\.com$/.test(domain) ? domain : null;
}

export const shopBase = (settings: ShopifySettings, shop: string) => settings.shopUrl.replace("{shop}", shop);

export function shopifyAuthorizeUrl(settings: ShopifySettings, input: { shop: string; state: string; redirectUri: string }): string {
  const url = new URL(`${shopBase(settings, input.shop)}/admin/oauth/authorize`);
  url.search = new URLSearchParams({
    client_id: settings.apiKey,
    scope: SHOPIFY_SCOPES.join(","),
    redirect_uri: input.redirectUri,
    state: input.state,
  }).toString();
  return url.toString();
}

/**
 * Shopify signs the callback's query: the HMAC-SHA256 (hex, app secret) of every parameter but
 * `hmac`, sorted by name and joined as `name=value` with `&`. Compared in constant time.
 */
export function validShopifyHmac(query: Record<string, string>, secret: string): boolean {
  const { hmac, ...rest } = query;
  if (!hmac || !/^[0-9a-f]{64}$/i.test(hmac)) return false;
  const message = Object.keys(rest)
    .sort()
    .map((key) => `${key}=${rest[key]}`)
    .join("&");
  const expected = createHmac("sha256", secret).update(message).digest();
  return timingSafeEqual(expected, Buffer.from(hmac, "hex"));
}

export async function exchangeShopifyCode(settings: ShopifySettings, shop: string, code: string, timeoutMs: number): Promise<OAuthTokens> {
  const answer = await remoteJson<{ access_token?: string; scope?: string }>(
    `${shopBase(settings, shop)}/admin/oauth/access_token`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ client_id: settings.apiKey, client_secret: settings.apiSecret, code }),
    },
    timeoutMs,
  );
  if (!answer.access_token) throw new Error("Shopify's token answer carried no access_token");
  // An offline token: it does not expire; it ends when the app is uninstalled or revoked.
  return { accessToken: answer.access_token, refreshToken: null, expiresAt: null, scope: answer.scope ?? null };
}

interface GraphqlAnswer<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string } }> | string;
}

/**
 * One Admin GraphQL call. Shopify answers a throttled query with 200 and `errors[].extensions.code
 * = THROTTLED`: that becomes a 429 (retried after a wait), any other top-level error a 400 with its message.
 */
export function shopifyGraphql(settings: ShopifySettings, shop: string, accessToken: string, timeoutMs: number) {
  const endpoint = `${shopBase(settings, shop)}/admin/api/${settings.apiVersion}/graphql.json`;
  return async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const answer = await remoteJson<GraphqlAnswer<T>>(
      endpoint,
      { method: "POST", headers: { "content-type": "application/json", "x-shopify-access-token": accessToken }, body: JSON.stringify({ query, variables }) },
      timeoutMs,
    );
    const errors = typeof answer.errors === "string" ? [{ message: answer.errors }] : (answer.errors ?? []);
    if (errors.some((error) => error.extensions?.code === "THROTTLED")) throw new RemoteError(429, JSON.stringify({ error: "THROTTLED" }), 2);
    if (errors.length > 0 || !answer.data) throw new RemoteError(400, JSON.stringify({ error: errors.map((e) => e.message).join("; ") || "no data" }), null);
    return answer.data;
  };
}

export type ShopifyGraphql = ReturnType<typeof shopifyGraphql>;

/** Ends this app's access to the shop (Shopify's api_permissions/current); the connection is deleted either way. */
export async function revokeShopifyToken(settings: ShopifySettings, shop: string, accessToken: string, timeoutMs: number): Promise<void> {
  await remoteCall(
    `${shopBase(settings, shop)}/admin/api_permissions/current.json`,
    { method: "DELETE", headers: { "x-shopify-access-token": accessToken } },
    timeoutMs,
  );
}

/** Uploads bytes to a staged upload target: its form parameters first, then the file (Shopify's documented order). */
export async function uploadStaged(
  target: { url: string; parameters: Array<{ name: string; value: string }> },
  upload: { name: string; bytes: Buffer; contentType: string },
  timeoutMs: number,
) {
  const form = new FormData();
  for (const { name, value } of target.parameters) form.append(name, value);
  form.append("file", new Blob([new Uint8Array(upload.bytes)], { type: upload.contentType }), upload.name);
  await remoteCall(target.url, { method: "POST", body: form }, timeoutMs);
}
