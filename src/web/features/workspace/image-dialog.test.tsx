import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ImageDialog } from "./image-dialog";

function Harness({ images }: { images: string[] }) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ImageDialog images={images} title="Weekly Focus Planner" index={index} onIndexChange={setIndex} open={open} onOpenChange={setOpen} />
    </>
  );
}

function openDialog(images = ["/media/a.png", "/media/b.png"]) {
  const user = userEvent.setup();
  render(<Harness images={images} />);
  const dialog = screen.getByRole("dialog");
  const image = () => within(dialog).getByRole("img");
  const level = () => within(dialog).getByRole("status");
  return { user, dialog, image, level };
}

describe("ImageDialog", () => {
  it("zooms with the buttons and keeps the limits focusable but inert", async () => {
    const { user, dialog, image, level } = openDialog();
    expect(within(dialog).getByRole("group", { name: "Image viewer, 100%" })).toHaveFocus();
    expect(level()).toHaveTextContent("100%");
    expect(image()).toHaveStyle({ width: "100%", height: "100%" });
    const zoomOut = within(dialog).getByRole("button", { name: "Zoom out" });
    expect(zoomOut).toHaveAttribute("aria-disabled", "true");
    await user.click(zoomOut);
    expect(level()).toHaveTextContent("100%");

    const zoomIn = within(dialog).getByRole("button", { name: "Zoom in" });
    for (const expected of ["150%", "200%", "300%", "400%", "400%"]) {
      await user.click(zoomIn);
      expect(level()).toHaveTextContent(expected);
    }
    expect(zoomIn).toHaveAttribute("aria-disabled", "true");
    expect(image()).toHaveStyle({ width: "400%", height: "400%" });
    await user.click(within(dialog).getByRole("button", { name: "Reset zoom" }));
    expect(level()).toHaveTextContent("100%");
  });

  it("zooms with +, - and 0, and with a click on the image", async () => {
    const { user, image, level } = openDialog();
    await user.keyboard("+");
    expect(level()).toHaveTextContent("150%");
    await user.keyboard("=+");
    expect(level()).toHaveTextContent("300%");
    await user.keyboard("-");
    expect(level()).toHaveTextContent("200%");
    await user.keyboard("0");
    expect(level()).toHaveTextContent("100%");

    await user.click(image());
    expect(level()).toHaveTextContent("200%");
    await user.click(image());
    expect(level()).toHaveTextContent("100%");
  });

  it("pages with the buttons and arrows at 100 %, starting each image unzoomed", async () => {
    const { user, dialog, image, level } = openDialog();
    await user.keyboard("+");
    await user.click(within(dialog).getByRole("button", { name: "Next image" }));
    expect(dialog).toHaveAccessibleName("Image 2 of 2");
    expect(image()).toHaveAttribute("src", "/media/b.png");
    expect(level()).toHaveTextContent("100%");
    await user.keyboard("{ArrowRight}");
    expect(image()).toHaveAttribute("src", "/media/a.png");
    await user.click(within(dialog).getByRole("button", { name: "Previous image" }));
    expect(image()).toHaveAttribute("src", "/media/b.png");

    // Zoomed, the arrows move around the image instead of paging.
    await user.keyboard("+{ArrowRight}");
    expect(image()).toHaveAttribute("src", "/media/b.png");
  });

  it("offers no paging for a single image and starts at 100 % when opened again", async () => {
    const { user, dialog, level } = openDialog(["/media/only.png"]);
    expect(within(dialog).queryByRole("button", { name: "Next image" })).not.toBeInTheDocument();
    await user.keyboard("+");
    expect(level()).toHaveTextContent("150%");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(within(screen.getByRole("dialog")).getByRole("status")).toHaveTextContent("100%");
  });
});
