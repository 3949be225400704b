import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../../src/server/db/schema";
import { s3Storage } from "../../src/server/storage/s3-storage";
import { removeUnusedUploads } from "../../src/server/uploads/remove-unused-uploads";
import { testBackend } from "../support/databases";
import { startFakeS3 } from "../support/fake-s3";
import { png } from "../support/images";
import { plannerBody, upload } from "../support/products";
import { startTestApp, type TestApp } from "../support/test-app";

describe("S3-compatible storage", () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let app: TestApp;
  beforeAll(async () => {
    s3 = await startFakeS3("listcraft-images");
    app = await startTestApp(testBackend, {
      S3_BUCKET: "listcraft-images",
      S3_ENDPOINT: s3.url,
      S3_ACCESS_KEY_ID: "test",
      S3_SECRET_ACCESS_KEY: "test-secret",
      S3_FORCE_PATH_STYLE: "true",
    });
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  it("puts, gets and deletes objects through the AWS SDK", async () => {
    const storage = s3Storage({
      bucket: "listcraft-images",
      region: "us-east-1",
      endpoint: s3.url,
      accessKeyId: "a",
      secretAccessKey: "b",
      forcePathStyle: true,
    });
    await storage.put("2026-11-22/abc.png", Buffer.from("bytes"), "image/png");
    const object = await storage.get("2026-11-22/abc.png");
    expect(object?.contentType).toBe("image/png");
    const chunks: Buffer[] = [];
    for await (const chunk of object?.body ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("bytes");
    await expect(storage.put("2026-11-22/abc.png", Buffer.from("again"), "image/png")).rejects.toThrow();
    await storage.delete("2026-11-22/abc.png");
    expect(await storage.get("2026-11-22/abc.png")).toBeNull();
  });

  it("stores uploads in the bucket and serves them through /media to the owner", async () => {
    const client = app.client();
    await app.signUp(client);
    const { status, body } = await upload(client, [{ name: "shot.png", bytes: await png(120, 90) }]);
    expect(status).toBe(201);
    const key = String(body.uploads[0].url).replace("/media/", "");
    expect(s3.objects.has(key)).toBe(true);
    expect(s3.objects.has(String(body.uploads[0].thumbnailUrl).replace("/media/", ""))).toBe(true);
    const served = await client.get(body.uploads[0].url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(s3.objects.get(key)?.body ?? Buffer.alloc(0))).toBe(true);
    expect((await app.client().get(body.uploads[0].url)).status).toBe(404);
  });

  it("cleans up the bucket: an old upload no product uses goes, a used one and a fresh one stay", async () => {
    const client = app.client();
    await app.signUp(client);
    const names = ["used.png", "unused.png", "fresh.png"];
    const { body } = await upload(client, await Promise.all(names.map(async (name) => ({ name, bytes: await png(40, 30) }))));
    const [used, unused, fresh] = names.map((name) => body.uploads.find((u: { name: string }) => u.name === name));
    expect((await client.post("/api/products", plannerBody([used.id]))).status).toBe(201);
    await app.db
      .update(uploads)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(inArray(uploads.id, [used.id, unused.id]));

    const storage = s3Storage({
      bucket: "listcraft-images",
      region: "us-east-1",
      endpoint: s3.url,
      accessKeyId: "a",
      secretAccessKey: "b",
      forcePathStyle: true,
    });
    expect(await removeUnusedUploads({ db: app.db, storage }, { graceHours: 24 })).toBe(1);
    const key = (url: string) => url.replace("/media/", "");
    expect(s3.objects.has(key(unused.url))).toBe(false);
    expect(s3.objects.has(key(unused.thumbnailUrl))).toBe(false);
    for (const kept of [used, fresh]) {
      expect(s3.objects.has(key(kept.url))).toBe(true);
      expect(s3.objects.has(key(kept.thumbnailUrl))).toBe(true);
    }
    const left = (await app.db.select({ id: uploads.id }).from(uploads)).map((r) => r.id);
    expect(left).toEqual(expect.arrayContaining([used.id, fresh.id]));
    expect(left).not.toContain(unused.id);
  });
});
