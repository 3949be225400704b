import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AlertsResponse } from "../../../../core/alerts";
import { renderAt, seededQueryClient } from "../../../../../tests/support/web/render";
import { alertsKey } from "../../../api/admin-alerts";
import { AlertsTab } from "./alerts-tab";

afterEach(() => vi.restoreAllMocks());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const rule = (id: "payment-mismatch" | "webhook-failure", overrides: Partial<AlertsResponse["rules"][number]> = {}): AlertsResponse["rules"][number] => ({
  id,
  name: id === "payment-mismatch" ? "Payment mismatch" : "Webhook failures",
  description: "d",
  enabled: true,
  threshold: id === "payment-mismatch" ? 5 : 95,
  channels: ["email"],
  direction: id === "payment-mismatch" ? "at-least" : "below",
  updatedAt: "2026-11-23T10:00:00.000Z",
  ...overrides,
});

const data: AlertsResponse = {
  rules: [rule("payment-mismatch"), rule("webhook-failure")],
  configured: { email: true, webhook: true, slack: false },
  recent: [
    {
      id: "d1",
      ruleId: "payment-mismatch",
      channel: "webhook",
      status: "failed",
      title: "7 mismatches",
      message: "Review them",
      error: "HTTP 500",
      createdAt: "2026-11-23T10:00:00.000Z",
    },
  ],
  webhookFailures: [{ id: "f1", eventId: "evt_01", error: "attempt 4: boom", status: "pending", createdAt: "2026-11-23T09:00:00.000Z" }],
};

const renderTab = () => renderAt(<AlertsTab />, seededQueryClient([[alertsKey, data]]));
const card = (name: string) => screen.getByRole("form", { name });

describe("AlertsTab", () => {
  it("shows each rule with its direction, channels (unconfigured ones said so), recent alerts and webhook failures", () => {
    renderTab();
    expect(within(card("Payment mismatch")).getByLabelText(/Threshold \(alert when the value reaches\)/)).toHaveValue(5);
    expect(within(card("Webhook failures")).getByLabelText(/Threshold \(alert when the value falls below\)/)).toHaveValue(95);
    expect(within(card("Payment mismatch")).getByRole("checkbox", { name: "E-mail" })).toBeChecked();
    expect(within(card("Payment mismatch")).getByRole("checkbox", { name: "Slack (not configured)" })).not.toBeChecked();
    expect(within(card("Payment mismatch")).getByRole("switch", { name: "Enabled" })).toBeChecked();
    const recent = screen.getByRole("list", { name: "Recent alerts" });
    expect(within(recent).getByText("7 mismatches")).toBeInTheDocument();
    expect(within(recent).getByText("HTTP 500")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send test Slack (not configured)" })).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Webhook failures" })).getByText("attempt 4: boom")).toBeInTheDocument();
  });

  it("refuses a threshold out of range or missing before calling the server", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const user = userEvent.setup();
    renderTab();
    const form = card("Payment mismatch");
    const threshold = within(form).getByLabelText(/Threshold/);
    await user.clear(threshold);
    await user.type(threshold, "100001");
    await user.click(within(form).getByRole("button", { name: "Save Payment mismatch" }));
    expect(threshold).toHaveAccessibleDescription("At most 100000");
    await user.clear(threshold);
    await user.click(within(form).getByRole("button", { name: "Save Payment mismatch" }));
    expect(threshold).toHaveAccessibleDescription("Enter a number");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("saves the enabled switch, threshold and channels together", async () => {
    const saved = rule("payment-mismatch", { enabled: false, threshold: 12, channels: ["email", "webhook"], updatedAt: "2026-11-23T11:00:00.000Z" });
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(json({ rule: saved }));
    const user = userEvent.setup();
    renderTab();
    const form = card("Payment mismatch");
    await user.click(within(form).getByRole("switch", { name: "Enabled" }));
    await user.clear(within(form).getByLabelText(/Threshold/));
    await user.type(within(form).getByLabelText(/Threshold/), "12");
    await user.click(within(form).getByRole("checkbox", { name: "Webhook" }));
    await user.click(within(form).getByRole("button", { name: "Save Payment mismatch" }));
    expect(await within(card("Payment mismatch")).findByDisplayValue("12")).toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe("/api/admin/alerts/rules/payment-mismatch");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({
      name: "Payment mismatch",
      description: "d",
      enabled: false,
      threshold: 12,
      channels: ["email", "webhook"],
    });
  });

  it("shows the server's refusal of a rule edit", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(json({ error: { code: "VALIDATION_FAILED", message: "threshold: At most 100000" } }, 400));
    const user = userEvent.setup();
    renderTab();
    await user.click(within(card("Payment mismatch")).getByRole("button", { name: "Save Payment mismatch" }));
    expect(await screen.findByText("threshold: At most 100000")).toBeInTheDocument();
  });

  it("sends a test on one channel and announces the result", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async (input) =>
        String(input) === "/api/admin/alerts/test" ? json({ channel: "webhook", ok: false, error: "HTTP 503" }) : json(data),
      );
    const user = userEvent.setup();
    renderTab();
    await user.click(screen.getByRole("button", { name: "Send test Webhook" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Webhook: failed: HTTP 503");
    const call = fetchSpy.mock.calls.find(([url]) => url === "/api/admin/alerts/test");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ channel: "webhook" });
  });

  it("marks a webhook failure investigating", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(json({ webhookFailure: { ...data.webhookFailures[0], status: "investigating" } }));
    const user = userEvent.setup();
    renderTab();
    await user.click(screen.getByRole("button", { name: "Mark evt_01 investigating" }));
    expect(await screen.findByText("investigating")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mark evt_01 investigating" })).not.toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe("/api/admin/alerts/webhook-failures/f1");
    expect(JSON.parse(String(init?.body))).toEqual({ status: "investigating" });
  });
});
