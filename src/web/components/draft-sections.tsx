import { useEffect, useId, useRef, useState } from "react";
import { LISTING_SECTIONS, SECTION_LABELS, type EditableListing, type ListingSection } from "../../core/listing/editable";

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);
const record = (value: unknown): Record<string, unknown> => (value && typeof value === "object" ? (value as Record<string, unknown>) : {});

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="grid list-disc gap-0.5 pl-5">
      {items.map((item, index) => (
        <li key={`${index}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}

function Course({ value }: { value: unknown }) {
  const course = record(value);
  const modules = Array.isArray(course.curriculumDetails)
    ? course.curriculumDetails.map((module) => record(module).title).filter((title) => typeof title === "string")
    : [];
  return (
    <div className="grid gap-1">
      {typeof course.subtitle === "string" ? <p>{course.subtitle}</p> : null}
      <Bullets items={texts(course.whatYouWillLearn)} />
      {modules.length ? <p className="text-muted-foreground">Modules: {modules.join(" · ")}</p> : null}
    </div>
  );
}

function SectionText({ section, value }: { section: ListingSection; value: unknown }) {
  if (section === "course") return <Course value={value} />;
  if (typeof value === "string") return <p className={section === "title" ? "font-semibold" : "line-clamp-4 whitespace-pre-line"}>{value}</p>;
  if (section === "keywords") return <p>{texts(value).join(", ")}</p>;
  return <Bullets items={texts(value)} />;
}

/** "Title ready" for each section that arrives after the first render (what was there is not news). */
function useArrivals(present: ListingSection[]): string {
  const seen = useRef<Set<string> | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const signature = present.join(" ");
  useEffect(() => {
    const keys = signature ? (signature.split(" ") as ListingSection[]) : [];
    const before = seen.current;
    seen.current = new Set(keys);
    const fresh = before ? keys.filter((key) => !before.has(key)) : [];
    if (fresh.length) setAnnouncement(`${fresh.map((key) => SECTION_LABELS[key]).join(", ")} ready`);
  }, [signature]);
  return announcement;
}

/**
 * The sections a streaming model has finished while the listing is generated (decision 022),
 * readable as they will read on the product page, each announced politely as it arrives.
 */
export function DraftSections({ draft }: { draft: Partial<EditableListing> }) {
  const labelId = useId();
  const present = LISTING_SECTIONS.filter((section) => section !== "altTexts" && draft[section] !== undefined && draft[section] !== null);
  const announcement = useArrivals(present);
  return (
    <div className="grid min-w-0 gap-2">
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {present.length ? (
        <>
          <p id={labelId} className="text-sm font-medium">
            Written so far
          </p>
          <div role="region" aria-labelledby={labelId} tabIndex={0} className="max-h-[40vh] overflow-y-auto rounded-md border border-border p-3 text-sm">
            <dl className="grid gap-3">
              {present.map((section) => (
                <div key={section} className="grid min-w-0 gap-0.5">
                  <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{SECTION_LABELS[section]}</dt>
                  <dd className="min-w-0 break-words">
                    <SectionText section={section} value={draft[section]} />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </>
      ) : null}
    </div>
  );
}
