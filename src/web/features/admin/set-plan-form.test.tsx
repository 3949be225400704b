import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../../../tests/support/web/render";
import { SetPlanForm } from "./set-plan-form";

afterEach(() => vi.restoreAllMocks());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("SetPlanForm", () => {
  it("asks for an e-mail before calling the server", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const user = userEvent.setup();
    renderAt(<SetPlanForm />);
    await user.click(screen.getByRole("button", { name: "Set plan" }));
    // The form validates asynchronously (zodResolver), so the message comes after the click settles.
    await waitFor(() => expect(screen.getByLabelText("User email")).toHaveAccessibleDescription("Please enter a user email"));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("sends the chosen plan and shows the server's refusal", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(json({ error: { code: "NOT_FOUND", message: "User not found" } }, 404));
    const user = userEvent.setup();
    renderAt(<SetPlanForm />);
    await user.type(screen.getByLabelText("User email"), "maker@example.com");
    await user.selectOptions(screen.getByLabelText("Plan"), "pro");
    await user.click(screen.getByRole("button", { name: "Set plan" }));
    expect(await screen.findByText("User not found")).toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe("/api/admin/subscription");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({ email: "maker@example.com", tier: "pro" });
  });
});
