import sharp from "sharp";
import { HttpClient } from "../tests/support/http-client";
import { plannerBody, upload } from "../tests/support/products";
import { readEvents } from "../tests/support/sse";

const PASSWORD = "violet-harbour-lantern-73";

/** A screenshot-sized PNG with some structure, so the product page shows a realistic image. */
function screenshot(): Promise<Buffer> {
  const rows = Array.from({ length: 8 }, (_, i) => `<rect x="80" y="${160 + i * 70}" width="${700 - i * 40}" height="36" rx="6" fill="#c7d2fe"/>`).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800">
    <rect width="1280" height="800" fill="#f8fafc"/><rect width="1280" height="96" fill="#4f46e5"/>
    <rect x="880" y="160" width="320" height="560" rx="16" fill="#e0e7ff"/>${rows}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A signed-in creator with one finished listing, made through the public API like a browser would. */
export async function seedSignedInUser(base: string): Promise<{ cookie: string; productId: string }> {
  const client = new HttpClient(base);
  const email = "lighthouse@example.com";
  await client.post("/api/auth/sign-up/email", { email, password: PASSWORD, name: "Lighthouse" });
  // Sign-up never starts a session (decision 012).
  const signIn = await client.post("/api/auth/sign-in/email", { email, password: PASSWORD });
  if (!signIn.ok) throw new Error(`bench sign-in failed: ${signIn.status}`);
  const uploaded = await upload(client, [{ name: "planner.png", bytes: await screenshot() }]);
  if (uploaded.status !== 201) throw new Error(`bench upload failed: ${uploaded.status}`);
  const screenshotIds = (uploaded.body.uploads as Array<{ id: string }>).map((u) => u.id);
  const created = await client.post(
    "/api/products",
    plannerBody(screenshotIds, "A weekly Notion planner with habit tracking, goal pages and a reading log for busy students."),
  );
  const { product } = (await created.json()) as { product: { id: string } };
  const { events } = await readEvents(client, `/api/products/${product.id}/events`, () => false, 60_000);
  if (events.at(-1)?.data.status !== "complete") throw new Error("the bench product did not complete");
  return { cookie: client.cookieHeader, productId: product.id };
}
