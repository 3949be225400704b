import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { OverviewResponse } from "../../../../core/admin/overview";
import { renderAt, seededQueryClient } from "../../../../../tests/support/web/render";
import { OverviewTab } from "./overview-tab";

afterEach(() => vi.restoreAllMocks());
// happy-dom has no layout: the chart's container is given the size a browser would measure.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(DOMRect.fromRect({ width: 640, height: 256 }));
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const overviewFor = (days: 1 | 7 | 30): OverviewResponse => ({
  days,
  since: "2026-11-17T00:00:00.000Z",
  accounts: days === 30 ? 120 : 42,
  paying: { creator: { total: 3, paddle: 2, manual: 1, other: 0 }, pro: { total: 2, paddle: 1, manual: 0, other: 1 } },
  mrr: 85.5,
  arr: 1026,
  activeSubscriptions: 3,
  signups: 4,
  upgrades: 1,
  series: Array.from({ length: days }, (_, index) => ({
    date: `2026-11-${String(17 + index).padStart(2, "0")}`,
    signups: index === 1 ? 4 : 0,
    upgrades: index === 1 ? 1 : 0,
  })),
  bySource: null,
});

/** The Growth section (its own tests: ../overview/growth-section.test.tsx) asks too; here nothing is recorded yet. */
const emptyGrowth = (url: URL) => json({ days: Number(url.searchParams.get("days")), since: "2026-11-17T00:00:00.000Z", first: [], last: [] });

const serveOverview = () =>
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname === "/api/admin/growth") return emptyGrowth(url);
    const days = Number(url.searchParams.get("days")) as 1 | 7 | 30;
    return json(overviewFor(days));
  });
const overviewCalls = (fetchSpy: ReturnType<typeof serveOverview>) =>
  fetchSpy.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/admin/overview"));

describe("OverviewTab", () => {
  it("shows accounts, paying accounts per plan apart by source, MRR and ARR in dollars, and an empty Growth section while nothing is recorded", async () => {
    serveOverview();
    renderAt(<OverviewTab />);
    expect(await screen.findByText("$85.50")).toBeInTheDocument();
    expect(screen.getByText("$1,026.00")).toBeInTheDocument();
    expect(screen.getByText("42")).toBeInTheDocument();
    expect(screen.getByText("2 via Paddle · 1 manual grant")).toBeInTheDocument();
    expect(screen.getByText("1 via Paddle · 0 manual grants · 1 unpaid or test")).toBeInTheDocument();
    expect(await screen.findByText(/Nothing is recorded yet for the last 7 days/)).toBeInTheDocument();
  });

  it("describes the chart in words and offers its numbers as a table", async () => {
    serveOverview();
    renderAt(<OverviewTab />);
    const chart = await screen.findByRole("img", { name: "Bar chart of sign-ups and upgrades per day" }, { timeout: 10_000 });
    expect(chart).toHaveAccessibleDescription("From 2026-11-17 to 2026-11-23 (UTC): 4 sign-ups and 1 upgrade.");
    const table = screen.getByRole("table", { name: "Sign-ups and upgrades per day (UTC)" });
    expect(within(table).getAllByRole("row")).toHaveLength(8);
    expect(within(table).getByRole("row", { name: "2026-11-18 4 1" })).toBeInTheDocument();
  });

  it("asks the server again each time the tab opens, even with figures in the cache", async () => {
    const fetchSpy = serveOverview();
    const cached = { ...overviewFor(7), accounts: 43 };
    renderAt(<OverviewTab />, seededQueryClient([[["admin", "overview", 7], cached]]));
    await waitFor(() => expect(overviewCalls(fetchSpy)).toHaveLength(1));
    expect(await screen.findByText("42")).toBeInTheDocument();
    expect(screen.queryByText("43")).not.toBeInTheDocument();
  });

  it("switches the period and asks the server for it", async () => {
    const fetchSpy = serveOverview();
    const user = userEvent.setup();
    renderAt(<OverviewTab />);
    await screen.findByText("42");
    const period = within(screen.getByRole("group", { name: "Period" }));
    expect(period.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");
    await user.click(period.getByRole("button", { name: "30 days" }));
    expect(await screen.findByText("120")).toBeInTheDocument();
    expect(period.getByRole("button", { name: "30 days" })).toHaveAttribute("aria-pressed", "true");
    expect(overviewCalls(fetchSpy)).toEqual(["/api/admin/overview?days=7", "/api/admin/overview?days=30"]);
    await waitFor(() => expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(31));
  });

  it("says when the overview cannot be loaded, and retries", async () => {
    serveOverview().mockResolvedValueOnce(json({ error: { code: "INTERNAL", message: "Database unavailable" } }, 500));
    const user = userEvent.setup();
    renderAt(<OverviewTab />);
    expect(await screen.findByText("Database unavailable")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("$85.50")).toBeInTheDocument();
  });
});
