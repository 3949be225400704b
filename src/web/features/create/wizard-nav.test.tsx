import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../../../tests/support/web/render";
import { WizardNav } from "./wizard-nav";

const noop = () => {};
const renderNav = (step: number, options: { busy?: boolean; signedIn?: boolean; blockedReason?: string | null } = {}) =>
  renderAt(<WizardNav step={step} busy={false} signedIn blockedReason={null} onBack={noop} onNext={noop} onSubmit={noop} {...options} />);

describe("WizardNav", () => {
  it("offers Back from step 2 and Continue until the last step", () => {
    renderNav(2);
    expect(screen.getByRole("button", { name: "Back" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Continue" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Continue" })).not.toHaveAccessibleDescription();
  });

  it("says why Continue is disabled, next to it and as its description", () => {
    renderNav(2, { blockedReason: "Choose a file format to continue" });
    const next = screen.getByRole("button", { name: "Continue" });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription("Choose a file format to continue");
    expect(screen.getByText("Choose a file format to continue")).toBeVisible();
  });

  it("labels the submit button for each state", () => {
    renderNav(4);
    expect(screen.getByRole("button", { name: "Submit Product" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Continue" })).not.toBeInTheDocument();
  });

  it("says Processing... while submitting", () => {
    renderNav(4, { busy: true });
    expect(screen.getByRole("button", { name: "Processing..." })).toBeDisabled();
  });

  it("asks visitors to sign in", () => {
    renderNav(4, { signedIn: false });
    expect(screen.getByRole("button", { name: "Sign in to submit" })).toBeInTheDocument();
  });
});
