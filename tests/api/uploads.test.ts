import { readdir } from "node:fs/promises";
import { eq, inArray, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { uploads } from "../../src/server/db/schema";
import { localStorage } from "../../src/server/storage/local-storage";
import { removeUnusedUploads } from "../../src/server/uploads/remove-unused-uploads";
import { testBackend } from "../support/databases";
import { filesUnder } from "../support/files";
import { hasGpsPointer, jpegWithGps, pixelBomb, png, svgWithScript } from "../support/images";
import { plannerBody, upload } from "../support/products";
import { startTestApp, type TestApp } from "../support/test-app";

describe("image uploads", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(testBackend, { UPLOAD_MAX_BYTES: String(1024 * 1024) });
  });
  afterAll(async () => {
    await app?.close();
  });

  const countUploads = async () => (await app.db.select({ id: uploads.id }).from(uploads)).length;

  it("stores a re-encoded image and a thumbnail, served to the owner only with nosniff and long caching", async () => {
    const owner = app.client();
    await app.signUp(owner);
    const { status, body } = await upload(owner, [{ name: "shot.png", bytes: await png(300, 200) }]);
    expect(status).toBe(201);
    const [stored] = body.uploads;
    expect(stored).toMatchObject({ contentType: "image/png", width: 300, height: 200 });
    expect(stored.url).toMatch(/^\/media\/\d{4}-\d{2}-\d{2}\/[0-9a-f]{32}\.png$/);

    const image = await owner.get(stored.url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    expect(image.headers.get("cache-control")).toContain("max-age=31536000");
    const thumb = await owner.get(stored.thumbnailUrl);
    expect(thumb.status).toBe(200);
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).format).toBe("webp");

    const stranger = app.client();
    await app.signUp(stranger);
    expect((await stranger.get(stored.url)).status).toBe(404);
    expect((await app.client().get(stored.url)).status).toBe(404);
    expect((await owner.get("/media/..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
  });

  it("strips EXIF and GPS from a JPEG", async () => {
    const client = app.client();
    await app.signUp(client);
    const original = await jpegWithGps();
    expect(hasGpsPointer(original)).toBe(true);
    const { status, body } = await upload(client, [{ name: "holiday.jpg", bytes: original, type: "image/jpeg" }]);
    expect(status).toBe(201);
    const served = Buffer.from(await (await client.get(body.uploads[0].url)).arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect(metadata.format).toBe("jpeg");
    expect(metadata.exif).toBeUndefined();
    expect(hasGpsPointer(served)).toBe(false);
  });

  it("refuses hostile files with a reason each and stores none of them", async () => {
    const client = app.client();
    await app.signUp(client);
    const before = await countUploads();
    const cases = [
      { name: "notes.png", bytes: Buffer.from("just some text pretending to be a picture") },
      { name: "evil.svg", bytes: svgWithScript, type: "image/svg+xml" },
      { name: "bomb.png", bytes: await pixelBomb() },
      { name: "huge.png", bytes: Buffer.concat([await png(10, 10), Buffer.alloc(1024 * 1024 + 10)]) },
      { name: "truncated.png", bytes: (await png(200, 200)).subarray(0, 60) },
      { name: "empty.png", bytes: Buffer.alloc(0) },
      { name: "page.html.jpg", bytes: Buffer.from(`<html><script>alert(1)</script></html>`), type: "image/jpeg" },
    ];
    const { status, body } = await upload(client, cases);
    expect(status).toBe(422);
    expect(body.error.message).toBe("Failed to upload any images. Please try again.");
    expect(body.failed.map((f: { name: string }) => f.name).sort()).toEqual(cases.map((c) => c.name).sort());
    const reasons = Object.fromEntries(body.failed.map((f: { name: string; reason: string }) => [f.name, f.reason]));
    expect(reasons["evil.svg"]).toMatch(/SVG/);
    expect(reasons["bomb.png"]).toMatch(/megapixels/);
    expect(reasons["huge.png"]).toMatch(/larger than 1 MB/);
    expect(await countUploads()).toBe(before);
  });

  it("re-encodes a polyglot so its payload is gone, and keeps good files when others fail", async () => {
    const client = app.client();
    await app.signUp(client);
    const payload = "<script>alert('polyglot')</script>PK\u0003\u0004";
    const polyglot = Buffer.concat([await png(50, 50), Buffer.from(payload)]);
    const { status, body } = await upload(client, [
      { name: "polyglot.png", bytes: polyglot },
      { name: "fake.png", bytes: Buffer.from("%PDF-1.4 not an image") },
    ]);
    expect(status).toBe(201);
    expect(body.uploads).toHaveLength(1);
    expect(body.failed).toEqual([{ name: "fake.png", reason: expect.stringMatching(/Only JPEG, PNG, WebP or GIF/) }]);
    const served = Buffer.from(await (await client.get(body.uploads[0].url)).arrayBuffer());
    expect(served.includes(Buffer.from("<script>"))).toBe(false);
    expect(served.includes(Buffer.from("PK\u0003\u0004"))).toBe(false);
  });

  it("leaves no half-written files behind", async () => {
    const dir = `${app.dataDir}/uploads`;
    const walk = async (path: string): Promise<string[]> =>
      (await readdir(path, { withFileTypes: true }).catch(() => []))
        .flatMap((entry) => (entry.isDirectory() ? [] : [entry.name]))
        .concat(
          ...(await Promise.all(
            (await readdir(path, { withFileTypes: true }).catch(() => [])).filter((e) => e.isDirectory()).map((e) => walk(`${path}/${e.name}`)),
          )),
        );
    const files = await walk(dir);
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((f) => f.endsWith(".part"))).toEqual([]);
    const rows = await app.db.select().from(uploads);
    expect(files.length).toBe(rows.length * 2);
  });

  it("refuses uploads without a session, without multipart, and without files", async () => {
    const anonymous = app.client();
    expect((await upload(anonymous, [{ name: "a.png", bytes: await png() }])).status).toBe(401);
    const client = app.client();
    const { body: user } = await app.signUp(client);
    expect((await client.post("/api/uploads", { files: [] })).status).toBe(415);
    expect((await upload(client, [])).status).toBe(400);
    expect(await app.db.select().from(uploads).where(eq(uploads.userId, user.user.id))).toHaveLength(0);
  });

  it("cleans up: removes an old upload no product uses, keeps used ones (screenshot or add-on) and fresh ones", async () => {
    const client = app.client();
    await app.signUp(client);
    const names = ["used.png", "unused.png", "fresh.png", "avatar.png"];
    const { body } = await upload(client, await Promise.all(names.map(async (name) => ({ name, bytes: await png(40, 30) }))));
    const [used, unused, fresh, avatar] = names.map((name) => body.uploads.find((u: { name: string }) => u.name === name));
    const created = await client.post("/api/products", {
      ...plannerBody([used.id]),
      testimonial: { content: "Great planner", title: "Ana, teacher", avatarId: avatar.id },
    });
    expect(created.status).toBe(201);
    await app.db
      .update(uploads)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(inArray(uploads.id, [used.id, unused.id, avatar.id]));

    const removed = await removeUnusedUploads({ db: app.db, storage: localStorage(`${app.dataDir}/uploads`) }, { graceHours: 24 });
    expect(removed).toBe(1);
    const left = (await app.db.select({ id: uploads.id }).from(uploads)).map((r) => r.id);
    expect(left).not.toContain(unused.id);
    expect(left).toEqual(expect.arrayContaining([used.id, fresh.id, avatar.id]));
    const files = await filesUnder(`${app.dataDir}/uploads`);
    const key = (url: string) => url.replace("/media/", "");
    expect(files).not.toContain(key(unused.url));
    expect(files).not.toContain(key(unused.thumbnailUrl));
    for (const kept of [used, fresh, avatar]) expect(files).toEqual(expect.arrayContaining([key(kept.url), key(kept.thumbnailUrl)]));
    expect((await client.get(unused.url)).status).toBe(404);
    expect((await client.get(used.url)).status).toBe(200);
  });

  it("runs the clean-up as a queued job in a process that runs workers", async () => {
    const client = app.client();
    await app.signUp(client);
    const { body } = await upload(client, [{ name: "abandoned.png", bytes: await png(20, 20) }]);
    const abandoned = body.uploads[0];
    await app.db
      .update(uploads)
      .set({ createdAt: sql`now() - interval '3 hours'` })
      .where(eq(uploads.id, abandoned.id));
    await app.launch({ RUN_WORKER: "true", UPLOAD_CLEANUP_GRACE_HOURS: "2" });
    await vi.waitFor(async () => expect(await app.db.select().from(uploads).where(eq(uploads.id, abandoned.id))).toHaveLength(0), {
      timeout: 15_000,
      interval: 100,
    });
    expect(await filesUnder(`${app.dataDir}/uploads`)).not.toContain(abandoned.url.replace("/media/", ""));
  });
});
