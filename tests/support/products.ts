import { checkedFetch } from "./api-contract-check";
import type { HttpClient } from "./http-client";
import { png } from "./images";

/** Uploads images through the real endpoint and returns the response body. */
export async function upload(client: HttpClient, files: Array<{ name: string; bytes: Buffer; type?: string }>) {
  const form = new FormData();
  for (const file of files) form.append("files", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/png" }), file.name);
  const response = await checkedFetch(new URL("/api/uploads", client.baseUrl), {
    method: "POST",
    body: form,
    headers: { origin: client.origin ?? "", cookie: client.cookieHeader, ...(client.ip ? { "x-forwarded-for": client.ip } : {}) },
  });
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body: (await response.json()) as Record<string, any> };
}

export async function uploadScreenshots(client: HttpClient, count = 1): Promise<string[]> {
  const files = await Promise.all(Array.from({ length: count }, async (_, i) => ({ name: `shot-${i}.png`, bytes: await png(40 + i, 30) })));
  const { status, body } = await upload(client, files);
  if (status !== 201) throw new Error(`upload failed: ${status} ${JSON.stringify(body)}`);
  return (body.uploads as Array<{ id: string }>).map((u) => u.id);
}

export const plannerBody = (screenshotIds: string[], description = "A weekly Notion planner with habit tracking and goal pages") => ({
  description,
  category: "planner",
  targetPlatform: ["notion"],
  fileFormats: "pdf",
  screenshotIds,
  testimonial: null,
  beforeAfter: null,
});
