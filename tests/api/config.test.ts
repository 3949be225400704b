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

  it("reads TRUST_PROXY as false, true (one proxy), a hop count or a list of proxy addresses and networks", () => {
    const trust = (TRUST_PROXY: string) => loadConfig({ TRUST_PROXY }).TRUST_PROXY;
    expect([trust("false"), trust("0"), trust("no")]).toEqual([false, false, false]);
    expect([trust("true"), trust("YES"), trust("1"), trust("3")]).toEqual([{ hops: 1 }, { hops: 1 }, { hops: 1 }, { hops: 3 }]);
    expect(trust("10.0.0.0/8, 192.168.1.4,::1, 2001:db8::/32")).toEqual({ proxies: ["10.0.0.0/8", "192.168.1.4", "::1", "2001:db8::/32"] });
    for (const bad of ["maybe", "11", "10.0.0.0/33", "2001:db8::/129", "10.0.0.1/8/8", "10.0.0.1,,10.0.0.2", "10.0.0.256", "-1"]) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it("needs both Google credentials or neither", () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: "id" })).toThrow(/GOOGLE_CLIENT_SECRET/);
    const config = loadConfig({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret", APP_URL: "https://listcraft.example/" });
    expect(config.google).toMatchObject({ clientId: "id", clientSecret: "secret" });
    expect(config.appUrl).toBe("https://listcraft.example");
  });

  describe("payments", () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        if (error instanceof ConfigError) return error.problems.join("\n");
        throw error;
      }
      return "";
    };
    const paddle = { PADDLE_CLIENT_TOKEN: "test_token", PADDLE_WEBHOOK_SECRET: "pdl_ntfset_0123456789" };
    const noTrial = {
      PADDLE_PRICE_CREATOR_MONTHLY_NO_TRIAL: "pri_01e",
      PADDLE_PRICE_CREATOR_ANNUAL_NO_TRIAL: "pri_01f",
      PADDLE_PRICE_PRO_MONTHLY_NO_TRIAL: "pri_01g",
      PADDLE_PRICE_PRO_ANNUAL_NO_TRIAL: "pri_01h",
    };

    it("simulates payments without a client token and takes them through Paddle with one", () => {
      expect(loadConfig({}).payments).toBe("simulated");
      expect(loadConfig(paddle).payments).toBe("paddle");
      expect(loadConfig({ ...paddle, PAYMENTS: "simulated" }).payments).toBe("simulated");
    });

    it("refuses simulated payments in production, whether chosen or defaulted", () => {
      expect(problemsOf({ NODE_ENV: "production" })).toMatch(/PAYMENTS: simulated payments are refused with NODE_ENV=production/);
      expect(problemsOf({ NODE_ENV: "production", ...paddle, PAYMENTS: "simulated" })).toMatch(/PAYMENTS: simulated payments are refused/);
      expect(problemsOf({ NODE_ENV: "production", ...paddle })).toMatch(/set the four PADDLE_PRICE_\* ids to your Paddle prices for production/);
      const real = {
        PADDLE_PRICE_CREATOR_MONTHLY: "pri_01a",
        PADDLE_PRICE_CREATOR_ANNUAL: "pri_01b",
        PADDLE_PRICE_PRO_MONTHLY: "pri_01c",
        PADDLE_PRICE_PRO_ANNUAL: "pri_01d",
      };
      // With trials on, production also needs the prices a customer who has had the trial buys (issue 30).
      expect(problemsOf({ NODE_ENV: "production", ...paddle, ...real })).toMatch(
        /PADDLE_PRICE_CREATOR_MONTHLY_NO_TRIAL: set the four PADDLE_PRICE_\*_NO_TRIAL ids/,
      );
      expect(loadConfig({ NODE_ENV: "production", ...paddle, ...real, TRIAL_DAYS: "0" }).payments).toBe("paddle");
      expect(loadConfig({ NODE_ENV: "production", ...paddle, ...real, ...noTrial }).prices).toEqual({
        creator: { monthly: "pri_01a", annual: "pri_01b" },
        pro: { monthly: "pri_01c", annual: "pri_01d" },
        withoutTrial: { creator: { monthly: "pri_01e", annual: "pri_01f" }, pro: { monthly: "pri_01g", annual: "pri_01h" } },
      });
    });

    it("takes the prices without a trial all four or none, each different from every other price", () => {
      expect(loadConfig({}).prices.withoutTrial).toBeNull();
      expect(problemsOf({ PADDLE_PRICE_PRO_ANNUAL_NO_TRIAL: "pri_01h" })).toMatch(/set all four PADDLE_PRICE_\*_NO_TRIAL ids, or none/);
      expect(problemsOf({ ...noTrial, PADDLE_PRICE_PRO_ANNUAL_NO_TRIAL: "pri_01e" })).toMatch(
        /every PADDLE_PRICE_\* and PADDLE_PRICE_\*_NO_TRIAL id must differ/,
      );
      expect(problemsOf({ ...noTrial, PADDLE_PRICE_PRO_ANNUAL_NO_TRIAL: "pri_local_pro_annual" })).toMatch(/must differ/);
    });

    it("needs the webhook secret and the client token for Paddle payments", () => {
      expect(problemsOf({ PADDLE_CLIENT_TOKEN: "test_token" })).toMatch(/PADDLE_WEBHOOK_SECRET: is required for Paddle payments/);
      expect(problemsOf({ PAYMENTS: "paddle", PADDLE_WEBHOOK_SECRET: "pdl_ntfset_0123456789" })).toMatch(
        /PADDLE_CLIENT_TOKEN: is required for Paddle payments/,
      );
      expect(problemsOf({ ...paddle, PADDLE_WEBHOOK_SECRET: "short" })).toMatch(/PADDLE_WEBHOOK_SECRET/);
    });

    it("simulates payments unasked only on a local address; elsewhere they are off until configured", () => {
      for (const local of ["http://localhost:5173", "http://127.0.0.1:3000", "http://127.8.9.10", "http://[::1]:3000", "http://shop.localhost"]) {
        expect(loadConfig({ APP_URL: local }).payments, local).toBe("simulated");
      }
      const lookalikes = [
        "https://listcraft.example",
        "http://localhost.example.com",
        "http://127.0.0.1.nip.io",
        "http://10.0.0.5",
        "http://0.0.0.0:3000",
        "http://[::ffff:7f00:1]",
      ];
      for (const remote of lookalikes) expect(loadConfig({ APP_URL: remote }).payments, remote).toBe("off");
      expect(loadConfig({ APP_URL: "https://listcraft.example", PAYMENTS: "simulated" }).payments).toBe("simulated");
      expect(loadConfig({ APP_URL: "https://listcraft.example", ...paddle }).payments).toBe("paddle");
      expect(loadConfig({ ...paddle, PAYMENTS: "off" }).payments).toBe("off");
      // A public production server without Paddle settings boots, selling nothing.
      expect(loadConfig({ NODE_ENV: "production", APP_URL: "https://listcraft.example" }).payments).toBe("off");
    });

    it("refuses an unknown mode or environment and a price id shared by two plans", () => {
      const problems = problemsOf({ PAYMENTS: "stripe", PADDLE_ENV: "live", PADDLE_API_URL: "not a url" });
      for (const name of ["PAYMENTS", "PADDLE_ENV", "PADDLE_API_URL"]) expect(problems).toContain(name);
      expect(problemsOf({ PADDLE_PRICE_PRO_ANNUAL: "pri_local_creator_monthly" })).toMatch(/the four PADDLE_PRICE_\* ids must all differ/);
      expect(loadConfig({ PADDLE_PRICE_PRO_ANNUAL: "pri_01pro_annual" }).prices.pro.annual).toBe("pri_01pro_annual");
    });
  });
});

describe("regeneration retry delays", () => {
  it("reads comma-separated seconds and refuses anything else", () => {
    expect(loadConfig({}).REGENERATION_RETRY_DELAYS_SECONDS).toEqual([1, 3, 5]);
    expect(loadConfig({ REGENERATION_RETRY_DELAYS_SECONDS: "0, 0.5,2" }).REGENERATION_RETRY_DELAYS_SECONDS).toEqual([0, 0.5, 2]);
    for (const bad of ["1,,3", "-1", "61", "a,b", "1,1,1,1,1,1"]) {
      expect(() => loadConfig({ REGENERATION_RETRY_DELAYS_SECONDS: bad }), bad).toThrow(/REGENERATION_RETRY_DELAYS_SECONDS/);
    }
  });
});

describe("alert channels (issue 14)", () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return "";
    } catch (error) {
      return String(error);
    }
  };

  it("reads the alert settings, all optional", () => {
    expect(loadConfig({}).ALERT_WEBHOOK_URL).toBeUndefined();
    const config = loadConfig({
      ALERT_EMAIL: "ops@example.com",
      ALERT_WEBHOOK_URL: "https://hooks.example.com/listcraft",
      ALERT_WEBHOOK_SECRET: "0123456789abcdef",
      SLACK_WEBHOOK_URL: "https://hooks.slack.com/services/T0/B0/x",
    });
    expect(config).toMatchObject({
      ALERT_EMAIL: "ops@example.com",
      ALERT_WEBHOOK_URL: "https://hooks.example.com/listcraft",
      SLACK_WEBHOOK_URL: "https://hooks.slack.com/services/T0/B0/x",
    });
  });

  it("refuses non-http(s) URLs, a short secret, a webhook without its secret and a bad address", () => {
    for (const url of ["file:///etc/passwd", "ftp://example.com/x", "javascript:alert(1)", "not a url"]) {
      expect(problems({ SLACK_WEBHOOK_URL: url }), url).toMatch(/SLACK_WEBHOOK_URL/);
      expect(problems({ ALERT_WEBHOOK_URL: url, ALERT_WEBHOOK_SECRET: "0123456789abcdef" }), url).toMatch(/ALERT_WEBHOOK_URL/);
    }
    expect(problems({ ALERT_WEBHOOK_URL: "https://hooks.example.com", ALERT_WEBHOOK_SECRET: "short" })).toMatch(
      /ALERT_WEBHOOK_SECRET: must be at least 16 characters/,
    );
    expect(problems({ ALERT_WEBHOOK_URL: "https://hooks.example.com" })).toMatch(/ALERT_WEBHOOK_SECRET: is required when ALERT_WEBHOOK_URL is set/);
    expect(problems({ ALERT_EMAIL: "not-an-address" })).toMatch(/ALERT_EMAIL/);
  });
});

describe("analytics forwarding (issue 15)", () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return "";
    } catch (error) {
      return String(error);
    }
  };
  const UMAMI_ID = "4f1c2a8e-5b3d-4e6f-8a9b-0c1d2e3f4a5b";

  it("forwards nowhere by default", () => {
    const config = loadConfig({});
    expect(config.GA_MEASUREMENT_ID).toBeUndefined();
    expect(config.PLAUSIBLE_URL).toBeUndefined();
    expect(config.UMAMI_URL).toBeUndefined();
  });

  it("reads one provider: GA, Plausible or Umami", () => {
    expect(loadConfig({ GA_MEASUREMENT_ID: "G-AB12CD34" }).GA_MEASUREMENT_ID).toBe("G-AB12CD34");
    expect(loadConfig({ PLAUSIBLE_URL: "https://plausible.io", PLAUSIBLE_DOMAIN: "listcraft.example" })).toMatchObject({
      PLAUSIBLE_DOMAIN: "listcraft.example",
    });
    expect(loadConfig({ UMAMI_URL: "https://umami.example.com", UMAMI_WEBSITE_ID: UMAMI_ID }).UMAMI_WEBSITE_ID).toBe(UMAMI_ID);
    expect(loadConfig({ UMAMI_URL: "http://localhost:3001", UMAMI_WEBSITE_ID: UMAMI_ID }).UMAMI_URL).toBe("http://localhost:3001");
  });

  it("refuses a malformed measurement id, non-https addresses, half pairs and two providers", () => {
    for (const id of ["UA-12345-1", "G-", "g-abc1234", "G-AB<script>", "AW-1234567"]) {
      expect(problems({ GA_MEASUREMENT_ID: id }), id).toMatch(/GA_MEASUREMENT_ID: must look like G-XXXXXXX/);
    }
    for (const url of ["http://plausible.example.com", "javascript:alert(1)", "file:///etc/passwd", "not a url", "https://user:pw@plausible.io"]) {
      expect(problems({ PLAUSIBLE_URL: url, PLAUSIBLE_DOMAIN: "listcraft.example" }), url).toMatch(/PLAUSIBLE_URL/);
      expect(problems({ UMAMI_URL: url, UMAMI_WEBSITE_ID: UMAMI_ID }), url).toMatch(/UMAMI_URL/);
    }
    expect(problems({ PLAUSIBLE_URL: "https://plausible.io" })).toMatch(/PLAUSIBLE_DOMAIN: PLAUSIBLE_URL and PLAUSIBLE_DOMAIN must be set together/);
    expect(problems({ PLAUSIBLE_URL: "https://plausible.io", PLAUSIBLE_DOMAIN: "<b>x</b>" })).toMatch(/PLAUSIBLE_DOMAIN/);
    expect(problems({ UMAMI_WEBSITE_ID: UMAMI_ID })).toMatch(/UMAMI_URL: UMAMI_URL and UMAMI_WEBSITE_ID must be set together/);
    expect(problems({ UMAMI_URL: "https://umami.example.com", UMAMI_WEBSITE_ID: "not-a-uuid" })).toMatch(/UMAMI_WEBSITE_ID/);
    expect(problems({ GA_MEASUREMENT_ID: "G-AB12CD34", PLAUSIBLE_URL: "https://plausible.io", PLAUSIBLE_DOMAIN: "listcraft.example" })).toMatch(
      /one analytics provider at most/,
    );
  });
});

describe("TRIAL_DAYS (issue 15)", () => {
  it("defaults to 7 days and takes 0 (trials off) to 30", () => {
    expect(loadConfig({}).TRIAL_DAYS).toBe(7);
    expect(loadConfig({ TRIAL_DAYS: "0" }).TRIAL_DAYS).toBe(0);
    expect(loadConfig({ TRIAL_DAYS: "30" }).TRIAL_DAYS).toBe(30);
  });

  it("refuses anything but a whole number of days from 0 to 30", () => {
    for (const bad of ["-1", "31", "1.5", "seven", "7d"]) {
      expect(() => loadConfig({ TRIAL_DAYS: bad }), bad).toThrow(/TRIAL_DAYS/);
    }
  });
});
