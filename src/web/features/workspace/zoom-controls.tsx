import { RotateCcw, ZoomIn, ZoomOut } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button";
import type { useZoomPan } from "./use-zoom-pan";

/** At a limit a button stays focusable (aria-disabled), so the focus never drops out of the dialog while someone presses it. */
export function ZoomControls({ zoom }: { zoom: ReturnType<typeof useZoomPan> }) {
  return (
    <div className="flex items-center gap-1">
      <ZoomButton label="Zoom out" disabled={!zoom.zoomed} onClick={zoom.zoomOut}>
        <ZoomOut aria-hidden="true" />
      </ZoomButton>
      <output aria-live="polite" className="w-12 text-center text-sm tabular-nums">
        {`${Math.round(zoom.zoom * 100)}%`}
      </output>
      <ZoomButton label="Zoom in" disabled={!zoom.canZoomIn} onClick={zoom.zoomIn}>
        <ZoomIn aria-hidden="true" />
      </ZoomButton>
      <ZoomButton label="Reset zoom" disabled={!zoom.zoomed} onClick={zoom.reset}>
        <RotateCcw aria-hidden="true" />
      </ZoomButton>
    </div>
  );
}

function ZoomButton({ label, disabled, onClick, children }: { label: string; disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button
      variant="outline"
      size="icon"
      className="size-9 aria-disabled:opacity-50"
      aria-label={label}
      aria-disabled={disabled}
      onClick={() => (disabled ? undefined : onClick())}
    >
      {children}
    </Button>
  );
}
