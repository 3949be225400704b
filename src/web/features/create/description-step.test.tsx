import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { initialWizardData, type WizardData } from "../../../core/products/wizard";
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
    expect(description).toHaveAttribute("maxLength", "5000");
    // The visible star beside each label; the apps stay optional.
    expect(screen.getByText("File Format").parentElement).toHaveTextContent("File Format *");
    expect(screen.getByText("Compatible Apps")).not.toHaveTextContent("*");
  });

  it("offers an optional product name above the description, with its hint and counter read out", async () => {
    const user = userEvent.setup();
    const dispatch = vi.fn();
    renderAt(<DescriptionStep data={{ ...initialWizardData(), category: "course", productName: "Ukulele" }} dispatch={dispatch} />);
    const name = screen.getByRole("textbox", { name: "Product name (optional)" });
    const description = screen.getByRole("textbox", { name: "Product Description" });
    expect(name.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(name).not.toBeRequired();
    expect(name).toHaveAttribute("maxLength", "80");
    expect(name).toHaveAccessibleDescription("What buyers would search for, e.g. 'Ukulele for beginners course' 7/80 characters");
    await user.type(name, "s");
    expect(dispatch).toHaveBeenCalledWith({ type: "text", field: "productName", value: "Ukuleles" });
  });

  it.each<[string, Partial<WizardData>, string, string]>([
    ["a blank description", { description: "  " }, "Product Description", "Product description is required"],
    ["a name with markup", { productName: "<b>Ukulele</b>" }, "Product name (optional)", "Product name must be plain text, without HTML such as <b> or &amp;"],
  ])("says what is wrong with %s once the creator has left it, with the wizard's words", async (_, answers, label, message) => {
    const user = userEvent.setup();
    renderAt(<DescriptionStep data={{ ...initialWizardData(), category: "course", description: "A course", ...answers }} dispatch={vi.fn()} />);
    const field = screen.getByRole("textbox", { name: label });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.click(field);
    await user.tab();
    expect(screen.getByRole("alert")).toHaveTextContent(message);
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  });
});
