import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiProduct } from "../../../core/api-types";
import type { Marketplace } from "../../../core/marketplaces/marketplaces";
import { renderRoutes, seededQueryClient } from "../../../../tests/support/web/render";
import { ProductPage } from "../../routes/product";
import { productKeys } from "../../api/products";
import { subscriptionKey } from "../../api/subscription";
import { buildProduct } from "../../../../tests/support/web/build-product";
import { buildSubscription } from "../../../../tests/support/web/build-subscription";

afterEach(() => vi.restoreAllMocks());

const routes = [
  { path: "/product/:id", element: <ProductPage /> },
  { path: "/gallery", element: <p>Gallery page</p> },
];

/** The server's public settings: Etsy offered unless a test says the operator set up no marketplace. */
function renderProduct(product: ApiProduct, marketplaces: Marketplace[] = ["etsy"]) {
  const client = seededQueryClient([
    [productKeys.detail(product.id), product],
    [subscriptionKey, buildSubscription({ tier: "creator", productCount: 2, slotsUsed: 2 })],
    [["config"], { marketplaces }],
  ]);
  renderRoutes(routes, `/product/${product.id}`, client);
}

const headings = () => screen.getAllByRole("heading").map((heading) => `${heading.tagName} ${heading.textContent}`);

describe("ProductPage", () => {
  it("shows a planner's sections in order, each list with a copy button", () => {
    renderProduct(buildProduct({ whyChooseUs: "Made by planners" }));
    expect(headings()).toEqual([
      "H1 Weekly Focus Planner",
      "H2 Compatible Platforms",
      "H2 Description",
      "H2 Features",
      "H2 Benefits",
      "H2 Use Cases",
      "H2 Why Choose Us",
      "H2 Keywords",
      "H2 Ready to Get Started?",
      "H2 Publish as draft",
      "H2 Product Information",
    ]);
    expect(screen.getByText("#planner")).toBeInTheDocument();
    expect(screen.getByText("GoodNotes")).toBeInTheDocument();
    expect(screen.getByText("1/5/2026")).toBeInTheDocument();
    for (const label of ["Title", "Features", "Benefits", "Use Cases", "Keywords", "Compatible Platforms", "Description"]) {
      expect(screen.getByRole("button", { name: `Copy ${label}` })).toBeInTheDocument();
    }
    expect(screen.queryByText("Online Course")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Previous images" })).not.toBeInTheDocument();
  });

  it("offers no marketplace draft when the server offers no marketplace (the operator set no credentials)", () => {
    renderProduct(buildProduct(), []);
    expect(screen.getByRole("heading", { level: 2, name: "Ready to Get Started?" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Publish as draft" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Prepare a marketplace draft" })).not.toBeInTheDocument();
  });

  it("shows a course with its badge, information, rated testimonials and curriculum", async () => {
    const course = {
      subtitle: "Money basics in six weeks",
      duration: "6 weeks",
      level: "Beginner",
      whatYouWillLearn: ["Budgeting"],
      requirements: ["A spreadsheet app"],
      whoThisCourseIsFor: ["Students"],
      testimonials: [{ quote: "Loved it", name: "Ann", title: "Nurse", rating: 4 }],
      curriculumDetails: [{ title: "Intro", details: "Why budgets work" }, { title: "Saving" }],
    };
    renderProduct(buildProduct({ category: "course", addons: { course } }));

    expect(screen.getByText("Online Course")).toBeInTheDocument();
    expect(screen.getByText("Money basics in six weeks")).toBeInTheDocument();
    for (const name of [
      "Course Information",
      "Student Testimonials",
      "Course Overview",
      "What You Will Learn",
      "Requirements",
      "Who This Course Is For",
      "Course Curriculum",
    ]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.queryByRole("heading", { name: "Features" })).not.toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Rated 4 out of 5" })).toBeInTheDocument();
    expect(screen.getByText("Beginner")).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Module 2: Saving" }));
    expect(screen.getByText("Module details will be available soon")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Module 1: Intro" }));
    expect(screen.getByText("Why budgets work")).toBeVisible();
  });

  it("names the wall-art category Wall Art, not Wallart", () => {
    renderProduct(buildProduct({ category: "wallart" }));
    const information = screen.getByRole("region", { name: "Product Information" });
    expect(within(information).getByText("Category").nextElementSibling).toHaveTextContent(/^Wall Art$/);
  });

  it("enlarges an image in a dialog and pages through a carousel of more than 5", async () => {
    const images = Array.from({ length: 7 }, (_, index) => `/media/image-${index + 1}.png`);
    renderProduct(buildProduct({ images }));
    const user = userEvent.setup();

    expect(screen.getAllByRole("button", { name: /^Show image/ })).toHaveLength(5);
    await user.click(screen.getByRole("button", { name: "Next images" }));
    await user.click(screen.getByRole("button", { name: "Show image 6 of 7" }));
    await user.click(screen.getByRole("button", { name: "Enlarge image 6 of 7" }));

    const dialog = screen.getByRole("dialog", { name: "Image 6 of 7" });
    expect(within(dialog).getByRole("img")).toHaveAttribute("src", "/media/image-6.png");
    await user.keyboard("{ArrowRight}");
    expect(within(dialog).getByRole("img")).toHaveAccessibleName("Weekly Focus Planner – image 7 of 7");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show image 7 of 7" })).toHaveAttribute("aria-current", "true");
  });

  it("asks before archiving and explains what archiving means", async () => {
    renderProduct(buildProduct());
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Archive Product" }));
    const dialog = screen.getByRole("dialog");
    expect(dialog).toHaveTextContent(/irreversible/);
    expect(dialog).toHaveTextContent(/no longer be accessible in the gallery/);
    expect(dialog).toHaveTextContent(/does not free up space in your creation limit/);
    expect(within(dialog).getByRole("button", { name: "Yes, Archive Product" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("explains a pending listing and a failed one", () => {
    renderProduct(buildProduct({ status: "pending", features: [], benefits: [], keywords: [] }));
    expect(screen.getByRole("status")).toHaveTextContent("Your listing is being generated.");
    expect(screen.queryByRole("heading", { name: "Features" })).not.toBeInTheDocument();
  });

  it("says when processing failed", () => {
    renderProduct(buildProduct({ status: "failed" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Product processing failed. Please try again.");
  });

  it("says 'Product not found.' with a way back for a product that is not the user's", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      Response.json({ error: { code: "NOT_FOUND", message: "The requested product could not be found." } }, { status: 404 }),
    );
    renderRoutes(routes, "/product/someone-elses");
    expect(screen.getByRole("status")).toHaveTextContent("Loading product details...");
    expect(await screen.findByRole("heading", { name: "Product not found." })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Gallery" })).toHaveAttribute("href", "/gallery");
  });
});
