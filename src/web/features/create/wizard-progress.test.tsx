import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { initialWizardData, type WizardData } from "../../../core/products/wizard";
import { renderAt } from "../../../../tests/support/web/render";
import { WizardProgress } from "./wizard-progress";

const complete: WizardData = { ...initialWizardData(), category: "course", description: "Watercolour basics", screenshots: 2 };
const steps = () => within(screen.getByRole("list", { name: "Wizard progress" })).getAllByRole("listitem");
const buttons = () =>
  within(screen.getByRole("list", { name: "Wizard progress" }))
    .queryAllByRole("button")
    .map((b) => b.textContent);

describe("WizardProgress", () => {
  it("offers only the current step on a first visit, marked as the current step", () => {
    renderAt(<WizardProgress step={1} furthestStep={1} data={initialWizardData()} onJump={vi.fn()} />);
    expect(steps()).toHaveLength(4);
    expect(buttons()).toEqual(["1Category"]);
    expect(screen.getByRole("button", { name: "Category" })).toHaveAttribute("aria-current", "step");
  });

  it("lets completed steps and steps already reached be chosen by keyboard", async () => {
    const user = userEvent.setup();
    const onJump = vi.fn();
    renderAt(<WizardProgress step={2} furthestStep={4} data={complete} onJump={onJump} />);
    expect(screen.getByRole("button", { name: /^Category\s*\(completed\)$/ })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("button", { name: "Description" })).toHaveAttribute("aria-current", "step");
    expect(screen.getByRole("button", { name: /^Screenshots\s*\(completed\)$/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Addons" })).toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole("button", { name: /^Category\s*\(completed\)$/ })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onJump).toHaveBeenLastCalledWith(1);
    await user.tab();
    await user.tab();
    await user.keyboard(" ");
    expect(onJump).toHaveBeenLastCalledWith(3);
  });

  it("offers nothing past a step that is no longer complete", () => {
    const planner = { ...complete, category: "planner" as const };
    renderAt(<WizardProgress step={1} furthestStep={4} data={planner} onJump={vi.fn()} />);
    expect(buttons()).toEqual(["1Category", "2Description"]);
  });

  it("does nothing when the current step is chosen", async () => {
    const user = userEvent.setup();
    const onJump = vi.fn();
    renderAt(<WizardProgress step={4} furthestStep={4} data={complete} onJump={onJump} />);
    await user.click(screen.getByRole("button", { name: "Addons" }));
    expect(onJump).not.toHaveBeenCalled();
  });

  it("keeps every step where it is while submitting", () => {
    renderAt(<WizardProgress step={4} furthestStep={4} data={complete} disabled onJump={vi.fn()} />);
    expect(screen.getAllByRole("button")).toHaveLength(4);
    for (const button of screen.getAllByRole("button")) expect(button).toBeDisabled();
  });
});
