import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ManualSyncResult, RecoveryAccount } from "../../../../core/admin-recovery";
import { renderAt } from "../../../../../tests/support/web/render";
import { UserRecoveryTab } from "./user-recovery-tab";

afterEach(() => vi.restoreAllMocks());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function buildAccount(overrides: Partial<RecoveryAccount> = {}): RecoveryAccount {
  return {
    user: { id: "user-7", email: "maker@example.com", confirmed: true, createdAt: "2026-11-01T10:00:00.000Z", isTest: false },
    plan: { tier: "free", manualTier: null, maxProducts: 1, productCount: 0, completedProducts: 0 },
    paddleCustomerId: "ctm_01abc",
    subscriptions: [{ id: "sub_01abc", status: "active", priceId: "pri_pro", tier: "pro", occurredAt: "2026-11-02T10:00:00.000Z" }],
    transactions: [{ id: "txn_01abc", status: "completed", amount: "3900", currency: "USD", isTest: false, createdAt: "2026-11-02T10:00:00.000Z" }],
    notifications: [
      {
        eventId: "evt_01fail",
        type: "subscription.activated",
        status: "failed",
        lastError: "attempt 4: connection reset",
        occurredAt: "2026-11-02T10:00:00.000Z",
        receivedAt: "2026-11-02T10:00:01.000Z",
        processedAt: null,
      },
    ],
    productsCount: 3,
    ...overrides,
  };
}

const snapshot = (tier: "free" | "pro") => ({ tier, maxProducts: tier === "pro" ? 40 : 1, manualTier: null, subscriptions: [] });

describe("UserRecoveryTab", () => {
  it("asks for an e-mail before searching", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const user = userEvent.setup();
    renderAt(<UserRecoveryTab />);
    await user.click(screen.getByRole("button", { name: "Find user" }));
    // The form validates asynchronously (zodResolver), so the message comes after the click settles.
    await waitFor(() => expect(screen.getByLabelText("User email")).toHaveAccessibleDescription("Please enter a user email"));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows the account's sections, with notification statuses and errors, and the server's 404", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(json({ error: { code: "NOT_FOUND", message: "User not found" } }, 404))
      .mockResolvedValueOnce(json(buildAccount()));
    const user = userEvent.setup();
    renderAt(<UserRecoveryTab />);
    await user.type(screen.getByLabelText("User email"), "nobody@example.com");
    await user.click(screen.getByRole("button", { name: "Find user" }));
    expect(await screen.findByText("User not found")).toBeInTheDocument();

    await user.clear(screen.getByLabelText("User email"));
    await user.type(screen.getByLabelText("User email"), "maker@example.com");
    await user.click(screen.getByRole("button", { name: "Find user" }));
    const notifications = await screen.findByRole("region", { name: "Notifications" });
    expect(within(notifications).getByText("failed")).toBeInTheDocument();
    expect(within(notifications).getByText("attempt 4: connection reset")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Transactions" })).getByText("39.00 USD")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Subscriptions" })).getByText("Pro")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Plan" })).getByText("ctm_01abc")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Resend confirmation" })).toBeDisabled();
    const [url, init] = fetchSpy.mock.calls[1] ?? [];
    expect(url).toBe("/api/admin/users/find");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ email: "maker@example.com" });
  });

  it("runs a manual sync, reports the change and reads the account again", async () => {
    const result: ManualSyncResult = {
      success: true,
      attempts: 1,
      source: "stored",
      before: snapshot("free"),
      after: snapshot("pro"),
      changed: true,
      error: null,
    };
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(json(buildAccount()))
      .mockResolvedValueOnce(json(result))
      .mockResolvedValueOnce(json(buildAccount({ plan: { tier: "pro", manualTier: null, maxProducts: 40, productCount: 0, completedProducts: 0 } })));
    const user = userEvent.setup();
    renderAt(<UserRecoveryTab />);
    await user.type(screen.getByLabelText("User email"), "maker@example.com");
    await user.click(screen.getByRole("button", { name: "Find user" }));
    await user.click(await screen.findByRole("button", { name: "Manual sync" }));
    expect(await screen.findByText("Synced from the stored notifications: Free → Pro.")).toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls[1] ?? [];
    expect(url).toBe("/api/admin/users/manual-sync");
    expect(JSON.parse(String(init?.body))).toEqual({ email: "maker@example.com" });
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(3));
  });

  it("revokes sessions only after the confirmation dialog", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(json(buildAccount()))
      .mockResolvedValueOnce(json({ email: "maker@example.com", revoked: 2 }));
    fetchSpy.mockResolvedValue(json(buildAccount()));
    const user = userEvent.setup();
    renderAt(<UserRecoveryTab />);
    await user.type(screen.getByLabelText("User email"), "maker@example.com");
    await user.click(screen.getByRole("button", { name: "Find user" }));
    await user.click(await screen.findByRole("button", { name: "Revoke sessions" }));
    const dialog = await screen.findByRole("dialog", { name: "Revoke all sessions?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole("button", { name: "Revoke sessions" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Revoke sessions" }));
    expect(await screen.findByText("Revoked 2 sessions.")).toBeInTheDocument();
    expect(fetchSpy.mock.calls[1]?.[0]).toBe("/api/admin/users/revoke-sessions");
  });
});
