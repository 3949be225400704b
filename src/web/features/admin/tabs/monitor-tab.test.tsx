import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MismatchView, MonitorView } from "../../../../core/monitor";
import { renderAt } from "../../../../../tests/support/web/render";
import { MonitorTab } from "./monitor-tab";

afterEach(() => vi.restoreAllMocks());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const mismatch = (overrides: Partial<MismatchView>): MismatchView => ({
  id: "3f0c4b1e-0000-4000-8000-000000000001",
  kind: "plan-below-payment",
  email: "maker@example.com",
  transactionId: "txn_1",
  subscriptionId: null,
  amount: "1400",
  currency: "USD",
  expectedTier: "creator",
  severity: "high",
  status: "pending",
  resolution: null,
  detectedAt: "2026-11-23T10:00:00.000Z",
  resolvedAt: null,
  ...overrides,
});

const view: MonitorView = {
  mismatches: [
    mismatch({}),
    mismatch({
      id: "3f0c4b1e-0000-4000-8000-000000000002",
      kind: "payment-without-account",
      email: null,
      transactionId: "txn_2",
      severity: "medium",
      expectedTier: "pro",
    }),
  ],
  stats: { totalMismatches: 7, resolvedToday: 3, pendingReview: 2, averageResolutionTime: 180_000 },
  health: {
    latest: { measuredAt: "2026-11-23T10:00:00.000Z", planAccuracy: 99.5, webhookSuccess: 96, rating: "excellent" },
    series: [{ measuredAt: "2026-11-23T09:00:00.000Z", planAccuracy: 97, webhookSuccess: 92, rating: "good" }],
  },
};

function serve() {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith("/api/admin/monitor/resolve"))
      return json({ changed: true, message: "Upgraded to creator; the account is now on creator.", mismatch: mismatch({ status: "resolved" }) });
    if (url.startsWith("/api/admin/monitor/scan")) return json({ found: 2, created: 1, gone: 0, pending: 2 });
    if (url.startsWith("/api/admin/monitor/auto-recovery")) return json({ recovered: 2, remaining: 1 });
    if (url.startsWith("/api/admin/monitor") && (init?.method ?? "GET") === "GET") return json(view);
    return json({ error: { code: "NOT_FOUND", message: "no" } }, 404);
  });
}
const posts = (spy: ReturnType<typeof serve>, path: string) => spy.mock.calls.filter(([url, init]) => String(url) === path && init?.method === "POST");

describe("MonitorTab", () => {
  it("shows the four stats, the health rating with its two figures and the pending mismatches", async () => {
    const spy = serve();
    renderAt(<MonitorTab />);
    expect(await screen.findByText("Total mismatches")).toBeInTheDocument();
    expect(spy.mock.calls[0]?.[0]).toBe("/api/admin/monitor?status=pending");
    expect(screen.getByText("7")).toBeInTheDocument();
    expect(screen.getByText("3 min")).toBeInTheDocument();
    expect(screen.getByText("Excellent")).toBeInTheDocument();
    expect(screen.getByText("99.5 %")).toBeInTheDocument();
    expect(screen.getByText("96.0 %")).toBeInTheDocument();
    expect(screen.getByText("Lowest in 24 h: 92.0 %")).toBeInTheDocument();
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText("14.00 USD")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("high")).toBeInTheDocument();
    // A payment with no account can only be ignored.
    expect(within(rows[2]!).queryByRole("button", { name: /Resolve by upgrade/ })).toBeNull();
    expect(within(rows[2]!).getByRole("button", { name: /Ignore/ })).toBeInTheDocument();
  });

  it("resolves by upgrade only after confirming, and a cancelled ignore sends nothing", async () => {
    const spy = serve();
    const user = userEvent.setup();
    renderAt(<MonitorTab />);
    await user.click(await screen.findByRole("button", { name: "Ignore: maker@example.com" }));
    expect(await screen.findByRole("dialog", { name: "Ignore this mismatch?" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(posts(spy, "/api/admin/monitor/resolve")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Resolve by upgrade: maker@example.com" }));
    const dialog = await screen.findByRole("dialog", { name: "Upgrade this account?" });
    expect(within(dialog).getByText(/gets the Creator plan/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Upgrade" }));
    await vi.waitFor(() => expect(posts(spy, "/api/admin/monitor/resolve")).toHaveLength(1));
    const [, init] = posts(spy, "/api/admin/monitor/resolve")[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ alertId: view.mismatches[0]!.id, resolution: "upgrade" });
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("scans on demand, runs auto-recovery and reports its result", async () => {
    const spy = serve();
    const user = userEvent.setup();
    renderAt(<MonitorTab />);
    await user.click(await screen.findByRole("button", { name: "Scan now" }));
    await vi.waitFor(() => expect(posts(spy, "/api/admin/monitor/scan")).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Auto-recovery" }));
    expect(await screen.findByText("Auto-recovery repaired 2 and left 1 for review.")).toBeInTheDocument();
  });

  it("asks for another status", async () => {
    const spy = serve();
    const user = userEvent.setup();
    renderAt(<MonitorTab />);
    await user.selectOptions(await screen.findByLabelText("Show"), "resolved");
    await vi.waitFor(() => expect(spy.mock.calls.map(([url]) => String(url))).toContain("/api/admin/monitor?status=resolved"));
  });
});
