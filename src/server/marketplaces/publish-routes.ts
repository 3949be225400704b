import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { ApiPublishing, ApiPublishPreview } from "../../core/marketplaces/api-types";
import { ETSY_TAXONOMY, etsyTaxonomyFor } from "../../core/marketplaces/etsy-taxonomy";
import { etsyWhenMade, MARKETPLACE_NAMES, type Marketplace } from "../../core/marketplaces/marketplaces";
import { publishSelectionSchema } from "../../core/marketplaces/publish-selection";
import { consumeOrThrow } from "../http/rate-limit";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { publications } from "../db/schema";
import { AppError } from "../http/errors";
import { jsonBody } from "../http/json-body";
import { PUBLISH_LISTING_JOB } from "./publish-job";
import type { Queue } from "../jobs/queue";
import { planTier } from "../plan/plan-tier";
import { getOwnProduct } from "../products/own-product";
import { findConnection, toApiConnection } from "./connections";
import { offeredMarketplaces, type MarketplaceSettings } from "./marketplace-env";
import { descriptionFor, loadPublishInput, preflightOf, type PublishInput } from "./publish-input";
import { publishLimit, requestPublish, toApiPublication } from "./request-publish";
import { publishSelection } from "./publish-selection";
import { toApiFile } from "./store-product-file";

export interface PublishDeps {
  db: Db;
  queue: Queue;
  settings: MarketplaceSettings;
}

/** What the draft would carry: shown to every plan, so a free account sees what publishing would do. */
function preview(marketplace: Marketplace, input: PublishInput): ApiPublishPreview {
  return {
    title: input.listing.title,
    description: descriptionFor(input),
    tags: input.listing.keywords,
    price: input.sale.priceCents,
    currency: input.sale.currency,
    images: input.images.map((image, i) => ({ position: i + 1, altText: image.altText })),
    files: input.files.map((file) => file.name),
    ...(marketplace === "etsy"
      ? {
          etsy: {
            whoMade: input.sale.whoMade,
            whenMade: etsyWhenMade(input.sale.whenMade),
            taxonomyId: etsyTaxonomyFor(input.product.category, input.sale.etsyTaxonomyId),
            taxonomyPath: input.sale.etsyTaxonomyId === null ? ETSY_TAXONOMY[input.product.category].path : null,
            type: "download" as const,
          },
        }
      : {}),
  };
}

/** The product page's publish panel (issue 32): its state and the publish request. */
export function publishRoutes(deps: PublishDeps & { publishPerHour: number }) {
  const { db, queue, settings } = deps;
  const offered = offeredMarketplaces(settings);
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .get("/products/:id/publishing", requireUser, async (c) => {
      const userId = c.get("user").id;
      const product = await getOwnProduct(db, userId, c.req.param("id"));
      const input = await loadPublishInput(db, product);
      const rows = await db.select().from(publications).where(eq(publications.productId, product.id));
      const marketplaces = await Promise.all(
        offered.map(async (marketplace) => {
          const connection = await findConnection(db, userId, marketplace);
          const publication = rows.find((row) => row.marketplace === marketplace);
          return {
            marketplace,
            name: MARKETPLACE_NAMES[marketplace],
            connection: connection ? toApiConnection(connection) : null,
            problems: preflightOf(marketplace, input),
            preview: preview(marketplace, input),
            publication: publication ? toApiPublication(publication) : null,
          };
        }),
      );
      return c.json({
        canPublish: (await planTier(db, userId)) !== "free",
        sale: input.sale,
        files: input.files.map(toApiFile),
        marketplaces,
      } satisfies ApiPublishing);
    })
    .post("/products/publish/:marketplace", requireUser, jsonBody(publishSelectionSchema), async (c) => {
      const marketplace = offered.find((m) => m === c.req.param("marketplace"));
      if (!marketplace) throw new AppError("NOT_FOUND", "This marketplace is not offered here.");
      const result = await publishSelection(deps, { userId: c.get("user").id, marketplace, ids: c.req.valid("json").ids });
      return c.json(result, result.results.some((r) => r.outcome === "queued") ? 202 : 200);
    })
    .post("/products/:id/publish/:marketplace", requireUser, async (c) => {
      const userId = c.get("user").id;
      const marketplace = offered.find((m) => m === c.req.param("marketplace"));
      if (!marketplace) throw new AppError("NOT_FOUND", "This marketplace is not offered here.");
      await consumeOrThrow(db, [publishLimit(userId, deps.publishPerHour)], "Too many publishes this hour. Please try again later.");
      const { publication, queued } = await requestPublish(db, { userId, productId: c.req.param("id"), marketplace });
      if (queued) await queue.send(PUBLISH_LISTING_JOB, { publicationId: publication.id, attempt: 1 });
      return c.json({ publication: toApiPublication(publication), queued }, 202);
    })
    .get("/products/:id/publications/:marketplace", requireUser, async (c) => {
      const marketplace = offered.find((m) => m === c.req.param("marketplace"));
      if (!marketplace) throw new AppError("NOT_FOUND", "This marketplace is not offered here.");
      const product = await getOwnProduct(db, c.get("user").id, c.req.param("id"));
      const [row] = await db
        .select()
        .from(publications)
        .where(and(eq(publications.productId, product.id), eq(publications.marketplace, marketplace)));
      if (!row) throw new AppError("NOT_FOUND", "This listing has not been published there.");
      return c.json({ publication: toApiPublication(row) });
    });
}
