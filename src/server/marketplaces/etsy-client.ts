import type { EtsySettings } from "./marketplace-env";
import { remoteCall, remoteJson } from "./remote-call";

export interface OAuthTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  scope: string | null;
}

interface TokenAnswer {
  access_token: string;
  refresh_token?: string;
  expires_in?: number;
  scope?: string;
}

const toTokens = (answer: TokenAnswer): OAuthTokens => ({
  accessToken: answer.access_token,
  refreshToken: answer.refresh_token ?? null,
  expiresAt: typeof answer.expires_in === "number" ? new Date(Date.now() + answer.expires_in * 1000) : null,
  scope: answer.scope ?? null,
});

/** Etsy's token endpoint: a form post with the app's keystring as client_id (PKCE: no client secret in the body). */
async function tokenRequest(settings: EtsySettings, form: Record<string, string>, timeoutMs: number): Promise<OAuthTokens> {
  const answer = await remoteJson<TokenAnswer>(
    settings.tokenUrl,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-api-key": `${settings.apiKey}:${settings.sharedSecret}` },
      body: new URLSearchParams({ client_id: settings.apiKey, ...form }),
    },
    timeoutMs,
  );
  if (typeof answer.access_token !== "string" || answer.access_token === "") throw new Error("Etsy's token answer carried no access_token");
  return toTokens(answer);
}

export const exchangeEtsyCode = (settings: EtsySettings, input: { code: string; codeVerifier: string; redirectUri: string }, timeoutMs: number) =>
  tokenRequest(settings, { grant_type: "authorization_code", code: input.code, code_verifier: input.codeVerifier, redirect_uri: input.redirectUri }, timeoutMs);

export const refreshEtsyToken = (settings: EtsySettings, refreshToken: string, timeoutMs: number) =>
  tokenRequest(settings, { grant_type: "refresh_token", refresh_token: refreshToken }, timeoutMs);

export function etsyAuthorizeUrl(
  settings: EtsySettings,
  input: { state: string; codeChallenge: string; redirectUri: string; scopes: readonly string[] },
): string {
  const url = new URL(settings.authorizeUrl);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: settings.apiKey,
    redirect_uri: input.redirectUri,
    scope: input.scopes.join(" "),
    state: input.state,
    code_challenge: input.codeChallenge,
    code_challenge_method: "S256",
  }).toString();
  return url.toString();
}

export interface EtsyUpload {
  name: string;
  bytes: Buffer;
  contentType: string;
}

export interface EtsyListingFields {
  title: string;
  description: string;
  price: string;
  quantity: number;
  who_made: string;
  when_made: string;
  taxonomy_id: number;
  tags: string[];
  type: "download";
  is_supply: boolean;
}

/**
 * A listing's fields as Etsy's reference documents createDraftListing and updateListing: a form
 * (application/x-www-form-urlencoded), with the tags as one comma-separated value (Etsy's answer in
 * etsy/open-api#291); our tags never hold a comma (Etsy's tag characters only).
 */
export function etsyListingForm(fields: Partial<EtsyListingFields>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, Array.isArray(value) ? value.join(",") : String(value));
  return form;
}

/** Open API v3 calls for one shop with one access token; every call sends `x-api-key: keystring:shared_secret`. */
export function etsyApi(settings: EtsySettings, accessToken: string, timeoutMs: number) {
  const headers = { "x-api-key": `${settings.apiKey}:${settings.sharedSecret}`, authorization: `Bearer ${accessToken}` };
  const url = (path: string) => `${settings.apiUrl}${path}`;
  const json = <T>(path: string, init: RequestInit = {}) => remoteJson<T>(url(path), { ...init, headers: { ...headers, ...init.headers } }, timeoutMs);
  const multipart = <T>(path: string, fields: Record<string, string>, file: { field: string; upload: EtsyUpload }) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append(file.field, new Blob([new Uint8Array(file.upload.bytes)], { type: file.upload.contentType }), file.upload.name);
    return json<T>(path, { method: "POST", body: form });
  };
  const listingPath = (shopId: string, listingId: string) => `/shops/${encodeURIComponent(shopId)}/listings/${encodeURIComponent(listingId)}`;
  return {
    getMe: () => json<{ user_id: number; shop_id?: number | null }>("/users/me"),
    getShop: (shopId: string) => json<{ shop_id: number; shop_name: string }>(`/shops/${encodeURIComponent(shopId)}`),
    createDraftListing: (shopId: string, fields: EtsyListingFields) =>
      json<{ listing_id: number; url?: string }>(`/shops/${encodeURIComponent(shopId)}/listings`, { method: "POST", body: etsyListingForm(fields) }),
    updateListing: (shopId: string, listingId: string, fields: Omit<EtsyListingFields, "type" | "quantity" | "price">) =>
      json<{ listing_id: number; url?: string }>(listingPath(shopId, listingId), { method: "PATCH", body: etsyListingForm(fields) }),
    /**
     * updateListingInventory: a listing's price changes through its inventory's one offering. Etsy's
     * schema requires readiness_state_id on each offering; null, as a digital listing cannot have a
     * processing profile (decision 061).
     */
    updateInventory: (listingId: string, price: number, quantity: number) =>
      json<unknown>(`/listings/${encodeURIComponent(listingId)}/inventory`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ products: [{ property_values: [], offerings: [{ price, quantity, is_enabled: true, readiness_state_id: null }] }] }),
      }),
    draftListings: (shopId: string) =>
      json<{ results: Array<{ listing_id: number; title: string; created_timestamp: number; url?: string }> }>(
        `/shops/${encodeURIComponent(shopId)}/listings?state=draft&limit=100&sort_on=created&sort_order=desc`,
      ),
    uploadImage: (shopId: string, listingId: string, upload: EtsyUpload, rank: number, altText: string) =>
      multipart<{ listing_image_id: number }>(
        `${listingPath(shopId, listingId)}/images`,
        { rank: String(rank), alt_text: altText },
        { field: "image", upload },
      ),
    deleteImage: (shopId: string, listingId: string, imageId: string) =>
      remoteCall(url(`${listingPath(shopId, listingId)}/images/${encodeURIComponent(imageId)}`), { method: "DELETE", headers }, timeoutMs),
    uploadFile: (shopId: string, listingId: string, upload: EtsyUpload, rank: number) =>
      multipart<{ listing_file_id: number }>(`${listingPath(shopId, listingId)}/files`, { name: upload.name, rank: String(rank) }, { field: "file", upload }),
    deleteFile: (shopId: string, listingId: string, fileId: string) =>
      remoteCall(url(`${listingPath(shopId, listingId)}/files/${encodeURIComponent(fileId)}`), { method: "DELETE", headers }, timeoutMs),
  };
}

export type EtsyApi = ReturnType<typeof etsyApi>;
