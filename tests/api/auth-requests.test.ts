import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { user } from "../../src/server/db/schema";
import { backends } from "../support/databases";
import { HttpClient } from "../support/http-client";
import { STRONG_PASSWORD, startTestApp, uniqueEmail, type TestApp } from "../support/test-app";

/** The credential forms' endpoints: each takes a JSON object and nothing else. */
const ROUTES = ["/api/auth/sign-in/email", "/api/auth/sign-up/email", "/api/auth/request-password-reset"];

const BAD_BODIES: Array<[string, string, RegExp]> = [
  ["an empty body", "", /empty: expected a JSON object/],
  ["a body that is not JSON", "email=someone@example.com", /not valid JSON/],
  ["a JSON array", JSON.stringify([{ email: "someone@example.com", password: STRONG_PASSWORD }]), /must be a JSON object/],
];

/** What `run` writes to the console, and the JSON lines the app's logger writes to standard error meanwhile. */
async function captureOutput(run: () => Promise<void>) {
  const consoleCalls: unknown[][] = [];
  const jsonLines: Array<Record<string, unknown>> = [];
  const spies = (["log", "info", "warn", "error", "debug"] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void consoleCalls.push(args)),
  );
  spies.push(
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      for (const line of String(chunk).split("\n").filter(Boolean)) jsonLines.push(JSON.parse(line) as Record<string, unknown>);
      return true;
    }) as never,
  );
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return { consoleCalls, jsonLines };
}

describe.each(backends)("Better Auth's requests on %s", (backend) => {
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

  it("logs what Better Auth cannot answer through the JSON logger, never the console, and answers the app's 500", async () => {
    const { server } = await app.launch({ LOG_LEVEL: "error" });
    const client = new HttpClient(server.url, server.url, "203.0.113.73");
    const { email, password, body } = await app.signUp(client);
    // Sign-in's session insert fails, an error Better Auth does not turn into an answer of its own.
    await app.db.execute(
      sql.raw(`create or replace function session_fault() returns trigger language plpgsql as $$
        begin if new.user_id = '${body.user.id}' then raise exception 'simulated session fault'; end if; return new; end $$`),
    );
    await app.db.execute(sql.raw("create trigger session_fault before insert on sessions for each row execute function session_fault()"));
    let response: Response | undefined;
    const output = await captureOutput(async () => {
      try {
        response = await client.post("/api/auth/sign-in/email", { email, password });
      } finally {
        await app.db.execute(sql.raw("drop trigger if exists session_fault on sessions"));
      }
    });
    expect(output.consoleCalls).toEqual([]);
    const logged = output.jsonLines.find((line) => line.msg === "Better Auth could not answer");
    expect(logged).toMatchObject({ level: "error", error: { sqlState: "P0001", message: "simulated session fault" } });
    expect(JSON.stringify(output.jsonLines)).not.toContain(email);
    expect(response?.status).toBe(500);
    expect(await response?.json()).toEqual({ error: { code: "INTERNAL", message: expect.any(String) } });
  });
});
