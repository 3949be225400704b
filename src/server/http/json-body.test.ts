import { Hono } from "hono";
import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { AppError, respondWithError } from "./errors";
import { jsonBody } from "./json-body";

const schema = z.strictObject({ email: z.string().trim().toLowerCase().pipe(z.email()), count: z.number().int().default(1) });

/** A route behind jsonBody, answered the way app.ts answers errors. */
function app() {
  return new Hono()
    .post("/echo", jsonBody(schema), (c) => {
      const body = c.req.valid("json");
      expectTypeOf(body).toEqualTypeOf<{ email: string; count: number }>();
      return c.json(body);
    })
    .onError((error, c) => {
      if (error instanceof AppError) return respondWithError(c, error);
      return c.json({ unexpected: String(error) }, 500);
    });
}

const post = (body: string, contentType = "application/json") =>
  app().request("/echo", { method: "POST", body, headers: contentType ? { "content-type": contentType } : {} });

describe("jsonBody", () => {
  it("hands the handler the parsed, typed value", async () => {
    const response = await post(JSON.stringify({ email: "  Ada@Example.COM " }), "application/json; charset=utf-8");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: "ada@example.com", count: 1 });
  });

  it("refuses a body that is not JSON with 415", async () => {
    for (const contentType of ["text/plain", "application/x-www-form-urlencoded", ""]) {
      const response = await post("email=a@b.co", contentType);
      expect(response.status).toBe(415);
      expect((await response.json()).error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    }
  });

  it("refuses text that is not JSON, or not storable, with 400 BAD_REQUEST", async () => {
    for (const [body, message] of [
      ["{not json", "The request body is not valid JSON"],
      ['{"email":"\\u0000"}', "The request body contains a NUL character (\\u0000), which cannot be stored"],
      ["[".repeat(100) + "]".repeat(100), "The request body is nested deeper than 64 levels"],
    ]) {
      const response = await post(body as string);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "BAD_REQUEST", message } });
    }
  });

  it("names every field the schema refuses in a 400 VALIDATION_FAILED", async () => {
    const response = await post(JSON.stringify({ email: "nope", count: 1.5, extra: true }));
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.message).toMatch(/^email: /);
    expect(Object.keys(error.details).sort()).toEqual(["body", "count", "email"]);
  });
});
