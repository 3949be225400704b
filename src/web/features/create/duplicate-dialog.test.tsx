import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DuplicateDialog } from "./duplicate-dialog";

const duplicate = { id: "p-1", title: "Morning Gratitude Journal Printable", category: "planner", createdAt: "2026-01-05T10:00:00.000Z", archived: false };

describe("DuplicateDialog", () => {
  it("names the existing listing by its current (generated) title and offers the three choices", async () => {
    const choices = { onReplace: vi.fn(), onUnique: vi.fn(), onCancel: vi.fn() };
    render(<DuplicateDialog duplicate={duplicate} {...choices} />);
    const dialog = screen.getByRole("dialog", { name: "Duplicate Product Found" });
    expect(dialog).toHaveTextContent(
      'You already have a listing made from this description: "Morning Gratitude Journal Printable" in Digital Planner/Dashboard, created 1/5/2026.',
    );
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole("button", { name: "Create with Unique Title" }));
    await user.click(within(dialog).getByRole("button", { name: "Replace" }));
    expect(choices.onUnique).toHaveBeenCalledTimes(1);
    expect(choices.onReplace).toHaveBeenCalledTimes(1);
    await user.keyboard("{Escape}");
    expect(choices.onCancel).toHaveBeenCalledTimes(1);
  });
});
