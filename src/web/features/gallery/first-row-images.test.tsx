import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import type { ProductListResponse } from "../../../core/api-types";
import { GalleryPage } from "../../routes/gallery";
import { renderRoutes, seededQueryClient } from "../../../../tests/support/web/render";
import { buildSummary } from "../../../../tests/support/web/build-product";
import { productKeys } from "../../api/products";

describe("gallery images", () => {
  it("load at once for the first row, which holds the page's largest paint, and lazily after it", () => {
    const items = Array.from({ length: 6 }, (_, i) => buildSummary({ id: `p${i}`, title: `Planner ${i}`, thumbnailUrl: `/media/p${i}-thumb.webp` }));
    const page: ProductListResponse = { items, nextCursor: null } as ProductListResponse;
    const client = seededQueryClient([[productKeys.list(""), { pages: [page], pageParams: [null] }]]);
    renderRoutes([{ path: "/gallery", element: <GalleryPage /> }], "/gallery", client);
    const loading = screen.getAllByRole("presentation", { hidden: true }).map((img) => img.getAttribute("loading"));
    expect(loading).toEqual(["eager", "eager", "eager", "eager", "lazy", "lazy"]);
  });
});
