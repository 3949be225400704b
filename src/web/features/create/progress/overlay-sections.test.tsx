import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildMe, meSeed, renderRoutes, seededQueryClient } from "../../../../../tests/support/web/render";
import { buildProduct } from "../../../../../tests/support/web/build-product";
import { FakeEventSource, useFakeEventSource } from "../../../../../tests/support/web/fake-event-source";
import { ProgressOverlay } from "./progress-overlay";

const ID = "product-1";

useFakeEventSource();
beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

function renderOverlay() {
  const client = seededQueryClient([meSeed(buildMe()), [["config"], { googleEnabled: false, supportEmail: "help@listcraft.test" }]]);
  renderRoutes([{ path: "/create", element: <ProgressOverlay productId={ID} onRetry={vi.fn()} onLeave={vi.fn()} /> }], "/create", client);
}

const written = () => screen.queryByRole("region", { name: "Written so far" });
const announcer = () => document.querySelector('[aria-live="polite"]:not([role])');
const section = (key: string, value: unknown) => FakeEventSource.latest().emit({ key, value }, "section");

describe("ProgressOverlay with a streaming model", () => {
  it("shows each section as it arrives, readable, and announces it", () => {
    renderOverlay();
    expect(written()).not.toBeInTheDocument();
    expect(announcer()).toHaveTextContent("");

    section("title", "Weekly Habit Planner for Notion");
    expect(within(written() as HTMLElement).getByText("Weekly Habit Planner for Notion")).toBeInTheDocument();
    expect(announcer()).toHaveTextContent("Title ready");

    section("features", ["Weekly planning pages", "Habit tracker with streaks"]);
    const region = written() as HTMLElement;
    expect(
      within(region)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Weekly planning pages", "Habit tracker with streaks"]);
    expect(announcer()).toHaveTextContent("Features ready");
    // Page order, whatever the arrival order; labels as the product page names them.
    section("shortDescription", "Plan your week in Notion.");
    expect([...region.querySelectorAll("dt")].map((term) => term.textContent)).toEqual(["Title", "Short description", "Features"]);
    expect(region).toHaveAttribute("tabindex", "0");
  });

  it("shows a course's subtitle, outcomes and modules, and ignores sections it does not know", () => {
    renderOverlay();
    section("course", {
      subtitle: "Sell planners on Etsy",
      whatYouWillLearn: ["Lay out pages"],
      curriculumDetails: [
        { title: "Canva basics", details: "" },
        { title: "Mockups", details: "" },
      ],
    });
    section("secret", "<b>not a section</b>");
    const region = written() as HTMLElement;
    expect(region).toHaveTextContent("Sell planners on Etsy");
    expect(within(region).getByRole("listitem")).toHaveTextContent("Lay out pages");
    expect(region).toHaveTextContent("Modules: Canva basics · Mockups");
    expect(region).not.toHaveTextContent("not a section");
  });

  it("replaces a section a retry wrote again, and hides the draft once the product is complete", () => {
    renderOverlay();
    section("title", "First try");
    section("title", "Second try");
    expect(written()).toHaveTextContent("Second try");
    expect(written()).not.toHaveTextContent("First try");
    FakeEventSource.latest().emit({ id: ID, status: "complete", progress: 100, step: 3, message: "Complete!" });
    expect(written()).not.toBeInTheDocument();
  });

  it("reads the draft from the product when the event stream fails and it falls back to polling", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      Response.json({
        product: buildProduct({
          id: ID,
          status: "pending",
          features: [],
          benefits: [],
          keywords: [],
          draft: { title: "Polled title", benefits: ["Stay consistent"] },
        }),
      }),
    );
    renderOverlay();
    FakeEventSource.latest().fail();
    await waitFor(() => expect(written()).toHaveTextContent("Polled title"));
    expect(written()).toHaveTextContent("Stay consistent");
  });
});
