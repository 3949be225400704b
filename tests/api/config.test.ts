import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config";

describe("configuration", () => {
  it("has working defaults for the embedded mode", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: "./data", appUrl: "http://localhost:3000", google: null, TRUST_PROXY: false });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("treats empty values as unset, as .env.example leaves them", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "", GOOGLE_CLIENT_ID: " " }).PORT).toBe(3000);
  });

  it("lists every bad variable at once", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", ADMIN_EMAIL: "nope", BETTER_AUTH_SECRET: "short", SMTP_URL: "http://x", TRUST_PROXY: "maybe" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join("\n");
    for (const name of ["PORT", "DATABASE_URL", "ADMIN_EMAIL", "BETTER_AUTH_SECRET", "SMTP_URL", "TRUST_PROXY"]) {
      expect(problems).toContain(name);
    }
  });

  it("needs both Google credentials or neither", () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: "id" })).toThrow(/GOOGLE_CLIENT_SECRET/);
    const config = loadConfig({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret", APP_URL: "https://listcraft.example/" });
    expect(config.google).toMatchObject({ clientId: "id", clientSecret: "secret" });
    expect(config.appUrl).toBe("https://listcraft.example");
  });
});
