import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LegalPage as LegalPageData } from "../../../core/legal";
import { LegalPage } from "../../routes/legal";
import { PageTitleProvider, useDocumentTitle } from "../../lib/page-title";
import { renderRoutes } from "../../../../tests/support/web/render";

afterEach(() => {
  vi.restoreAllMocks();
});

const terms: LegalPageData = {
  id: "terms",
  title: "Terms of Service",
  updated: "2026-11-23",
  html: "<h2>Plans and payment</h2><p><strong>Paddle is our merchant of record.</strong></p>",
  isDefault: true,
};

/** The root layout's part in titles: the page names itself after the policy. */
function Layout() {
  const namePage = useDocumentTitle();
  return (
    <PageTitleProvider value={namePage}>
      <Outlet />
    </PageTitleProvider>
  );
}

const visit = (path: string) => renderRoutes([{ element: <Layout />, children: [{ path: "/legal/:page", element: <LegalPage /> }] }], path);

describe("LegalPage", () => {
  it("shows the title, the date it was last updated, the review note and the server's text", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json(terms));
    visit("/legal/terms");
    expect(screen.getByRole("status", { name: "Loading the page" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Terms of Service" })).toBeInTheDocument();
    expect(screen.getByText("November 23, 2026").closest("time")).toHaveAttribute("datetime", "2026-11-23");
    expect(screen.getByText(/Last updated/)).toBeInTheDocument();
    expect(screen.getByRole("note")).toHaveTextContent("Default text, for review by the operator");
    expect(screen.getByRole("heading", { level: 2, name: "Plans and payment" })).toBeInTheDocument();
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe("/api/legal/terms");
    await waitFor(() => expect(document.title).toBe("Terms of Service · Listcraft"));
  });

  it("shows the operator's own text without the review note", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ ...terms, isDefault: false }));
    visit("/legal/terms");
    expect(await screen.findByRole("heading", { level: 1, name: "Terms of Service" })).toBeInTheDocument();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });

  it("is the 404 page for a page that does not exist, without asking the server", () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    visit("/legal/cookies");
    expect(screen.getByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("is the 404 page when the server has no such page", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ error: { code: "NOT_FOUND", message: "There is no such page." } }, { status: 404 }));
    visit("/legal/privacy");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });

  it("says the page could not be loaded and loads it on Retry", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(Response.json({ error: { code: "INTERNAL", message: "Boom" } }, { status: 500 }))
      .mockResolvedValueOnce(Response.json(terms));
    visit("/legal/terms");
    expect(await screen.findByRole("alert")).toHaveTextContent("This page could not be loaded.");
    await userEvent.setup().click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Terms of Service" })).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});
