import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProductListResponse } from "../../../core/api-types";
import { renderRoutes, seededQueryClient } from "../../../../tests/support/web/render";
import { buildSummary } from "../../../../tests/support/web/build-product";
import { productKeys } from "../../api/products";
import { ProductStatusLists } from "./product-status-lists";

afterEach(() => vi.restoreAllMocks());

const list = (items: ProductListResponse["items"], nextCursor: string | null = null): ProductListResponse => ({ items, nextCursor });
const pending = buildSummary({ id: "p-1", title: "Weekly Planner", status: "pending" });
const failed = buildSummary({ id: "f-1", title: "Broken Course", status: "failed", createdAt: "2026-01-05T10:00:00.000Z" });

function renderLists(lists: { pending: ProductListResponse; failed: ProductListResponse }) {
  const client = seededQueryClient([
    [productKeys.withStatus("pending"), lists.pending],
    [productKeys.withStatus("failed"), lists.failed],
  ]);
  const routes = [
    {
      path: "/",
      element: (
        <>
          <ProductStatusLists />
          <Toaster />
        </>
      ),
    },
    { path: "/pricing", element: <p>Pricing page</p> },
  ];
  return renderRoutes(routes, "/", client);
}

/** Answers the API calls a retry or delete makes, and records them. */
function serve(answer: (method: string, url: string) => Response | undefined) {
  const calls: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const method = init?.method ?? "GET";
    calls.push(`${method} ${String(input)}`);
    return answer(method, String(input)) ?? Response.json(list([]));
  });
  return calls;
}

describe("ProductStatusLists", () => {
  it("shows nothing when no listing is in progress or failed", () => {
    renderLists({ pending: list([]), failed: list([]) });
    expect(screen.queryByRole("region", { name: "In progress" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Failed — retry or delete" })).not.toBeInTheDocument();
  });

  it("lists listings in progress, each linking to its page, and the failed ones with Retry and Delete", () => {
    renderLists({ pending: list([pending]), failed: list([failed], "next") });
    const inProgress = screen.getByRole("region", { name: "In progress" });
    expect(within(inProgress).getByRole("link", { name: "Weekly Planner" })).toHaveAttribute("href", "/product/p-1");
    expect(within(inProgress).getByText(/uses a slot of your plan/)).toBeInTheDocument();

    const failures = screen.getByRole("region", { name: "Failed — retry or delete" });
    expect(within(failures).getByRole("link", { name: "Broken Course" })).toHaveAttribute("href", "/product/f-1");
    expect(within(failures).getByText("1/5/2026")).toBeInTheDocument();
    expect(within(failures).getByRole("button", { name: "Retry Broken Course" })).toBeEnabled();
    expect(within(failures).getByRole("button", { name: "Delete Broken Course" })).toBeEnabled();
    expect(within(failures).getByRole("link", { name: "See all in the gallery" })).toHaveAttribute("href", "/gallery?status=failed");
    expect(within(inProgress).queryByRole("link", { name: "See all in the gallery" })).not.toBeInTheDocument();
  });

  it("retries a failed listing once, even when clicked twice, and then shows it in progress", async () => {
    let retried = false;
    const calls = serve((method, url) => {
      if (method === "POST") {
        retried = true;
        return Response.json({ product: { ...failed, status: "pending" } });
      }
      if (url.includes("status=pending")) return Response.json(list(retried ? [{ ...failed, status: "pending" }] : []));
      return undefined;
    });
    renderLists({ pending: list([]), failed: list([failed]) });
    const user = userEvent.setup();
    const retry = screen.getByRole("button", { name: "Retry Broken Course" });
    await user.click(retry);
    await user.click(retry);

    expect(await screen.findByText("Trying again")).toBeInTheDocument();
    const inProgress = await screen.findByRole("region", { name: "In progress" });
    expect(within(inProgress).getByRole("link", { name: "Broken Course" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("region", { name: "Failed — retry or delete" })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.startsWith("POST"))).toEqual(["POST /api/products/f-1/retry"]);
  });

  it("says why a retry was refused and offers the plans when the plan is full", async () => {
    serve((method) =>
      method === "POST"
        ? Response.json({ error: { code: "PLAN_LIMIT", message: "Your Free plan allows 1 product. Upgrade your plan to create more." } }, { status: 403 })
        : undefined,
    );
    const router = renderLists({ pending: list([]), failed: list([failed]) });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Retry Broken Course" }));
    expect(await screen.findByText("Could not try again")).toBeInTheDocument();
    expect(screen.getByText("Your Free plan allows 1 product. Upgrade your plan to create more.")).toBeInTheDocument();
    // A plain click: a pointer press on a toast would start sonner's swipe.
    fireEvent.click(screen.getByRole("button", { name: "View Plans" }));
    expect(router.state.location.pathname).toBe("/pricing");
  });

  it("deletes a failed listing only after the confirmation, by keyboard too", async () => {
    const calls = serve((method) => (method === "DELETE" ? new Response(null, { status: 204 }) : undefined));
    renderLists({ pending: list([]), failed: list([failed]) });
    const user = userEvent.setup();
    screen.getByRole("button", { name: "Delete Broken Course" }).focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Delete this failed listing?" });
    expect(dialog).toHaveTextContent("uses no slot of your plan");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.filter((call) => call.startsWith("DELETE"))).toEqual([]);
    expect(screen.getByRole("button", { name: "Delete Broken Course" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Delete Broken Course" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Yes, Delete" }));
    expect(await screen.findByText("Failed listing deleted")).toBeInTheDocument();
    expect(calls.filter((call) => call.startsWith("DELETE"))).toEqual(["DELETE /api/products/f-1"]);
    await waitFor(() => expect(screen.queryByRole("region", { name: "Failed — retry or delete" })).not.toBeInTheDocument());
  });
});
