import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { onDemand } from "./on-demand";

function Panel({ open, label }: { open: boolean; label: string }) {
  return <p>{open ? `${label} open` : `${label} closed`}</p>;
}

describe("onDemand", () => {
  it("loads nothing until first wanted, then renders the loaded component and keeps it mounted", async () => {
    const load = vi.fn(async () => Panel);
    const LazyPanel = onDemand(load, (props: { open: boolean; label: string }) => props.open);
    const { rerender, container } = render(<LazyPanel open={false} label="Plan" />);
    expect(container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();

    rerender(<LazyPanel open label="Plan" />);
    expect(await screen.findByText("Plan open")).toBeInTheDocument();
    rerender(<LazyPanel open={false} label="Plan" />);
    expect(screen.getByText("Plan closed")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
