import { z } from "zod";
import { apiErrorBodySchema, type ResponseSpec, type RouteKey, type RouteSpec } from "./define";
import { apiContract } from "./index";

type JsonSchema = Record<string, unknown>;

// Refinements, transforms and z.custom have no JSON Schema: they become {} rather than an error.
const schemaOf = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
};

/** "/api/products/:id" and "/media/:key{.+}" as OpenAPI writes them: "/api/products/{id}", "/media/{key}". */
export const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^/]*\})?/g, "{$1}");

const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? "");

function parameters(path: string, spec: RouteSpec) {
  const params = spec.params ? schemaOf(spec.params, "input") : { properties: {} };
  const pathProperties = (params.properties ?? {}) as Record<string, JsonSchema>;
  const inPath = paramNames(path).map((name) => ({ name, in: "path", required: true, schema: pathProperties[name] ?? { type: "string" } }));
  if (!spec.query) return inPath;
  const query = schemaOf(spec.query, "input");
  const required = new Set((query.required as string[] | undefined) ?? []);
  const inQuery = Object.entries((query.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema,
  }));
  return [...inPath, ...inQuery];
}

function requestBody(spec: RouteSpec) {
  if (!spec.body) return undefined;
  if (spec.body instanceof z.ZodType) return { required: true, content: { "application/json": { schema: schemaOf(spec.body, "input") } } };
  return { required: true, description: spec.body.description, content: { [spec.body.contentType]: {} } };
}

function response(declared: ResponseSpec) {
  if (declared.kind === "json")
    return { description: declared.schema.description ?? "JSON", content: { "application/json": { schema: schemaOf(declared.schema, "output") } } };
  if (!declared.contentType) return { description: declared.description };
  return { description: declared.description, content: Object.fromEntries(declared.contentType.split(" | ").map((type) => [type, {}])) };
}

const SIGNED_IN = new Set(["user", "admin", "test-fixture"]);

/** The contract as an OpenAPI 3.1 document, served at GET /api/openapi.json (decision 070). */
export function openApiDocument(info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, spec] of Object.entries(apiContract) as Array<[RouteKey, RouteSpec]>) {
    const [method = "", path = ""] = key.split(" ");
    const responses: Record<string, unknown> = Object.fromEntries(
      Object.entries(spec.responses).flatMap(([status, declared]) => (declared ? [[status, response(declared)]] : [])),
    );
    responses.default = response({ kind: "json", schema: apiErrorBodySchema.describe("An error: its code, a message for people, and the bad fields") });
    paths[openApiPath(path)] = {
      ...paths[openApiPath(path)],
      [method.toLowerCase()]: {
        summary: spec.summary,
        tags: [path.split("/")[2] ?? "api"],
        ...(spec.when ? { description: `Served only with ${spec.when}.` } : {}),
        ...(SIGNED_IN.has(spec.access) ? { security: [{ session: [] }] } : { security: [] }),
        parameters: parameters(path, spec),
        ...(requestBody(spec) ? { requestBody: requestBody(spec) } : {}),
        responses,
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      ...info,
      description: "Listcraft's API, generated from src/core/api-contract. Better Auth's routes under /api/auth are the library's and are not listed.",
    },
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "better-auth.session_token", description: "The session cookie Better Auth sets at sign-in." },
      },
    },
    paths,
  };
}
