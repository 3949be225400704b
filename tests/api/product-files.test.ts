import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { zipSync, strToU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config";
import { productFiles } from "../../src/server/db/schema";
import { backends } from "../support/databases";
import { png } from "../support/images";
import { startTestApp, STRONG_PASSWORD, type TestApp } from "../support/test-app";
import { completedProduct, pdfBytes, SALE, uploadProductFile } from "./publish-helpers";

const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("marketplace configuration", () => {
  it("offers no marketplace without credentials and wants Etsy's key and secret together", () => {
    expect(loadConfig({}).marketplaces.etsy).toBeNull();
    expect(() => loadConfig({ ETSY_API_KEY: "key" })).toThrow(ConfigError);
    expect(() => loadConfig({ ETSY_API_KEY: "key", ETSY_SHARED_SECRET: "s", ETSY_API_URL: "file:///etc" })).toThrow(/ETSY_API_URL/);
    expect(() => loadConfig({ MARKETPLACE_TOKEN_KEY: "short" })).toThrow(/MARKETPLACE_TOKEN_KEY/);
    expect(() => loadConfig({ PUBLISH_RETRY_DELAYS_SECONDS: "1,x" })).toThrow(/PUBLISH_RETRY_DELAYS_SECONDS/);
    const config = loadConfig({ ETSY_API_KEY: "key", ETSY_SHARED_SECRET: "secret", ETSY_API_URL: "http://127.0.0.1:9/v3/application/" });
    expect(config.marketplaces.etsy).toMatchObject({ apiKey: "key", apiUrl: "http://127.0.0.1:9/v3/application" });
  });
});

describe.each(backends)("a product's sale details and buyer's files on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(backend, { RUN_WORKER: "true" });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("stores a buyer's file only when its content is what its name says, for the owner only", async () => {
    const { client } = await app.onPlan("creator");
    const product = await completedProduct(client, 1);
    const zip = Buffer.from(zipSync({ "pages.txt": strToU8("planner") }));
    expect((await uploadProductFile(client, product.id, "planner.pdf", zip)).body.error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect((await uploadProductFile(client, product.id, "setup.exe", zip)).status).toBe(415);
    expect((await uploadProductFile(client, product.id, "slides.key", zip)).status).toBe(201);
    const pdf = pdfBytes();
    const stored = await uploadProductFile(client, product.id, "../../planner.pdf", pdf);
    expect(stored.status).toBe(201);
    expect(stored.body.file).toMatchObject({ name: "planner.pdf", contentType: "application/pdf", size: pdf.length });
    const download = await client.get(`/api/products/${product.id}/files/${stored.body.file.id}/download`);
    expect(sha(Buffer.from(await download.arrayBuffer()))).toBe(sha(pdf));

    const other = await app.onPlan("pro");
    expect((await uploadProductFile(other.client, product.id, "planner.pdf", pdf)).status).toBe(404);
    expect((await other.client.get(`/api/products/${product.id}/files/${stored.body.file.id}/download`)).status).toBe(404);
    expect((await other.client.get(`/api/products/${product.id}/publishing`)).status).toBe(404);
    expect((await other.client.put(`/api/products/${product.id}/sale-details`, SALE)).status).toBe(404);
  });

  it("validates the sale details and names the bad field", async () => {
    const { client } = await app.onPlan("pro");
    const product = await completedProduct(client, 1);
    const bad = await client.put(`/api/products/${product.id}/sale-details`, { ...SALE, priceCents: 5, whoMade: "robot" });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.details).sort()).toEqual(["priceCents", "whoMade"]);
    expect((await client.put(`/api/products/${product.id}/sale-details`, { ...SALE, extra: 1 })).status).toBe(400);
  });

  it("accepts a PNG as the buyer's file when its name says PNG", async () => {
    const { client } = await app.onPlan("pro");
    const product = await completedProduct(client, 1);
    expect((await uploadProductFile(client, product.id, "print.png", await png(20, 20))).status).toBe(201);
    expect((await uploadProductFile(client, product.id, "print.jpg", await png(20, 20))).status).toBe(415);
  });

  it("deletes the buyer's files with the account", async () => {
    const { client, userId } = await app.onPlan("pro");
    const product = await completedProduct(client, 1);
    expect((await uploadProductFile(client, product.id, "planner.pdf", pdfBytes())).status).toBe(201);
    const [file] = await app.db.select().from(productFiles).where(eq(productFiles.userId, userId));
    const stored = path.join(app.dataDir, "uploads", file?.storageKey ?? "none");
    expect(existsSync(stored)).toBe(true);
    expect((await client.post("/api/account/delete", { password: STRONG_PASSWORD })).status).toBe(200);
    expect(existsSync(stored)).toBe(false);
    expect(await app.db.select().from(productFiles).where(eq(productFiles.userId, userId))).toEqual([]);
  });
});
