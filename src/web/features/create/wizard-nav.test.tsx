import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../testing/render";
import { WizardNav } from "./wizard-nav";

const noop = () => {};
const renderNav = (step: number, options: { busy?: boolean; signedIn?: boolean; canContinue?: boolean } = {}) =>
  renderAt(
    <WizardNav step={step} busy={false} signedIn canContinue onBack={noop} onNext={noop} onSubmit={noop} {...options} />,
  );

describe("WizardNav", () => {
  it("offers Back from step 2 and Continue until the last step", () => {
    renderNav(2, { canContinue: false });
    expect(screen.getByRole("button", { name: "Back" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Continue" })).toBeDisabled();
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
