import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useReducer } from "react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../testing/render";
import { AddonsStep } from "./addons-step";
import { initialWizardState, wizardReducer } from "./use-wizard";

function Harness() {
  const [state, dispatch] = useReducer(wizardReducer, undefined, initialWizardState);
  return <AddonsStep data={state.data} files={state.files} dispatch={dispatch} />;
}

const alerts = () => screen.queryAllByRole("alert").map((alert) => alert.textContent);

describe("AddonsStep", () => {
  it("shows what a switched-on addon still needs under each field", async () => {
    const user = userEvent.setup();
    renderAt(<Harness />);
    expect(alerts()).toEqual([]);

    await user.click(screen.getByRole("switch", { name: "Add a testimonial" }));
    expect(alerts()).toEqual(["Testimonial content is required", "Testimonial title is required", "Avatar image is required"]);
    await user.type(screen.getByLabelText("Testimonial content"), "Lovely planner");
    await user.type(screen.getByLabelText("Name / title"), "Maya");
    await user.upload(screen.getByLabelText("Avatar image"), new File(["png"], "maya.png", { type: "image/png" }));
    expect(alerts()).toEqual([]);
    expect(screen.getByRole("button", { name: "Remove avatar image" })).toBeInTheDocument();

    await user.click(screen.getByRole("switch", { name: "Add before/after images" }));
    expect(alerts()).toEqual(["Before image is required", "After image is required"]);
    expect(screen.getByLabelText("Before image")).toHaveAccessibleDescription(/Before image is required/);
  });
});
