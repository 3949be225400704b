import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { NotificationResult } from "../../../../core/admin-recovery";
import { renderAt } from "../../../../../tests/support/web/render";
import { PaddleFixTab } from "./paddle-fix-tab";

afterEach(() => vi.restoreAllMocks());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("PaddleFixTab", () => {
  it("shows the e-mail rule's refusal, then needs a reason for the override and sends it", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(json({ error: { code: "CONFLICT", message: "Not linked: the customer's e-mail is other@example.com." } }, 409))
      .mockResolvedValueOnce(
        json({
          email: "maker@example.com",
          customerId: "ctm_01abc",
          paddleEmail: "other@example.com",
          overridden: true,
          plan: { tier: "pro", maxProducts: 40, manualTier: null, subscriptions: [] },
        }),
      );
    const user = userEvent.setup();
    renderAt(<PaddleFixTab />);
    await user.type(screen.getByLabelText("User email"), "maker@example.com");
    await user.type(screen.getByLabelText("Paddle customer id"), "ctm_01abc");
    await user.click(screen.getByRole("button", { name: "Link customer" }));
    expect(await screen.findByText(/customer's e-mail is other@example.com/)).toBeInTheDocument();
    expect(JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body))).toEqual({ email: "maker@example.com", customerId: "ctm_01abc" });

    await user.click(screen.getByLabelText("Override the confirmed-e-mail rule"));
    await user.click(screen.getByRole("button", { name: "Link customer" }));
    expect(await screen.findByLabelText("Reason (kept in the audit log)")).toHaveAccessibleDescription("An override needs a reason");
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText("Reason (kept in the audit log)"), "Paid under a work address");
    await user.click(screen.getByRole("button", { name: "Link customer" }));
    expect(await screen.findByText(/Linked ctm_01abc to maker@example.com \(override recorded\)\. Plan: Pro\./)).toBeInTheDocument();
    expect(JSON.parse(String(fetchSpy.mock.calls[1]?.[1]?.body))).toEqual({
      email: "maker@example.com",
      customerId: "ctm_01abc",
      override: true,
      reason: "Paid under a work address",
    });
  });

  it("re-applies a failed notification and shows its new status, and the 404 of an unknown one on replay", async () => {
    const processed: NotificationResult = {
      eventId: "evt_01",
      type: "subscription.activated",
      status: "processed",
      lastError: null,
      plan: { tier: "creator", maxProducts: 10, manualTier: null, subscriptions: [] },
    };
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(json(processed))
      .mockResolvedValueOnce(json({ error: { code: "NOT_FOUND", message: "Notification not found" } }, 404));
    const user = userEvent.setup();
    renderAt(<PaddleFixTab />);
    await user.click(screen.getByRole("button", { name: "Re-apply failed" }));
    // The form validates asynchronously (zodResolver), so the message comes after the click settles.
    await waitFor(() => expect(screen.getByLabelText("Notification id")).toHaveAccessibleDescription("Please enter a notification id"));
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Notification id"), "evt_01");
    await user.click(screen.getByRole("button", { name: "Re-apply failed" }));
    expect(await screen.findByText("processed")).toBeInTheDocument();
    expect(screen.getByText("Plan now: Creator")).toBeInTheDocument();
    expect(fetchSpy.mock.calls[0]?.[0]).toBe("/api/admin/paddle/reapply");

    await user.click(screen.getByRole("button", { name: "Replay" }));
    expect(await screen.findByText("Notification not found")).toBeInTheDocument();
    expect(fetchSpy.mock.calls[1]?.[0]).toBe("/api/admin/paddle/replay");
  });
});
