import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { apiContract, EXTERNAL_ROUTES } from "../../src/core/api-contract";
import { createApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { createServices } from "../../src/server/services";
import { checkResponse } from "../support/api-contract-check";
import { HttpClient } from "../support/http-client";
import { openTestDatabase, testBackend } from "../support/databases";

interface OpenApiOperation {
  parameters: Array<{ name: string; in: string }>;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface OpenApi {
  openapi: string;
  info: { title: string };
  components: { schemas: Record<string, unknown> };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** The app with every optional route mounted: test fixtures, simulated payments and the local mailbox. */
async function everyRoute() {
  const db = await openTestDatabase(testBackend);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "listcraft-contract-"));
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "3999",
    HOST: "127.0.0.1",
    APP_URL: "http://127.0.0.1:3999",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    BETTER_AUTH_SECRET: "test-secret-that-is-at-least-32-characters",
    RUN_WORKER: "false",
    TEST_FIXTURES: "true",
  });
  const services = await createServices(config, { database: db.database });
  const app = createApp(services, { webRoot: dataDir, selfUrl: () => config.appUrl });
  return { app, close: async () => Promise.all([services.close().then(() => db.drop()), rm(dataDir, { recursive: true, force: true })]) };
}

describe("the API contract (decision 070)", () => {
  let registered: string[];
  let app: Awaited<ReturnType<typeof everyRoute>>["app"];
  let close: () => Promise<unknown>;

  beforeAll(async () => {
    const built = await everyRoute();
    ({ app, close } = built);
    const external = new Set(EXTERNAL_ROUTES.map((route) => `${route.method} ${route.path}`));
    // app.routes lists each handler and middleware; "ALL" entries are middleware and the /api fallback.
    registered = [
      ...new Set(
        built.app.routes
          .filter((route) => route.method !== "ALL" && /^\/(api|media)\//.test(route.path))
          .map((route) => `${route.method} ${route.path}`)
          .filter((key) => !external.has(key)),
      ),
    ].sort();
  });
  afterAll(() => close());

  test("every route the app registers has a contract entry, and every entry is a registered route", () => {
    const declared = Object.keys(apiContract).sort();
    expect(
      registered.filter((key) => !declared.includes(key)),
      "registered routes missing from src/core/api-contract",
    ).toEqual([]);
    expect(
      declared.filter((key) => !registered.includes(key)),
      "contract entries the app does not register",
    ).toEqual([]);
  });

  test("GET /api/openapi.json serves the contract as OpenAPI 3.1 to a visitor without a session", async () => {
    const url = new URL("http://127.0.0.1:3999/api/openapi.json");
    const response = await app.request(url.pathname, { headers: { "x-forwarded-for": "10.9.9.9" } });
    expect(response.status).toBe(200);
    await checkResponse("GET", url, response);
    const document = (await response.json()) as OpenApi;
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBe("Listcraft API");
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations.sort()).toEqual(
      Object.keys(apiContract)
        .map((key) => key.replace(/:(\w+)(\{[^/]*\})?/g, "{$1}"))
        .sort(),
    );
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const statuses = Object.keys(operation.responses);
        expect(statuses.length, `${method} ${path} declares responses`).toBeGreaterThan(1);
        for (const name of path.match(/\{(\w+)\}/g) ?? []) {
          expect(
            operation.parameters.some((p) => p.in === "path" && `{${p.name}}` === name),
            `${method} ${path} declares ${name}`,
          ).toBe(true);
        }
      }
    }
    // Shared shapes are components, referred to by $ref (ApiProduct is written once for every route that sends one).
    const resolve = (schema: unknown) => {
      const target = (schema as { $ref?: string } | undefined)?.$ref;
      return target ? document.components.schemas[target.replace("#/components/schemas/", "")] : schema;
    };
    const product = resolve(document.paths["/api/products/{id}"]?.get?.responses["200"]?.content?.["application/json"]?.schema);
    expect(product).toMatchObject({ type: "object", properties: { product: { $ref: "#/components/schemas/ApiProduct" } } });
    expect(document.components.schemas.ApiProduct).toMatchObject({ type: "object", required: expect.arrayContaining(["id", "title", "status", "version"]) });
    expect(resolve(document.paths["/api/products"]?.post?.requestBody?.content?.["application/json"]?.schema)).toMatchObject({
      type: "object",
      required: expect.arrayContaining(["description", "category", "screenshotIds"]),
    });
    const refs = JSON.stringify(document).match(/#\/components\/schemas\/[\w]+/g) ?? [];
    for (const target of new Set(refs)) expect(document.components.schemas, target).toHaveProperty(target.replace("#/components/schemas/", ""));
  });

  test("the tests' check refuses an answer that breaks the contract, naming the route, the status and the issues", async () => {
    const base = "http://127.0.0.1:3999";
    const answer = (body: unknown, status = 200) => Response.json(body, { status });
    await expect(checkResponse("GET", new URL("/api/config", base), answer({ googleEnabled: "yes" }))).rejects.toThrow(
      /GET \/api\/config \(GET \/api\/config\) answered 200 with a body its schema refuses:\n {2}- googleEnabled: /,
    );
    await expect(checkResponse("GET", new URL("/api/live", base), answer({ ok: true }, 201))).rejects.toThrow(
      /a status its contract entry does not declare \(declared: 200\)/,
    );
    await expect(checkResponse("GET", new URL("/api/live", base), answer({ error: { code: "X" } }, 500))).rejects.toThrow(/error\.message/);
    await expect(checkResponse("GET", new URL("/api/nothing-here", base), answer({ ok: true }))).rejects.toThrow(/has no entry in src\/core\/api-contract/);
    await expect(checkResponse("GET", new URL("/api/products/1/events", base), answer({}))).rejects.toThrow(
      /content type "application\/json"; the contract declares text\/event-stream/,
    );
    await checkResponse("GET", new URL("/api/nothing-here", base), answer({ error: { code: "NOT_FOUND", message: "No API route" } }, 404));
    await checkResponse("POST", new URL("/api/auth/sign-in/email", base), answer({ anything: true }));
    expect(HttpClient.checkContract, "HttpClient checks every answer under Vitest").toBe(true);
  });
});
