import { CircleAlert, CircleCheck, Wrench } from "lucide-react";
import type { ReactNode } from "react";
import type { CheckFinding, CheckReport, FactSheet } from "../../../core/listing/types";
import { FactsDisclosure } from "./facts-disclosure";
import { Section } from "./section";
import { plural } from "../../lib/plural";

function summary(review: number, repaired: number, passed: number): string {
  if (!review && !repaired) return "Every check passed.";
  const parts = [
    review ? plural(review, "thing to look at", "things to look at") : "",
    repaired ? `${repaired} repaired` : "",
    passed ? `${passed} passed` : "",
  ];
  return `${parts.filter(Boolean).join(", ")}.`;
}

function Findings({ icon, items }: { icon: ReactNode; items: CheckFinding[] }) {
  return (
    <ul className="grid gap-1.5">
      {items.map((finding) => (
        <li key={`${finding.check}:${finding.message}`} className="flex items-start gap-2 break-words">
          <span className="mt-0.5 shrink-0">{icon}</span>
          <span className="min-w-0">{finding.message}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * What the listing check found on this listing (issue 12): the headings carry the meaning, the
 * icons only repeat it. Passed checks and the fact sheet are folded away.
 */
export function ListingCheck({ report, facts }: { report: CheckReport | null; facts: FactSheet | null }) {
  if (!report) return null;
  const by = (outcome: CheckFinding["outcome"]) => report.findings.filter((f) => f.outcome === outcome);
  const [review, repaired, passed] = [by("review"), by("repaired"), by("passed")];
  return (
    <Section title="Listing check">
      <p className="font-medium">{summary(review.length, repaired.length, passed.length)}</p>
      {review.length > 0 && (
        <div className="grid gap-2">
          <h3 className="font-semibold">To look at</h3>
          <Findings icon={<CircleAlert className="size-4 text-amber-600" aria-hidden="true" />} items={review} />
        </div>
      )}
      {repaired.length > 0 && (
        <div className="grid gap-2">
          <h3 className="font-semibold">Repaired for you</h3>
          <Findings icon={<Wrench className="size-4 text-muted-foreground" aria-hidden="true" />} items={repaired} />
        </div>
      )}
      {passed.length > 0 && (
        <details className="group">
          <summary className="cursor-pointer font-semibold">Passed ({passed.length})</summary>
          <div className="mt-2">
            <Findings icon={<CircleCheck className="size-4 text-green-700" aria-hidden="true" />} items={passed} />
          </div>
        </details>
      )}
      {facts && <FactsDisclosure facts={facts} />}
    </Section>
  );
}
