import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminSubscriptionRow } from "../../../../core/admin/manual-tools";
import type { PaymentsConfig } from "../../../../core/api-types";
import { renderAt, seededQueryClient } from "../../../../../tests/support/web/render";
import { ManualToolsTab } from "./manual-tools-tab";

afterEach(() => vi.restoreAllMocks());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const row = (overrides: Partial<AdminSubscriptionRow> = {}): AdminSubscriptionRow => ({
  email: "maker@example.com",
  tier: "creator",
  manualTier: null,
  paddleTier: "creator",
  maxProducts: 10,
  productCount: 5,
  isTestAccount: false,
  updatedAt: "2026-11-20T10:00:00.000Z",
  ...overrides,
});
const withPayments = (payments: PaymentsConfig) => seededQueryClient([[["config"], { payments }]]);
const simulated = withPayments({ mode: "simulated", clientToken: null, environment: "sandbox" });
const tool = (name: string) => within(screen.getByRole("region", { name }));
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

describe("ManualToolsTab", () => {
  it("has the set-plan form, the subscription editor and the mock transaction form", () => {
    renderAt(<ManualToolsTab />, simulated);
    expect(screen.getByRole("heading", { name: "Set a plan" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Set plan" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Edit a subscription" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Mock transaction" })).toBeInTheDocument();
  });

  it("looks a subscription up by e-mail, shows the row, edits the manual grant and recounts products", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(json(row()))
      .mockResolvedValueOnce(json(row({ tier: "pro", manualTier: "pro", maxProducts: 40 })))
      .mockResolvedValueOnce(json(row({ tier: "pro", manualTier: "pro", maxProducts: 40, productCount: 2 })));
    const user = userEvent.setup();
    renderAt(<ManualToolsTab />, simulated);
    const editor = tool("Edit a subscription");
    await user.type(editor.getByLabelText("Account email"), "Maker@Example.com");
    await user.click(screen.getByRole("button", { name: "Find subscription" }));
    expect(await editor.findByText("Creator (up to 10 products)")).toBeInTheDocument();
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe("/api/admin/subscriptions/Maker%40Example.com");
    expect(editor.getByText("5")).toBeInTheDocument();

    await user.selectOptions(editor.getByLabelText("Manual grant"), "pro");
    await user.click(editor.getByRole("button", { name: "Save grant" }));
    expect(await editor.findByText("Pro (up to 40 products)")).toBeInTheDocument();
    expect(fetchSpy.mock.calls[1]?.[1]?.method).toBe("PATCH");
    expect(bodyOf(fetchSpy.mock.calls[1]?.[1])).toEqual({ manualTier: "pro" });

    await user.click(editor.getByRole("button", { name: "Recompute product count" }));
    expect(await editor.findByText("2")).toBeInTheDocument();
    expect(bodyOf(fetchSpy.mock.calls[2]?.[1])).toEqual({ recomputeCount: true });
  });

  it("asks for a valid e-mail before looking anything up, and shows the server's 404", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(json({ error: { code: "NOT_FOUND", message: "User not found" } }, 404));
    const user = userEvent.setup();
    renderAt(<ManualToolsTab />, simulated);
    const editor = tool("Edit a subscription");
    const field = editor.getByLabelText("Account email");
    await user.type(field, "not an email");
    await user.click(screen.getByRole("button", { name: "Find subscription" }));
    expect(field).toHaveAccessibleDescription("Please enter a user email");
    expect(fetchSpy).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, "nobody@example.com");
    await user.click(screen.getByRole("button", { name: "Find subscription" }));
    expect(await screen.findByText("User not found")).toBeInTheDocument();
  });

  it("creates a mock transaction where payments are simulated", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(
      json(
        {
          transactionId: "txn_mock_1",
          subscriptionId: "sub_mock_1",
          amount: "39000",
          subscription: row({ tier: "pro", paddleTier: "pro", maxProducts: 40 }),
        },
        201,
      ),
    );
    const user = userEvent.setup();
    renderAt(<ManualToolsTab />, simulated);
    expect(screen.queryByText(/refused in Paddle production mode/)).not.toBeInTheDocument();
    await user.type(tool("Mock transaction").getByLabelText("Account email"), "maker@example.com");
    await user.selectOptions(tool("Mock transaction").getByLabelText("Plan"), "pro");
    await user.selectOptions(screen.getByLabelText("Billing"), "annual");
    await user.click(screen.getByRole("button", { name: "Create mock transaction" }));
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe("/api/admin/mock-transactions");
    expect(bodyOf(init)).toEqual({ email: "maker@example.com", tier: "pro", interval: "annual" });
  });

  it("explains that mock transactions are refused in Paddle production mode and offers no button to try", () => {
    renderAt(<ManualToolsTab />, withPayments({ mode: "paddle", clientToken: "live_token", environment: "production" }));
    expect(screen.getByText(/Mock transactions are refused in Paddle production mode/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create mock transaction" })).toBeDisabled();
  });
});
