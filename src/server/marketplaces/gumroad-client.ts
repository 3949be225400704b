import type { OAuthTokens } from "./etsy-client";
import type { GumroadSettings } from "./marketplace-env";
import { RemoteError, remoteCall, remoteJson } from "./remote-call";

export function gumroadAuthorizeUrl(settings: GumroadSettings, input: { state: string; redirectUri: string }): string {
  const url = new URL(settings.authorizeUrl);
  url.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: input.redirectUri,
    scope: "edit_products",
    response_type: "code",
    state: input.state,
  }).toString();
  return url.toString();
}

/** Gumroad's token endpoint: the application's id and secret with the code; the token does not expire. */
export async function exchangeGumroadCode(settings: GumroadSettings, input: { code: string; redirectUri: string }, timeoutMs: number): Promise<OAuthTokens> {
  const answer = await remoteJson<{ access_token?: string; scope?: string }>(
    settings.tokenUrl,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: input.code,
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        redirect_uri: input.redirectUri,
      }),
    },
    timeoutMs,
  );
  if (!answer.access_token) throw new Error("Gumroad's token answer carried no access_token");
  return { accessToken: answer.access_token, refreshToken: null, expiresAt: null, scope: answer.scope ?? null };
}

/** Rails-style form fields: arrays as `key[]`, arrays of objects as `key[][field]`. */
function formOf(fields: Record<string, string | number | boolean | string[] | Array<Record<string, string>>>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (!Array.isArray(value)) {
      form.append(key, String(value));
      continue;
    }
    for (const item of value) {
      if (typeof item === "string") form.append(`${key}[]`, item);
      else for (const [field, text] of Object.entries(item)) form.append(`${key}[][${field}]`, text);
    }
  }
  return form;
}

export interface GumroadProduct {
  id: string;
  name: string;
  published: boolean;
  short_url?: string;
}

/** Gumroad's v2 API for one seller: `success: false` answers become the 4xx they describe. */
export function gumroadApi(settings: GumroadSettings, accessToken: string, timeoutMs: number) {
  const headers = { authorization: `Bearer ${accessToken}` };
  const call = async <T>(method: string, path: string, form?: URLSearchParams): Promise<T> => {
    const answer = await remoteJson<T & { success?: boolean; message?: string }>(`${settings.apiUrl}${path}`, { method, headers, body: form }, timeoutMs);
    if (answer.success === false) throw new RemoteError(422, JSON.stringify({ error: answer.message ?? "refused" }), null);
    return answer;
  };
  return {
    getUser: () => call<{ user: { user_id: string; name?: string; email?: string } }>("GET", "/user"),
    listProducts: () => call<{ products: GumroadProduct[] }>("GET", "/products"),
    createProduct: (fields: Parameters<typeof formOf>[0]) => call<{ product: GumroadProduct }>("POST", "/products", formOf(fields)),
    updateProduct: (id: string, fields: Parameters<typeof formOf>[0]) =>
      call<{ product: GumroadProduct }>("PUT", `/products/${encodeURIComponent(id)}`, formOf(fields)),
    /** The multipart upload of one file: presign, PUT each part to its URL, complete; its file_url. */
    async uploadFile(upload: { name: string; bytes: Buffer }): Promise<string> {
      const presigned = await call<{ upload_id: string; key: string; parts: Array<{ part_number: number; presigned_url: string }> }>(
        "POST",
        "/files/presign",
        formOf({ filename: upload.name, file_size: upload.bytes.length }),
      );
      const partSize = Math.ceil(upload.bytes.length / Math.max(1, presigned.parts.length));
      const etags: Array<Record<string, string>> = [];
      for (const [i, part] of presigned.parts.entries()) {
        const body = new Uint8Array(upload.bytes.subarray(i * partSize, (i + 1) * partSize));
        const answer = await remoteCall(part.presigned_url, { method: "PUT", body }, timeoutMs);
        etags.push({ part_number: String(part.part_number), etag: answer.headers.get("etag") ?? "" });
      }
      const done = await call<{ file_url: string }>("POST", "/files/complete", formOf({ upload_id: presigned.upload_id, key: presigned.key, parts: etags }));
      return done.file_url;
    },
  };
}
