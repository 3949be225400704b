import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { VerifyPaymentResult } from "../../../../core/admin-recovery";
import { renderAt } from "../../../../../tests/support/web/render";
import { VerificationTab } from "./verification-tab";

afterEach(() => vi.restoreAllMocks());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const mismatch: VerifyPaymentResult = {
  source: "stored",
  exists: true,
  payments: [
    {
      transactionId: "txn_01abc",
      status: "completed",
      amount: "14.00",
      currency: "USD",
      createdAt: "2026-11-02T10:00:00.000Z",
      entitles: "creator",
      account: { id: "user-7", email: "maker@example.com", tier: "free" },
      planMatches: false,
    },
  ],
};

describe("VerificationTab", () => {
  it("refuses an empty or unreadable query before asking the server", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const user = userEvent.setup();
    renderAt(<VerificationTab />);
    await user.click(screen.getByRole("button", { name: "Verify payment" }));
    // The form validates asynchronously (zodResolver), so the message comes after the click settles.
    await waitFor(() =>
      expect(screen.getByLabelText("Transaction id or user email")).toHaveAccessibleDescription("Please enter a transaction id or an email address"),
    );
    await user.type(screen.getByLabelText("Transaction id or user email"), "<b>hi</b>");
    await user.click(screen.getByRole("button", { name: "Verify payment" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Transaction id or user email")).toHaveAccessibleDescription("Enter a transaction id (txn_…) or an email address"),
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("verifies by transaction id and shows the amount and a plan mismatch", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(json(mismatch));
    const user = userEvent.setup();
    renderAt(<VerificationTab />);
    await user.type(screen.getByLabelText("Transaction id or user email"), "txn_01abc");
    await user.click(screen.getByRole("button", { name: "Verify payment" }));
    expect(await screen.findByText("plan does not match")).toBeInTheDocument();
    expect(screen.getByText("14.00 USD")).toBeInTheDocument();
    expect(screen.getByText("maker@example.com (Free)")).toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe("/api/admin/verify-payment");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ transactionId: "txn_01abc" });
  });

  it("searches by e-mail and says when nothing was found", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(json({ source: "paddle", exists: false, payments: [] }));
    const user = userEvent.setup();
    renderAt(<VerificationTab />);
    await user.type(screen.getByLabelText("Transaction id or user email"), "maker@example.com");
    await user.click(screen.getByRole("button", { name: "Verify payment" }));
    expect(await screen.findByText("No payment found in Paddle's API.")).toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe("/api/admin/verify-payment");
    expect(JSON.parse(String(init?.body))).toEqual({ email: "maker@example.com" });
  });
});
