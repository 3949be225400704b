import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildMe, renderAt } from "../../../../tests/support/web/render";
import { AccountMenu, MobileNav } from "./deferred-menus";

describe("header menus loaded on demand", () => {
  it("shows the account trigger at once and opens the real menu on the first click", async () => {
    const user = userEvent.setup();
    renderAt(<AccountMenu user={buildMe().user} />);
    const trigger = screen.getByRole("button", { name: "Account menu" });
    expect(trigger).toHaveAttribute("aria-haspopup", "menu");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    await user.click(trigger);
    expect(await screen.findByRole("menuitem", { name: "Profile" })).toHaveAttribute("href", "/profile");
    expect(screen.getByRole("menuitem", { name: "Log out" })).toBeInTheDocument();
  });

  it("opens from the keyboard: ArrowDown on the focused trigger", async () => {
    const user = userEvent.setup();
    renderAt(<AccountMenu user={buildMe().user} isAdmin />);
    await user.tab();
    expect(screen.getByRole("button", { name: "Account menu" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(await screen.findByRole("menuitem", { name: "Admin" })).toBeInTheDocument();
  });

  it("opens the mobile navigation with Enter and lists its links", async () => {
    const user = userEvent.setup();
    renderAt(<MobileNav links={[{ to: "/pricing", label: "Pricing" }]} />);
    await user.tab();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("menuitem", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
  });

  it("loads the menu once the page is idle, so the first click opens it at once", async () => {
    const user = userEvent.setup();
    renderAt(<AccountMenu user={buildMe().user} />);
    // whenIdle falls back to a short timer where there are no idle callbacks (happy-dom).
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    await user.click(screen.getByRole("button", { name: "Account menu" }));
    expect(screen.getByRole("menuitem", { name: "Settings" })).toHaveAttribute("href", "/settings");
  });
});
