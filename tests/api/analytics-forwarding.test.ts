import { afterEach, describe, expect, it } from "vitest";
import { testBackend } from "../support/databases";
import { startTestApp, type TestApp } from "../support/test-app";

/** The CSP header's directives, each with its sources. */
const cspOf = (response: Response) =>
  new Map(
    (response.headers.get("content-security-policy") ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name = "", ...sources]) => [name, sources] as const),
  );

/** Every source that names a host, i.e. not a keyword ('self') nor a scheme (data:, https:). */
const hostsIn = (csp: Map<string, readonly string[]>, directive: string) =>
  (csp.get(directive) ?? []).filter((source) => !source.startsWith("'") && !/^[a-z]+:$/.test(source));

describe("analytics forwarding: config and CSP (issue 15)", () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it("by default names no analytics provider and no third-party host in script-src or connect-src", async () => {
    app = await startTestApp(testBackend, { PAYMENTS: "simulated" });
    const response = await app.client().get("/api/config");
    expect((await response.json()).analytics).toBeNull();
    const csp = cspOf(response);
    // Besides 'self', only the pages' own inline scripts by their hashes (decision 060): no host, no 'unsafe-inline'.
    expect(csp.get("script-src")?.filter((source) => !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toEqual(["'self'"]);
    expect(hostsIn(csp, "script-src")).toEqual([]);
    expect(hostsIn(csp, "connect-src")).toEqual([]);
    expect(hostsIn(csp, "default-src")).toEqual([]);
  });

  it("with GA configured tells the SPA and adds exactly Google's tag and collection hosts", async () => {
    app = await startTestApp(testBackend, { PAYMENTS: "simulated", GA_MEASUREMENT_ID: "G-TEST1234" });
    const response = await app.client().get("/api/config");
    expect((await response.json()).analytics).toEqual({ provider: "ga", measurementId: "G-TEST1234" });
    const csp = cspOf(response);
    expect(hostsIn(csp, "script-src")).toEqual(["https://www.googletagmanager.com"]);
    expect(hostsIn(csp, "connect-src")).toEqual(["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"]);
    // Nothing else widens: frames and images keep their own lists.
    expect(hostsIn(csp, "frame-src")).toEqual([]);
  });

  it("with Plausible adds only its own origin, and tells the SPA the script and domain", async () => {
    app = await startTestApp(testBackend, { PAYMENTS: "simulated", PLAUSIBLE_URL: "https://stats.example.com/", PLAUSIBLE_DOMAIN: "listcraft.example" });
    const response = await app.client().get("/api/config");
    expect((await response.json()).analytics).toEqual({
      provider: "plausible",
      scriptUrl: "https://stats.example.com/js/script.js",
      domain: "listcraft.example",
    });
    const csp = cspOf(response);
    expect(hostsIn(csp, "script-src")).toEqual(["https://stats.example.com"]);
    expect(hostsIn(csp, "connect-src")).toEqual(["https://stats.example.com"]);
  });
});
