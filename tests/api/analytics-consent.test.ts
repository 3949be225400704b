import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../src/server/db/schema";
import { backends } from "../support/databases";
import { startTestApp, type TestApp } from "../support/test-app";

describe.each(backends)("PUT /api/account/consent on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(backend);
  });
  afterAll(async () => {
    await app?.close();
  });

  const storedConsent = async (id: string) => (await app.db.select({ consent: user.analyticsConsent }).from(user).where(eq(user.id, id)))[0]?.consent;

  it("is null in /api/me until asked, then stores each answer and reports it in /api/me and /api/session", async () => {
    const client = app.client();
    const { body } = await app.signUp(client);
    expect((await (await client.get("/api/me")).json()).analyticsConsent).toBeNull();

    const granted = await client.put("/api/account/consent", { consent: "granted" });
    expect(granted.status).toBe(200);
    expect(await granted.json()).toEqual({ consent: "granted" });
    expect(await storedConsent(body.user.id)).toBe("granted");
    expect((await (await client.get("/api/me")).json()).analyticsConsent).toBe("granted");

    expect((await client.put("/api/account/consent", { consent: "denied" })).status).toBe(200);
    expect(await storedConsent(body.user.id)).toBe("denied");
    expect((await (await client.get("/api/session")).json()).me.analyticsConsent).toBe("denied");
  });

  it("refuses a visitor with 401", async () => {
    const response = await app.client().put("/api/account/consent", { consent: "granted" });
    expect(response.status).toBe(401);
  });

  it("refuses junk with 400 and changes nothing", async () => {
    const client = app.client();
    const { body } = await app.signUp(client);
    await client.put("/api/account/consent", { consent: "denied" });
    const junk: unknown[] = [
      {},
      { consent: null },
      { consent: "yes" },
      { consent: "GRANTED" },
      { consent: true },
      { consent: "<script>alert(1)</script>" },
      { consent: "granted", extra: 1 },
      { consent: "x".repeat(10_000) },
      ["granted"],
    ];
    for (const payload of junk) {
      const response = await client.put("/api/account/consent", payload);
      expect(response.status, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    // A megabyte is stopped before it is parsed.
    expect((await client.put("/api/account/consent", { consent: "x".repeat(1_000_000) })).status).toBe(413);
    expect(await storedConsent(body.user.id)).toBe("denied");
  });

  it("sets only the caller's own consent", async () => {
    const first = app.client();
    const second = app.client();
    const a = await app.signUp(first);
    const b = await app.signUp(second);
    await first.put("/api/account/consent", { consent: "granted" });
    expect(await storedConsent(a.body.user.id)).toBe("granted");
    expect(await storedConsent(b.body.user.id)).toBeNull();
  });
});
