import type { FactSheet } from "../../../core/listing/types";

const DELIVERY: Record<FactSheet["delivery"], string> = {
  print: "printed",
  duplicate: "duplicated into the app (not printed)",
  "edit-then-print": "edited, then printed",
  import: "imported into the app",
  watch: "watched online",
  download: "downloaded",
};

/** The fact sheet as rows a creator can read; empty facts are left out. */
function rows(facts: FactSheet): Array<{ label: string; value: string | string[] }> {
  const list = (items: string[]) => items.join(", ");
  const all = [
    { label: "Product", value: facts.product },
    { label: "Subject", value: facts.subject ?? "" },
    { label: "Audience", value: list(facts.audience) },
    { label: "Level", value: facts.level ?? "" },
    { label: "Not true of it", value: facts.negations.map((n) => n.label) },
    { label: "Counts", value: list(facts.counts) },
    { label: "Sizes", value: list(facts.sizes) },
    { label: "Durations", value: list(facts.durations) },
    { label: "Years", value: list(facts.years) },
    { label: "Included", value: list(facts.included) },
    { label: "Formats", value: list(facts.formats) },
    { label: "Apps", value: list(facts.apps) },
    { label: "Used by being", value: DELIVERY[facts.delivery] },
    { label: "Your outline", value: facts.outline },
    { label: "Quotes", value: facts.quotes },
    { label: "Names", value: list(facts.names) },
    { label: "Spelling", value: facts.spelling === "uk" ? "UK English" : "US English" },
    { label: "Typos corrected", value: facts.corrections.map((c) => `${c.from} → ${c.to}`) },
  ];
  return all.filter((row) => row.value.length > 0);
}

export function FactsDisclosure({ facts }: { facts: FactSheet }) {
  return (
    <details>
      <summary className="cursor-pointer font-semibold">Facts we wrote from</summary>
      <dl className="mt-2 grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
        {rows(facts).map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-sm text-muted-foreground">{row.label}</dt>
            <dd className="min-w-0 break-words">
              {typeof row.value === "string" ? (
                row.value
              ) : (
                <ul className="grid gap-1">
                  {row.value.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
