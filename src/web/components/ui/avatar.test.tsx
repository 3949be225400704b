import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Avatar, AvatarFallback, AvatarImage } from "./avatar";

const renderAvatar = () =>
  render(
    <Avatar>
      <AvatarImage src="/media/ada.webp" alt="Ada" />
      <AvatarFallback>A</AvatarFallback>
    </Avatar>,
  );

describe("Avatar", () => {
  it("shows the initial until the picture has loaded, then only the picture", () => {
    renderAvatar();
    expect(screen.getByText("A")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Ada" })).not.toBeInTheDocument();
    fireEvent.load(screen.getByAltText("Ada"));
    expect(screen.getByRole("img", { name: "Ada" })).toBeVisible();
    expect(screen.queryByText("A")).not.toBeInTheDocument();
  });

  it("keeps the initial when the picture fails", () => {
    renderAvatar();
    fireEvent.error(screen.getByAltText("Ada"));
    expect(screen.getByText("A")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Ada" })).not.toBeInTheDocument();
  });
});
