import { Star } from "lucide-react";
import { TESTIMONIAL_RATINGS } from "../../../core/products/testimonial-rating";
import { cn } from "../../lib/cn";

interface RatingPickerProps {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
}

const starsLabel = (stars: number) => `${stars} star${stars === 1 ? "" : "s"}`;

/**
 * One to five stars as native radio buttons: Tab reaches the chosen star and the arrow keys move
 * and choose, however quickly they are pressed (a scripted roving focus can miss a quick tap).
 */
export function RatingPicker({ id, label, value, onChange }: RatingPickerProps) {
  const labelId = `${id}-label`;
  return (
    <div className="grid gap-2">
      <span id={labelId} className="text-sm font-medium leading-none">
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className="flex items-center gap-1">
        {TESTIMONIAL_RATINGS.map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
          >
            <input type="radio" name={id} value={stars} checked={stars === value} onChange={() => onChange(stars)} className="sr-only" />
            <Star aria-hidden="true" className={cn("size-6", stars <= value ? "fill-amber-400 text-amber-400" : "text-muted-foreground")} />
            <span className="sr-only">{starsLabel(stars)}</span>
          </label>
        ))}
        <span aria-hidden="true" className="ml-2 text-sm text-muted-foreground">
          {starsLabel(value)}
        </span>
      </div>
    </div>
  );
}
