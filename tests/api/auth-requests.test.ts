import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../src/server/db/schema";
import { backends } from "../support/databases";
import { STRONG_PASSWORD, startTestApp, uniqueEmail, type TestApp } from "../support/test-app";

/** The credential forms' endpoints: each takes a JSON object and nothing else. */
const ROUTES = ["/api/auth/sign-in/email", "/api/auth/sign-up/email", "/api/auth/request-password-reset"];

const BAD_BODIES: Array<[string, string, RegExp]> = [
  ["an empty body", "", /empty: expected a JSON object/],
  ["a body that is not JSON", "email=someone@example.com", /not valid JSON/],
  ["a JSON array", JSON.stringify([{ email: "someone@example.com", password: STRONG_PASSWORD }]), /must be a JSON object/],
];

describe.each(backends)("auth request bodies on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(backend);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe.each(ROUTES)("%s", (route) => {
    it.each(BAD_BODIES)("answers %s with a 400 that says what is wrong", async (_, body, message) => {
      const response = await app.client().request("POST", route, body, { "content-type": "application/json" });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "BAD_REQUEST", message: expect.stringMatching(message) } });
    });
  });

  it("creates no account from a refused body, and still takes a good one", async () => {
    const client = app.client();
    const email = uniqueEmail("bodies");
    const fields = { email, password: STRONG_PASSWORD, name: "Test User" };
    expect((await client.request("POST", "/api/auth/sign-up/email", JSON.stringify([fields]))).status).toBe(400);
    expect((await client.post("/api/auth/sign-in/email", { email, password: STRONG_PASSWORD })).status).toBe(401);
    expect(await app.db.select({ id: user.id }).from(user).where(eq(user.email, email))).toEqual([]);
    await app.signUp(client, fields);
    // An endpoint that takes no body still goes without one.
    expect((await client.request("POST", "/api/auth/sign-out", "")).status).toBe(200);
    expect((await client.get("/api/me")).status).toBe(401);
  });
});
