import { BookOpen, CalendarCheck, Palette, type LucideIcon } from "lucide-react";
import { RadioGroup } from "radix-ui";
import { CATEGORIES, CATEGORY_CARDS, isCategory, type Category } from "../../../core/products/catalog";
import { cn } from "../../lib/cn";
import { StepHeading } from "./step-heading";

const ICONS: Record<Category, LucideIcon> = { course: BookOpen, planner: CalendarCheck, wallart: Palette };

interface CategoryStepProps {
  value: Category | "";
  onChange: (category: Category) => void;
}

/** Three cards behaving as one radio group: arrow keys move and select, Tab leaves the group. */
export function CategoryStep({ value, onChange }: CategoryStepProps) {
  return (
    <section aria-labelledby="step-heading" className="grid gap-4">
      <StepHeading title="Choose Category" hint="What kind of digital product are you listing?" />
      <RadioGroup.Root
        aria-labelledby="step-heading"
        value={value}
        onValueChange={(next) => {
          if (isCategory(next)) onChange(next);
        }}
        className="grid gap-3 md:grid-cols-3"
      >
        {CATEGORIES.map((category) => {
          const Icon = ICONS[category];
          const card = CATEGORY_CARDS[category];
          return (
            <RadioGroup.Item
              key={category}
              value={category}
              aria-labelledby={`category-${category}-title`}
              aria-describedby={`category-${category}-description`}
              className={cn(
                "flex items-start gap-3 rounded-xl border-2 p-4 text-left transition-colors hover:bg-muted",
                "border-border data-[state=checked]:border-primary data-[state=checked]:bg-secondary",
              )}
            >
              <Icon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
              <span className="grid gap-1">
                <span id={`category-${category}-title`} className="font-semibold">
                  {card.title}
                </span>
                <span id={`category-${category}-description`} className="text-sm text-muted-foreground">
                  {card.description}
                </span>
              </span>
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
    </section>
  );
}
