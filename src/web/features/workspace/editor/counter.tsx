import { cn } from "../../../lib/cn";
import type { CountLimit } from "./limits";

/** "n/max" while within the limit; past it, red and said in words ("12 over Etsy's 140"), not by colour alone. */
export function Counter({ id, count, limit }: { id?: string; count: number; limit: CountLimit }) {
  const over = count - limit.max;
  const unit = limit.unit ? ` ${limit.unit}` : "";
  return (
    <span id={id} className={cn("text-xs tabular-nums", over > 0 ? "font-semibold text-destructive" : "text-muted-foreground")}>
      {count}/{limit.max}
      {unit}
      {over > 0 && ` – ${over} over ${limit.owner}'s ${limit.max}${unit}`}
    </span>
  );
}
