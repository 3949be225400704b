import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiSubscription } from "../../../core/api-types";
import { CreatePage } from "../../routes/create";
import { buildMe, meSeed, renderAt, seededQueryClient } from "../../../../tests/support/web/render";
import { buildSubscription } from "../../../../tests/support/web/build-subscription";
import { subscriptionKey } from "../../api/subscription";

afterEach(() => vi.restoreAllMocks());

const image = (name: string) => new File(["png"], name, { type: "image/png" });

function renderCreate(subscription: Partial<ApiSubscription> = {}) {
  const plan = buildSubscription({ tier: "free", maxProducts: 1, productCount: 0, slotsUsed: 0, hasPaidSubscription: false, ...subscription });
  renderAt(
    <>
      <CreatePage />
      <Toaster />
    </>,
    seededQueryClient([[subscriptionKey, plan], meSeed(buildMe())]),
  );
}

describe("CreatePage", () => {
  it("starts on step 1 with a warning banner for a free user with a slot left", () => {
    renderCreate();
    expect(screen.getByRole("status")).toHaveTextContent("You can create 1 more product on the Free plan");
    expect(screen.getByRole("link", { name: "Upgrade Plan" })).toHaveAttribute("href", "/pricing");
    const steps = within(screen.getByRole("list", { name: "Wizard progress" })).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual(["1Category", "2Description", "3Screenshots", "4Addons"]);
    expect(within(steps[0] as HTMLElement).getByRole("button", { name: "Category" })).toHaveAttribute("aria-current", "step");
    expect(screen.getByRole("heading", { name: "Choose Category" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
  });

  it("replaces the wizard with the upgrade panel once every slot is used", () => {
    renderCreate({ slotsUsed: 1 });
    expect(screen.getByRole("heading", { name: "Product Limit Reached" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View Plans" })).toHaveAttribute("href", "/pricing");
    expect(screen.getByRole("alert")).toHaveTextContent("You have reached the limit of 1 product on the Free plan");
    expect(screen.queryByRole("radiogroup")).not.toBeInTheDocument();
  });

  it("shows pro users no banner", () => {
    renderCreate({ tier: "pro", maxProducts: 40, slotsUsed: 39 });
    expect(screen.queryByRole("link", { name: "Upgrade Plan" })).not.toBeInTheDocument();
    expect(screen.getByRole("radiogroup", { name: "Choose Category" })).toBeInTheDocument();
  });

  it("selects a category from the keyboard and asks planners for apps and a file format", async () => {
    const user = userEvent.setup();
    renderCreate();
    const course = screen.getByRole("radio", { name: "Online Course" });
    expect(course).toHaveAccessibleDescription("Educational content with curriculum, lessons and learning objectives");
    await user.tab(); // Import many
    await user.tab(); // Upgrade Plan
    await user.tab(); // the current step in the progress indicator
    await user.tab();
    expect(course).toHaveFocus();
    // Held like a person would: Radix checks the radio that the arrow key moved focus to.
    await user.keyboard("{ArrowDown>}");
    await waitFor(() => expect(screen.getByRole("radio", { name: "Digital Planner/Dashboard" })).toBeChecked());
    await user.keyboard("{/ArrowDown}");

    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByRole("heading", { name: "Describe Your Product" })).toHaveFocus();
    // Pasted in one input event: typing key by key re-renders the wizard per character.
    await user.click(screen.getByLabelText("Product Description *"));
    await user.paste("A calm weekly planner");
    expect(screen.getByRole("button", { name: "Continue" })).toBeDisabled();
    const apps = screen.getByRole("group", { name: "Compatible Apps" });
    await user.click(within(apps).getByRole("checkbox", { name: "GoodNotes" }));
    expect(within(apps).getByRole("checkbox", { name: "GoodNotes" })).toBeChecked();
    await user.selectOptions(screen.getByLabelText("File Format"), "PDF");
    expect(screen.getByRole("button", { name: "Continue" })).toBeEnabled();
  });

  it("refuses non-images, counts screenshots and removes one at a time", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderCreate();
    await user.click(screen.getByRole("radio", { name: "Online Course" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(screen.getByLabelText("Product Description *"));
    await user.paste("Learn watercolour in ten lessons");
    await user.click(screen.getByRole("button", { name: "Continue" }));

    const input = screen.getByLabelText("Screenshots");
    await user.upload(input, [image("one.png"), new File(["hi"], "notes.txt", { type: "text/plain" })]);
    expect(screen.getByRole("alert")).toHaveTextContent("Only image files are allowed.");
    expect(screen.getByText("1/5")).toBeInTheDocument();
    await user.upload(
      input,
      ["a", "b", "c", "d", "e"].map((n) => image(`${n}.png`)),
    );
    expect(screen.getByRole("alert")).toHaveTextContent("You can upload a maximum of 5 files.");
    expect(screen.getByText("5/5")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove screenshot 5" }));
    expect(screen.getByText("4/5")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue" })).toBeEnabled();
  });
});
