import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useReducer } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isStepValid } from "../../../core/products/wizard";
import type { Voice } from "../../../core/voice";
import { renderAt } from "../../../../tests/support/web/render";
import { serveApi } from "../../../../tests/support/web/workspace";
import { AddonsStep } from "./addons-step";
import { buildCreateRequest } from "./build-create-request";
import { initialWizardState, wizardReducer } from "./use-wizard";

afterEach(() => vi.restoreAllMocks());

function Harness() {
  const [state, dispatch] = useReducer(wizardReducer, undefined, initialWizardState);
  return (
    <>
      <AddonsStep data={state.data} files={state.files} showAllErrors={state.submitAttempted} dispatch={dispatch} />
      <button type="button" onClick={() => dispatch({ type: "submitAttempt" })}>
        Submit Product
      </button>
      <output aria-label="Chosen rating">{state.data.testimonialRating}</output>
      <output aria-label="Step valid">{String(isStepValid(4, state.data))}</output>
      <output aria-label="Request">
        {JSON.stringify(
          buildCreateRequest({ ...state.data, category: "wallart" }, { screenshotIds: [], avatarId: null, beforeId: null, afterId: null, failed: [] }),
        )}
      </output>
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

  const sentRequest = () => JSON.parse(screen.getByLabelText("Request").textContent ?? "{}");

  it("asks whether AI tools made the artwork, off by default, and sends the answer with the product", async () => {
    const user = userEvent.setup();
    renderAt(<Harness />);
    const toggle = screen.getByRole("switch", { name: "Made with AI tools" });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/disclosure line Etsy asks for/);
    expect(sentRequest().madeWithAi).toBe(false);
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(sentRequest().madeWithAi).toBe(true);
  });

  it("writes with the account's voice unless the listing gets its own, which starts from the account's and is checked like Settings → Voice", async () => {
    const account: Voice = { tone: "calm", spelling: "uk", avoid: ["synergy"], prefer: ["cosy"], cta: "download" };
    serveApi({ "GET /api/settings/voice": () => Response.json({ voice: account }) });
    const user = userEvent.setup();
    renderAt(<Harness />);
    expect(screen.getByRole("radio", { name: /Use my account's voice/ })).toBeChecked();
    expect(screen.queryByRole("group", { name: "Tone" })).not.toBeInTheDocument();
    expect(sentRequest().voice).toBeNull();

    // Offered once the account's voice, its starting point, has arrived.
    await waitFor(() => expect(screen.getByRole("radio", { name: /Give this listing its own voice/ })).toBeEnabled());
    await user.click(screen.getByRole("radio", { name: /Give this listing its own voice/ }));
    expect(screen.getByRole("radio", { name: "Calm" })).toBeChecked();
    expect(screen.getByRole("textbox", { name: "Words to avoid" })).toHaveValue("synergy");
    expect(screen.getByRole("combobox", { name: "Spelling" })).toHaveValue("uk");
    expect(sentRequest().voice).toEqual(account);

    await user.click(screen.getByRole("radio", { name: "Playful" }));
    await user.type(screen.getByRole("textbox", { name: "Words to prefer" }), ", handmade");
    expect(sentRequest().voice).toEqual({ ...account, tone: "playful", prefer: ["cosy", "handmade"] });

    const avoid = screen.getByRole("textbox", { name: "Words to avoid" });
    await user.type(avoid, ", <b>");
    expect(avoid).toHaveAttribute("aria-invalid", "true");
    expect(avoid).toHaveAccessibleDescription(/“<b>” must be a word or a short phrase/);
    expect(screen.getByLabelText("Step valid")).toHaveTextContent("false");

    await user.click(screen.getByRole("radio", { name: /Use my account's voice/ }));
    expect(screen.getByLabelText("Step valid")).toHaveTextContent("true");
    expect(sentRequest().voice).toBeNull();
  });
});
