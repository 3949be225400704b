import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GrowthResponse, GrowthRow } from "../../../../core/admin/growth";
import { renderAt } from "../../../../../tests/support/web/render";
import { GrowthSection } from "./growth-section";

afterEach(() => vi.restoreAllMocks());
// happy-dom has no layout: the chart's container is given the size a browser would measure.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(DOMRect.fromRect({ width: 375, height: 256 }));
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const row = (source: string, figures: Partial<GrowthRow>): GrowthRow => ({
  source,
  landings: 0,
  signups: 0,
  trials: 0,
  purchases: 0,
  revenue: 0,
  conversion: 0,
  ...figures,
});

const growthFor = (days: 7 | 30): GrowthResponse => ({
  days,
  since: "2026-11-17T00:00:00.000Z",
  first: [
    row("google", { landings: 12, signups: days === 30 ? 40 : 4, trials: 2, purchases: 1, revenue: 19, conversion: days === 30 ? 0.025 : 0.25 }),
    row("direct", { signups: 1 }),
  ],
  last: [row("news.example.org", { landings: 3, signups: 5, trials: 1, purchases: 1, revenue: 1234.5, conversion: 0.2 })],
});

const serve = (response: (days: 7 | 30) => GrowthResponse = growthFor) =>
  vi
    .spyOn(globalThis, "fetch")
    .mockImplementation(async (input) => json(response(Number(new URL(String(input), "http://localhost").searchParams.get("days")) as 7 | 30)));

describe("GrowthSection", () => {
  it("shows each source's landings, sign-ups, trials, purchases, revenue and conversion by first touch, with a described chart", async () => {
    serve();
    renderAt(<GrowthSection />);
    const table = await screen.findByRole("table", { name: "Growth per source by first touch, last 7 days" });
    expect(within(table).getByRole("row", { name: "google 12 4 2 1 $19.00 25%" })).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: "direct 0 1 0 0 $0.00 0%" })).toBeInTheDocument();
    const chart = await screen.findByRole("img", { name: "Bar chart of sign-ups, trials and purchases per source by first touch" }, { timeout: 10_000 });
    expect(chart).toHaveAccessibleDescription(/Last 7 days by first touch: 2 sources, 5 sign-ups, 2 trials and 1 purchase\./);
  });

  it("switches to last touch without asking again, and to 30 days by asking the server", async () => {
    const fetchSpy = serve();
    const user = userEvent.setup();
    renderAt(<GrowthSection />);
    await screen.findByRole("table");
    await user.click(screen.getByRole("button", { name: "Last touch" }));
    expect(screen.getByRole("button", { name: "Last touch" })).toHaveAttribute("aria-pressed", "true");
    const lastTable = screen.getByRole("table", { name: "Growth per source by last touch, last 7 days" });
    expect(within(lastTable).getByRole("row", { name: "news.example.org 3 5 1 1 $1,234.50 20%" })).toBeInTheDocument();
    expect(within(lastTable).queryByText("google")).toBeNull();
    await user.click(screen.getByRole("button", { name: "First touch" }));
    await user.click(screen.getByRole("button", { name: "30 days" }));
    await waitFor(() => expect(screen.getByRole("table", { name: "Growth per source by first touch, last 30 days" })).toBeInTheDocument());
    expect(within(screen.getByRole("table")).getByRole("row", { name: "google 12 40 2 1 $19.00 2.5%" })).toBeInTheDocument();
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toEqual(["/api/admin/growth?days=7", "/api/admin/growth?days=30"]);
  });

  it("says nothing is recorded yet instead of an empty table and chart", async () => {
    serve((days) => ({ days, since: "2026-11-17T00:00:00.000Z", first: [], last: [] }));
    renderAt(<GrowthSection />);
    expect(await screen.findByText(/Nothing is recorded yet for the last 7 days/)).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("says when the figures cannot be loaded, and retries", async () => {
    const fetchSpy = serve().mockResolvedValueOnce(json({ error: { code: "INTERNAL", message: "Database unavailable" } }, 500));
    const user = userEvent.setup();
    renderAt(<GrowthSection />);
    expect(await screen.findByText("Database unavailable")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("table")).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});
