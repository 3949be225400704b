import { describe, expect, it } from "vitest";
import { apiErrorBodySchema, findRoute, isExternalRoute, responseFor } from "./index";
import { openApiPath } from "./openapi";

describe("finding a request's contract entry", () => {
  it("matches Hono's paths, a literal segment before a parameter", () => {
    expect(findRoute("GET", "/api/products/latest")?.key).toBe("GET /api/products/latest");
    expect(findRoute("get", "/api/products/0b3c")?.key).toBe("GET /api/products/:id");
    expect(findRoute("GET", "/api/products/0b3c/versions/12")?.key).toBe("GET /api/products/:id/versions/:number");
    expect(findRoute("POST", "/api/products/publish/etsy")?.key).toBe("POST /api/products/publish/:marketplace");
    expect(findRoute("GET", "/media/u1/abc.webp")?.key).toBe("GET /media/:key{.+}");
  });

  it("finds nothing for another method or a longer path", () => {
    expect(findRoute("POST", "/api/products/latest")).toBeNull();
    expect(findRoute("GET", "/api/products/1/versions/2/extra")).toBeNull();
  });

  it("leaves Better Auth's routes to the library", () => {
    expect(isExternalRoute("POST", "/api/auth/sign-in/email")).toBe(true);
    expect(isExternalRoute("GET", "/api/authx")).toBe(false);
  });

  it("answers an undeclared error status with the common error body, and nothing for an undeclared success", () => {
    const live = findRoute("GET", "/api/live");
    if (!live) throw new Error("GET /api/live is in the contract");
    expect(responseFor(live.spec, 500)).toEqual({ kind: "json", schema: apiErrorBodySchema });
    expect(responseFor(live.spec, 201)).toBeNull();
  });

  it("writes paths as OpenAPI does", () => {
    expect(openApiPath("/api/products/:id/versions/:number")).toBe("/api/products/{id}/versions/{number}");
    expect(openApiPath("/media/:key{.+}")).toBe("/media/{key}");
  });
});
