import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderAt } from "../../../../tests/support/web/render";
import { buildProduct } from "../../../../tests/support/web/build-product";
import { ResultCard } from "./result-card";

describe("ResultCard", () => {
  it("shows the whole listing with a copy button per part", async () => {
    const product = buildProduct({ title: "Weekly Focus Planner" });
    const onCreateAnother = vi.fn();
    renderAt(<ResultCard product={product} onCreateAnother={onCreateAnother} />);

    expect(screen.getByRole("heading", { name: "Weekly Focus Planner" })).toHaveFocus();
    expect(screen.getByText("A calm weekly planner for Notion.")).toBeInTheDocument();
    expect(screen.getByText("GoodNotes")).toBeInTheDocument();
    expect(screen.getByText("Habit tracker")).toBeInTheDocument();
    expect(screen.getByText("Plan your week in minutes")).toBeInTheDocument();
    for (const part of ["title", "short description", "compatible platforms", "features", "benefits"]) {
      expect(screen.getByRole("button", { name: `Copy ${part}` })).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: "View Details" })).toHaveAttribute("href", `/product/${product.id}`);
    expect(screen.queryByText(/being generated/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Create Another Product" }));
    expect(onCreateAnother).toHaveBeenCalledOnce();
  });

  it("leaves out what the generator has not written yet and says it is on its way", () => {
    const product = buildProduct({ status: "pending", features: [], benefits: [], addons: {} });
    renderAt(<ResultCard product={product} onCreateAnother={() => {}} />);

    expect(screen.getByRole("status")).toHaveTextContent("Your listing is being generated.");
    for (const heading of ["Features", "Benefits", "Compatible Platforms"]) {
      expect(screen.queryByRole("heading", { name: heading })).not.toBeInTheDocument();
    }
  });
});
