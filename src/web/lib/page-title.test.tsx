import { act } from "@testing-library/react";
import { Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { ProductPage } from "../routes/product";
import { buildProduct } from "../../../tests/support/web/build-product";
import { productKeys } from "../api/products";
import { subscriptionKey } from "../api/subscription";
import { buildSubscription } from "../../../tests/support/web/build-subscription";
import { renderRoutes, seededQueryClient } from "../../../tests/support/web/render";
import { PageTitleProvider, useDocumentTitle, usePageTitle } from "./page-title";

/** The root layout's part in titles, with the real product page and two plain pages under it. */
function Layout() {
  const namePage = useDocumentTitle();
  return (
    <PageTitleProvider value={namePage}>
      <Outlet />
    </PageTitleProvider>
  );
}

function Named({ title }: { title: string }) {
  usePageTitle(title);
  return <p>{title}</p>;
}

function visit(path: string) {
  const product = buildProduct({ id: "p1", title: "Weekly Focus Planner" });
  const client = seededQueryClient([
    [productKeys.detail(product.id), product],
    [subscriptionKey, buildSubscription()],
  ]);
  const children = [
    { path: "/gallery", element: <p>Gallery</p> },
    { path: "/product/:id", element: <ProductPage /> },
    { path: "/named", element: <Named title="Own name" /> },
    { path: "*", element: <p>404</p> },
  ];
  return renderRoutes([{ element: <Layout />, children }], path, client);
}

describe("document titles", () => {
  it("titles each route '<page> · Listcraft' and follows navigation", async () => {
    const router = visit("/gallery");
    expect(document.title).toBe("Digital Product Gallery · Listcraft");
    await act(() => router.navigate("/no/such/page"));
    expect(document.title).toBe("Page not found · Listcraft");
  });

  it("titles the product page after the product, and drops that name on the next page", async () => {
    const router = visit("/product/p1");
    expect(document.title).toBe("Weekly Focus Planner · Listcraft");
    await act(() => router.navigate("/gallery"));
    expect(document.title).toBe("Digital Product Gallery · Listcraft");
    await act(() => router.navigate("/named"));
    expect(document.title).toBe("Own name · Listcraft");
    await act(() => router.navigate("/product/p1"));
    expect(document.title).toBe("Weekly Focus Planner · Listcraft");
  });
});
