import { Hono } from "hono";
import { openApiDocument } from "../../core/api-contract/openapi";

/** No session needed (decision 070). Built on the first request, so a boot never pays for it. */
export function openApiRoutes() {
  let body: ReturnType<typeof openApiDocument> | undefined;
  return new Hono().get("/openapi.json", (c) => c.json((body ??= openApiDocument({ title: "Listcraft API", version: "1" }))));
}
