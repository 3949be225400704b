import type { ApiProduct } from "../../src/core/api-types";
import type { EditableListing } from "../../src/core/listing/editable";
import { toEditableCourse } from "../../src/server/pipeline/store/versions";
import type { HttpClient } from "./http-client";
import { plannerBody, uploadScreenshots } from "./products";
import { readEvents } from "./sse";

/** A product made through the real API and written by the worker (RUN_WORKER=true), as the page reads it. */
export async function completeProduct(client: HttpClient, screenshots = 2, overrides: Record<string, unknown> = {}): Promise<ApiProduct> {
  const ids = await uploadScreenshots(client, screenshots);
  const created = await client.post("/api/products", { ...plannerBody(ids), ...overrides });
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${await created.text()}`);
  const { product } = (await created.json()) as { product: ApiProduct };
  const { events } = await readEvents(client, `/api/products/${product.id}/events`);
  if (events.at(-1)?.data.status !== "complete") throw new Error(`product did not complete: ${JSON.stringify(events.at(-1))}`);
  return ((await (await client.get(`/api/products/${product.id}`)).json()) as { product: ApiProduct }).product;
}

/** The listing the editor would send for a product; keywords and use cases only where the plan shows them. */
export function editableOf(product: ApiProduct): Omit<EditableListing, "keywords" | "useCases"> & Partial<Pick<EditableListing, "keywords" | "useCases">> {
  return {
    title: product.title,
    shortDescription: product.shortDescription ?? "",
    longDescription: product.longDescription ?? "",
    features: product.features,
    benefits: product.benefits,
    usp: product.usp,
    ...(product.useCases ? { useCases: product.useCases } : {}),
    ...(product.keywords ? { keywords: product.keywords } : {}),
    cta: product.cta ?? "",
    whyChooseUs: product.whyChooseUs ?? "",
    course: product.category === "course" ? toEditableCourse(product.addons.course) : null,
    altTexts: product.altTexts,
  };
}
