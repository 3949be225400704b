import { checkedFetch } from "../support/api-contract-check";
import type { HttpClient } from "../support/http-client";
import { plannerBody, uploadScreenshots } from "../support/products";
import { readEvents } from "../support/sse";

/** A minimal PDF: file-type reads "%PDF-" as a PDF. */
export const pdfBytes = (text = "Weekly planner pages") => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);

/** A product the builtin writer completed through the real queue (the app must work jobs). */
export async function completedProduct(
  client: HttpClient,
  images = 2,
  /** More of the create request's fields (madeWithAi, voice). */
  extra: Record<string, unknown> = {},
): Promise<{ id: string; title: string; keywords: string[]; altTexts: string[] }> {
  const ids = await uploadScreenshots(client, images);
  const created = await client.post("/api/products", { ...plannerBody(ids), ...extra });
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${await created.text()}`);
  const { product } = (await created.json()) as { product: { id: string } };
  await readEvents(client, `/api/products/${product.id}/events`);
  const done = (await (await client.get(`/api/products/${product.id}`)).json()).product;
  if (done.status !== "complete") throw new Error(`product did not complete: ${done.status}`);
  return done;
}

/** Sends one buyer's file through the real endpoint. */
export async function uploadProductFile(client: HttpClient, productId: string, name: string, bytes: Buffer, type = "application/octet-stream") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await checkedFetch(new URL(`/api/products/${productId}/files`, client.baseUrl), {
    method: "POST",
    body: form,
    headers: { origin: client.origin ?? "", cookie: client.cookieHeader, ...(client.ip ? { "x-forwarded-for": client.ip } : {}) },
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

/**
 * Connects the client's account to Etsy the way a browser does: the app's authorize address, the
 * stand-in's consent (it answers with a redirect carrying code and state), then the app's callback.
 */
export async function connectEtsy(client: HttpClient) {
  const started = await client.post("/api/marketplaces/etsy/connect", {});
  if (started.status !== 200) throw new Error(`connect failed: ${started.status} ${await started.text()}`);
  const { url } = (await started.json()) as { url: string };
  const consent = await fetch(url, { redirect: "manual" });
  const back = new URL(consent.headers.get("location") ?? "");
  return { authorizeUrl: new URL(url), callback: back, response: await client.get(back.pathname + back.search) };
}

/** Installs the app on a Shopify shop for the client's account, through the stand-in's signed redirect. */
export async function installShopify(client: HttpClient, shop: string) {
  const started = await client.post("/api/marketplaces/shopify/connect", { shop: shop.replace(".myshopify.com", "") });
  if (started.status !== 200) throw new Error(`connect failed: ${started.status} ${await started.text()}`);
  const { url } = (await started.json()) as { url: string };
  const back = new URL((await fetch(url, { redirect: "manual" })).headers.get("location") ?? "");
  return { authorizeUrl: new URL(url), callback: back, response: await client.get(back.pathname + back.search) };
}

/** Connects Gumroad (OAuth 2.0) for the client's account through the stand-in's redirect; the callback URL and its answer. */
export async function connectGumroad(client: HttpClient) {
  const { url } = (await (await client.post("/api/marketplaces/gumroad/connect", {})).json()) as { url: string };
  const callback = new URL((await fetch(url, { redirect: "manual" })).headers.get("location") ?? "");
  return { authorizeUrl: new URL(url), callback, response: await client.get(callback.pathname + callback.search) };
}

export const SALE = { priceCents: 1250, currency: "USD", whoMade: "i_did", whenMade: "made_to_order", etsyTaxonomyId: null, madeWithAi: false } as const;
