import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuditEntryView, ConsoleReport } from "../../core/admin-console";
import { AccountMenu } from "../app/header/account-menu";
import { buildMe, renderAt, renderRoutes } from "../../../tests/support/web/render";
import { AdminPage } from "./admin";

afterEach(() => vi.restoreAllMocks());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const auditEntry: AuditEntryView = {
  id: "a1",
  adminEmail: "admin@example.com",
  action: "set-plan",
  target: "maker@example.com",
  before: { tier: "free" },
  after: { tier: "pro" },
  createdAt: "2026-11-23T10:00:00.000Z",
};

const healthReport: ConsoleReport = {
  ok: false,
  ms: 40,
  lines: [
    { name: "Database", status: "ok", ms: 3, detail: "select 1 answered" },
    { name: "SMTP", status: "failed", ms: 31, detail: "connect ECONNREFUSED 127.0.0.1:2525" },
    { name: "Paddle API", status: "skipped", ms: 0, detail: "no PADDLE_API_KEY" },
  ],
};

/** The server as the page sees it: the audit log, and each console route answering `answers[path]`. */
function serve(answers: Record<string, () => Response | Promise<Response>> = {}) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const path = String(input).split("?")[0] ?? "";
    if (path === "/api/admin/audit") return json({ entries: [auditEntry] });
    return answers[path]?.() ?? json({ error: { code: "NOT_FOUND", message: "Not found" } }, 404);
  });
}

const visit = (path = "/admin") =>
  renderRoutes(
    [
      {
        path: "/admin",
        element: (
          <>
            <AdminPage />
            <Toaster />
          </>
        ),
      },
    ],
    path,
  );

describe("AdminPage", () => {
  it("shows the heading, the four buttons and the eight tabs in the console's order", async () => {
    serve();
    visit();
    expect(screen.getByRole("heading", { level: 1, name: "Enhanced Admin Panel" })).toBeInTheDocument();
    for (const name of ["Run Health Check", "Test All Webhooks", "Test Customer.Created", "Test Full Flow"])
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    const tabs = within(screen.getByRole("tablist", { name: "Admin tools" })).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "User Recovery",
      "Paddle Fix",
      "Payment Sync",
      "Overview",
      "Monitor",
      "Alerts",
      "Manual Tools",
      "Verification",
    ]);
    expect(screen.getByRole("tab", { name: "User Recovery" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText("maker@example.com")).toBeInTheDocument();
  });

  it("opens the tab named in the URL and writes the chosen tab back to it", async () => {
    serve();
    const router = visit("/admin?tab=monitor");
    expect(screen.getByRole("tab", { name: "Monitor" })).toHaveAttribute("aria-selected", "true");
    const user = userEvent.setup();
    await user.click(screen.getByRole("tab", { name: "Alerts" }));
    expect(router.state.location.search).toBe("?tab=alerts");
    expect(screen.getByRole("tab", { name: "Alerts" })).toHaveAttribute("aria-selected", "true");
    // By keyboard too: the arrow keys move along the tabs.
    await user.keyboard("{ArrowRight}");
    expect(router.state.location.search).toBe("?tab=manual-tools");
  });

  it("falls back to the first tab for an unknown ?tab=", () => {
    serve();
    visit("/admin?tab=%3Cscript%3E");
    expect(screen.getByRole("tab", { name: "User Recovery" })).toHaveAttribute("aria-selected", "true");
  });

  it("runs the health check and shows each check's status, time and detail", async () => {
    const fetchSpy = serve({ "/api/admin/health-check": () => json(healthReport) });
    visit();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Run Health Check" }));
    const panel = await screen.findByRole("region", { name: "Run Health Check result" });
    expect(panel).toHaveTextContent("✗ 1 failed");
    const rows = within(panel).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      "Database✓ OK3 msselect 1 answered",
      "SMTP✗ Failed31 msconnect ECONNREFUSED 127.0.0.1:2525",
      "Paddle API– Skipped0 msno PADDLE_API_KEY",
    ]);
    const call = fetchSpy.mock.calls.find(([url]) => url === "/api/admin/health-check");
    expect(call?.[1]?.method).toBe("POST");
  });

  it("says so while a button runs and sends only customer.created for Test Customer.Created", async () => {
    let finish: (response: Response) => void = () => {};
    const fetchSpy = serve({ "/api/admin/test-webhooks": () => new Promise<Response>((resolve) => (finish = resolve)) });
    visit();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Test Customer.Created" }));
    const busy = screen.getByRole("button", { name: "Sending customer.created..." });
    expect(busy).toHaveAttribute("aria-busy", "true");
    const [, init] = fetchSpy.mock.calls.find(([url]) => url === "/api/admin/test-webhooks") ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ only: "customer.created" });
    finish(json({ ok: true, ms: 5, lines: [{ name: "customer.created", status: "ok", ms: 5, detail: "HTTP 200" }] }));
    expect(await screen.findByRole("region", { name: "Test Customer.Created result" })).toHaveTextContent("✓ All passed");
  });

  it("shows a toast when an action cannot run", async () => {
    serve({ "/api/admin/test-full-flow": () => json({ error: { code: "INTERNAL", message: "Database unavailable" } }, 500) });
    visit();
    await userEvent.setup().click(screen.getByRole("button", { name: "Test Full Flow" }));
    expect(await screen.findByText("Full flow test failed to run")).toBeInTheDocument();
    expect(screen.getByText("Database unavailable")).toBeInTheDocument();
  });

  it("lists the audit log with who, what, target, when and before → after", async () => {
    serve();
    visit();
    const log = (await screen.findByText("set-plan")).closest("li");
    expect(log).toHaveTextContent("maker@example.com");
    expect(log).toHaveTextContent("by admin@example.com");
    expect(log).toHaveTextContent("tier: free → tier: pro");
    expect(log?.querySelector("time")).toHaveAttribute("dateTime", auditEntry.createdAt);
  });
});

describe("AccountMenu", () => {
  it("offers the Admin link to the administrator only", async () => {
    const user = userEvent.setup();
    const { user: account } = buildMe();
    renderAt(<AccountMenu user={account} isAdmin />);
    await user.click(screen.getByRole("button", { name: "Account menu" }));
    expect(await screen.findByRole("menuitem", { name: "Admin" })).toHaveAttribute("href", "/admin");
  });

  it("has no Admin link for anyone else", async () => {
    const user = userEvent.setup();
    renderAt(<AccountMenu user={buildMe().user} />);
    await user.click(screen.getByRole("button", { name: "Account menu" }));
    expect(await screen.findByRole("menuitem", { name: "Profile" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Admin" })).not.toBeInTheDocument();
  });
});
