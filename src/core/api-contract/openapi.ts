import { z } from "zod";
import * as adminSchemas from "./admin-schemas";
import { apiErrorBodySchema, type ResponseSpec, type RouteKey, type RouteSpec } from "./define";
import { apiContract } from "./index";
import * as schemas from "./schemas";

type JsonSchema = Record<string, unknown>;

/** "/api/products/:id" and "/media/:key{.+}" as OpenAPI writes them: "/api/products/{id}", "/media/{key}". */
export const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^/]*\})?/g, "{$1}");

const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? "");
/** "POST /api/products/:id/archive" → "postApiProductsIdArchive". */
const operationId = (key: string) =>
  key
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word, index) => (index === 0 ? word : word[0]?.toUpperCase() + word.slice(1)))
    .join("");
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

// Refinements, transforms and z.custom have no JSON Schema: they become {} rather than an error.
const options = (io: "input" | "output") => ({ io, unrepresentable: "any" as const, uri: (id: string) => `#/components/schemas/${id}` });
const withoutHeader = ({ $schema: _schema, $id: _id, ...rest }: JsonSchema) => rest;

/**
 * Every body schema gets a component, so a shape used by many routes is written once and referred
 * to: the named ones of schemas.ts under their names (apiProductSchema → ApiProduct), the rest
 * under their operation's id. Answers are described as sent (output), bodies as taken (input).
 */
class Components {
  readonly answers = z.registry<{ id: string }>();
  readonly bodies = z.registry<{ id: string }>();

  constructor() {
    for (const [name, schema] of Object.entries({ ...schemas, ...adminSchemas })) {
      if (schema instanceof z.ZodType && name.endsWith("Schema")) this.answers.add(schema, { id: name[0]?.toUpperCase() + name.slice(1, -"Schema".length) });
    }
  }

  name(registry: z.core.$ZodRegistry<{ id: string }>, schema: z.ZodType, id: string) {
    if (!registry.has(schema)) registry.add(schema, { id });
    return ref(registry.get(schema)?.id ?? id);
  }

  build() {
    const all = { ...z.toJSONSchema(this.answers, options("output")).schemas, ...z.toJSONSchema(this.bodies, options("input")).schemas };
    return Object.fromEntries(Object.entries(all).map(([id, schema]) => [id, withoutHeader(schema as JsonSchema)]));
  }
}

function parameters(path: string, spec: RouteSpec) {
  const schemaOf = (schema: z.ZodType) => withoutHeader(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema);
  const pathProperties = ((spec.params ? schemaOf(spec.params) : {}).properties ?? {}) as Record<string, JsonSchema>;
  const inPath = paramNames(path).map((name) => ({ name, in: "path", required: true, schema: pathProperties[name] ?? { type: "string" } }));
  if (!spec.query) return inPath;
  const query = schemaOf(spec.query);
  const required = new Set((query.required as string[] | undefined) ?? []);
  const inQuery = Object.entries((query.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema,
  }));
  return [...inPath, ...inQuery];
}

/** The contract as an OpenAPI 3.1 document, served at GET /api/openapi.json (decision 070). */
export function openApiDocument(info: { title: string; version: string }) {
  const components = new Components();
  const response = (declared: ResponseSpec, id: string) => {
    if (declared.kind === "json")
      return {
        description: declared.schema.description ?? "JSON",
        content: { "application/json": { schema: components.name(components.answers, declared.schema, id) } },
      };
    if (!declared.contentType) return { description: declared.description };
    return { description: declared.description, content: Object.fromEntries(declared.contentType.split(" | ").map((type) => [type, {}])) };
  };
  const errorBody = apiErrorBodySchema.describe("An error: its code, a message for people and, for a refused input, the bad fields");
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, spec] of Object.entries(apiContract) as Array<[RouteKey, RouteSpec]>) {
    const [method = "", path = ""] = key.split(" ");
    const id = operationId(key);
    const responses: Record<string, unknown> = Object.fromEntries(
      Object.entries(spec.responses).flatMap(([status, declared]) => (declared ? [[status, response(declared, `${id}${status}`)]] : [])),
    );
    responses.default = response({ kind: "json", schema: errorBody }, "ApiErrorBody");
    const body = spec.body;
    const requestBody =
      body === undefined
        ? undefined
        : body instanceof z.ZodType
          ? { required: true, content: { "application/json": { schema: components.name(components.bodies, body, `${id}Body`) } } }
          : { required: true, description: body.description, content: { [body.contentType]: {} } };
    paths[openApiPath(path)] = {
      ...paths[openApiPath(path)],
      [method.toLowerCase()]: {
        operationId: id,
        summary: spec.summary,
        tags: [path.split("/")[2] ?? "api"],
        ...(spec.when ? { description: `Served only with ${spec.when}.` } : {}),
        security: SIGNED_IN.has(spec.access) ? [{ session: [] }] : [],
        parameters: parameters(path, spec),
        ...(requestBody ? { requestBody } : {}),
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
      schemas: components.build(),
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "better-auth.session_token", description: "The session cookie Better Auth sets at sign-in." },
      },
    },
    paths,
  };
}

const SIGNED_IN = new Set(["user", "admin", "test-fixture"]);
