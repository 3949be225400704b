import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useReducer } from "react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../../../tests/support/web/render";
import { AddonsStep } from "./addons-step";
import { initialWizardState, wizardReducer } from "./use-wizard";

function Harness() {
  const [state, dispatch] = useReducer(wizardReducer, undefined, initialWizardState);
  return (
    <>
      <AddonsStep data={state.data} files={state.files} showAllErrors={state.submitAttempted} dispatch={dispatch} />
      <button type="button" onClick={() => dispatch({ type: "submitAttempt" })}>
        Submit Product
      </button>
      <output aria-label="Chosen rating">{state.data.testimonialRating}</output>
    </>
  );
}

const alerts = () => screen.queryAllByRole("alert").map((alert) => alert.textContent);
const png = (name: string) => new File(["png"], name, { type: "image/png" });

describe("AddonsStep", { timeout: 15_000 }, () => {
  it("says what a field still needs only once the creator has been in it", async () => {
    const user = userEvent.setup();
    renderAt(<Harness />);
    await user.click(screen.getByRole("switch", { name: "Add a testimonial" }));
    expect(alerts()).toEqual([]);

    await user.click(screen.getByLabelText("Testimonial content"));
    expect(alerts()).toEqual([]);
    await user.tab(); // leaves the content empty
    expect(alerts()).toEqual(["Testimonial content is required"]);
    expect(screen.getByLabelText("Testimonial content")).toHaveAccessibleDescription("Testimonial content is required");
    await user.type(screen.getByLabelText("Testimonial content"), "Lovely planner");
    expect(alerts()).toEqual([]);

    await user.upload(screen.getByLabelText("Avatar image"), png("maya.png"));
    await user.click(screen.getByRole("button", { name: "Remove avatar image" }));
    expect(alerts()).toEqual(["Avatar image is required"]);
  });

  it("shows every missing field after a submit attempt", async () => {
    const user = userEvent.setup();
    renderAt(<Harness />);
    await user.click(screen.getByRole("switch", { name: "Add a testimonial" }));
    await user.click(screen.getByRole("switch", { name: "Add before/after images" }));
    expect(alerts()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Submit Product" }));
    expect(alerts()).toEqual([
      "Testimonial content is required",
      "Testimonial title is required",
      "Avatar image is required",
      "Before image is required",
      "After image is required",
    ]);
    expect(screen.getByLabelText("Before image")).toHaveAccessibleDescription(/Before image is required/);
  });

  it("marks the fields of a switched-on addon as required", async () => {
    const user = userEvent.setup();
    renderAt(<Harness />);
    await user.click(screen.getByRole("switch", { name: "Add a testimonial" }));
    for (const label of ["Testimonial content", "Name / title", "Avatar image"]) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByRole("textbox", { name: "Testimonial content" })).toHaveAttribute("aria-required", "true");
  });

  it("rates the testimonial with 1-5 stars from the keyboard, five by default", async () => {
    const user = userEvent.setup();
    renderAt(<Harness />);
    await user.click(screen.getByRole("switch", { name: "Add a testimonial" }));
    const group = screen.getByRole("radiogroup", { name: "Rating" });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "5 stars" })).toBeChecked();

    await user.click(screen.getByLabelText("Testimonial content"));
    await user.tab();
    expect(screen.getByRole("radio", { name: "5 stars" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("radio", { name: "4 stars" })).toBeChecked();
    expect(screen.getByLabelText("Chosen rating")).toHaveTextContent("4");
    await user.click(screen.getByRole("radio", { name: "1 star" }));
    expect(screen.getByLabelText("Chosen rating")).toHaveTextContent("1");
  });
});
