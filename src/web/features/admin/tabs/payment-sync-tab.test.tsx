import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PaymentSyncView } from "../../../../core/monitor";
import { renderAt } from "../../../../../tests/support/web/render";
import { PaymentSyncTab } from "./payment-sync-tab";

afterEach(() => vi.restoreAllMocks());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const run = (overrides: Partial<PaymentSyncView>): PaymentSyncView => ({
  id: "8c1e0d6a-0000-4000-8000-000000000001",
  total: 2,
  done: 0,
  finished: false,
  changed: [],
  errors: [],
  ...overrides,
});

describe("PaymentSyncTab", () => {
  it("starts a sync, shows its progress and then the accounts whose plan changed", async () => {
    const progress = [
      run({ done: 1 }),
      run({
        done: 2,
        finished: true,
        changed: [{ email: "maker@example.com", before: "free", after: "pro" }],
        errors: [{ email: "late@example.com", message: "Paddle did not answer" }],
      }),
    ];
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      if (init?.method === "POST") return json(run({}), 202);
      expect(String(input)).toBe(`/api/admin/payment-sync/${run({}).id}`);
      return json(progress.length > 1 ? progress.shift() : progress[0]);
    });
    const user = userEvent.setup();
    renderAt(<PaymentSyncTab pollMs={5} />);
    await user.click(screen.getByRole("button", { name: "Sync all paying accounts" }));
    expect(await screen.findByRole("progressbar")).toBeInTheDocument();
    expect(await screen.findByText("maker@example.com: Free → Pro")).toBeInTheDocument();
    expect(screen.getByText("2 of 2")).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    expect(screen.getByText("late@example.com: Paddle did not answer")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sync all paying accounts" })).toBeEnabled();
    expect(spy.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(1);
  });

  it("shows the server's refusal", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(json({ error: { code: "CONFLICT", message: "A payment sync is already running." } }, 409));
    const user = userEvent.setup();
    renderAt(<PaymentSyncTab />);
    await user.click(screen.getByRole("button", { name: "Sync all paying accounts" }));
    expect(await screen.findByText("A payment sync is already running.")).toBeInTheDocument();
  });
});
