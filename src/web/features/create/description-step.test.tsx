import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { initialWizardData } from "../../../core/products/wizard";
import { renderAt } from "../../../../tests/support/web/render";
import { DescriptionStep } from "./description-step";

describe("DescriptionStep", () => {
  it("says the listing is written from the description, not cut from it", () => {
    renderAt(<DescriptionStep data={{ ...initialWizardData(), category: "course" }} dispatch={vi.fn()} />);
    expect(screen.queryByText(/first 50 characters/i)).not.toBeInTheDocument();
    expect(screen.getByText(/Your listing, title included, is written from this description/)).toBeInTheDocument();
    expect(screen.getByText(/The more facts, the better/)).toBeInTheDocument();
  });

  it("marks the description and, for planners, the file format as required", () => {
    renderAt(<DescriptionStep data={{ ...initialWizardData(), category: "planner" }} dispatch={vi.fn()} />);
    const description = screen.getByRole("textbox", { name: "Product Description" });
    const format = screen.getByRole("combobox", { name: "File Format" });
    for (const field of [description, format]) {
      expect(field).toBeRequired();
      expect(field).toHaveAttribute("aria-required", "true");
    }
    // The visible star beside each label; the apps stay optional.
    expect(screen.getByText("File Format").parentElement).toHaveTextContent("File Format *");
    expect(screen.getByText("Compatible Apps")).not.toHaveTextContent("*");
  });

  it("says the description is required once the creator has left it blank, with the wizard's words", async () => {
    const user = userEvent.setup();
    renderAt(<DescriptionStep data={{ ...initialWizardData(), category: "course", description: "  " }} dispatch={vi.fn()} />);
    const description = screen.getByRole("textbox", { name: "Product Description" });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.click(description);
    await user.tab();
    expect(screen.getByRole("alert")).toHaveTextContent("Product description is required");
    expect(description).toHaveAccessibleDescription("Product description is required");
    expect(description).toHaveAttribute("maxLength", "5000");
  });
});
