import { Outlet } from "react-router";
import { Toaster } from "sonner";
import { vi } from "vitest";
import type {
  ApiListingVersion,
  ApiListingVersionSummary,
  ApiProduct,
  ApiRegeneration,
  ApiSubscription,
  RegenerateResponse,
} from "../../../src/core/api-types";
import type { EditableListing } from "../../../src/core/listing/editable";
import { productKeys } from "../../../src/web/api/products";
import { subscriptionKey } from "../../../src/web/api/subscription";
import { buildSubscription } from "./build-subscription";
import { ProductPage } from "../../../src/web/routes/product";
import { renderRoutes, seededQueryClient } from "./render";

/** The product page with a toaster, for the listing workspace's tests (history, regenerate). */
export function renderWorkspace(product: ApiProduct, subscription: ApiSubscription = buildSubscription({ tier: "creator" })) {
  const layout = (
    <>
      <Outlet />
      <Toaster />
    </>
  );
  const client = seededQueryClient([
    [productKeys.detail(product.id), product],
    [subscriptionKey, subscription],
  ]);
  renderRoutes(
    [
      {
        element: layout,
        children: [
          { path: "/product/:id", element: <ProductPage /> },
          { path: "/pricing", element: <p>Pricing page</p> },
        ],
      },
    ],
    `/product/${product.id}`,
    client,
  );
  return client;
}

export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

type Answer = (request: SeenRequest) => Response;

/**
 * Answers fetch from a table keyed "METHOD /path"; a list answers in turn (its last entry
 * repeats); anything else is a 404. Returns the requests seen, bodies parsed.
 */
export function serveApi(routes: Record<string, Answer | Answer[]>) {
  const seen: SeenRequest[] = [];
  const calls = new Map<string, number>();
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const request: SeenRequest = { method: init?.method ?? "GET", path: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined };
    seen.push(request);
    const key = `${request.method} ${request.path}`;
    const route = routes[key];
    const count = calls.get(key) ?? 0;
    calls.set(key, count + 1);
    const answer = Array.isArray(route) ? route[Math.min(count, route.length - 1)] : route;
    return Promise.resolve(answer ? answer(request) : Response.json({ error: { code: "NOT_FOUND", message: "Not found" } }, { status: 404 }));
  });
  return seen;
}

/** The editable listing a product shows. */
export function listingOf(product: ApiProduct, overrides: Partial<EditableListing> = {}): EditableListing {
  return {
    title: product.title,
    shortDescription: product.shortDescription ?? "",
    longDescription: product.longDescription ?? "",
    features: product.features,
    benefits: product.benefits,
    usp: product.usp,
    useCases: product.useCases ?? [],
    keywords: product.keywords ?? [],
    cta: product.cta ?? "",
    whyChooseUs: product.whyChooseUs ?? "",
    course: null,
    altTexts: product.altTexts,
    ...overrides,
  };
}

/** A regeneration of the whole listing as the API reports it, just started, unless overridden. */
export const buildRegeneration = (overrides: Partial<ApiRegeneration> = {}): ApiRegeneration => ({
  id: "regen-1",
  productId: "00000000-0000-4000-8000-000000000000",
  section: null,
  instruction: null,
  locked: [],
  status: "pending",
  progress: 0,
  message: null,
  error: null,
  resultVersion: null,
  createdAt: "2026-01-06T10:00:00.000Z",
  ...overrides,
});

/** The 202 answer of a regeneration that started, with the Free plan's allowance. */
export const acceptedRegeneration =
  (regeneration: ApiRegeneration, remainingToday = 4): (() => Response) =>
  () =>
    Response.json({ regeneration, remainingToday, limitPerDay: 5 } satisfies RegenerateResponse, { status: 202 });

/** A version as the history lists it; its text was last saved when it was made unless `updatedAt` says otherwise. */
export function buildVersionSummary(overrides: Partial<ApiListingVersionSummary> & { number: number }): ApiListingVersionSummary {
  const createdAt = overrides.createdAt ?? "2026-01-06T10:00:00.000Z";
  return {
    source: "edit",
    generator: null,
    byYou: true,
    section: null,
    instruction: null,
    locked: [],
    restoredFrom: null,
    changed: [],
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

export const buildVersion = (summary: ApiListingVersionSummary, listing: EditableListing): ApiListingVersion => ({ ...summary, listing, listingCheck: null });
