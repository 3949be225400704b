import { useId } from "react";
import type { CourseDiff, ListDiff, SectionDiff, TextDiff } from "../../../../core/listing/diff";
import type { EditableCourse } from "../../../../core/listing/editable";
import { SECTION_LABELS } from "../../../../core/listing/editable";
import { Runs } from "./diff-runs";
import { ItemChanges } from "./item-changes";

const COURSE_FIELDS: Record<keyof EditableCourse, string> = {
  subtitle: "Subtitle",
  courseDescription: "Course description",
  whatYouWillLearn: "What you will learn",
  requirements: "Requirements",
  whoThisCourseIsFor: "Who this course is for",
  courseFeatures: "Course features",
  curriculumHighlights: "Curriculum highlights",
  curriculumDetails: "Curriculum",
  duration: "Duration",
  level: "Level",
  instructor: "Instructor",
  students: "Students",
  rating: "Rating",
  certificate: "Certificate",
  language: "Language",
};

function TextOrList({ diff }: { diff: TextDiff | ListDiff }) {
  if (diff.kind === "text") return <p>{diff.runs.length ? <Runs runs={diff.runs} /> : <span className="text-muted-foreground">(empty)</span>}</p>;
  return <ItemChanges changes={diff.items} render={(item) => item || "(empty)"} />;
}

function Course({ diff }: { diff: CourseDiff }) {
  return (
    <div className="grid gap-3">
      {diff.presence !== "both" && <p>{diff.presence === "added" ? "Course details were added." : "Course details were removed."}</p>}
      {diff.fields.map((field) => (
        <div key={field.field} className="grid gap-1">
          <h4 className="text-sm font-semibold">{COURSE_FIELDS[field.field]}</h4>
          <TextOrList diff={field} />
        </div>
      ))}
      {diff.modules.length > 0 && (
        <div className="grid gap-1">
          <h4 className="text-sm font-semibold">{COURSE_FIELDS.curriculumDetails}</h4>
          <ItemChanges
            changes={diff.modules.map((module) => module.change)}
            render={(module) => (module.details ? `${module.title}: ${module.details}` : module.title)}
            renderChanged={(change) => {
              const module = diff.modules.find((m) => m.change === change);
              return (
                <>
                  <Runs runs={module?.title ?? []} />
                  {module?.details?.length ? (
                    <>
                      {": "}
                      <Runs runs={module.details} />
                    </>
                  ) : null}
                </>
              );
            }}
          />
        </div>
      )}
    </div>
  );
}

function SectionChange({ change }: { change: SectionDiff }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-2 rounded-lg border border-border p-3">
      <h3 id={headingId} className="font-semibold">
        {SECTION_LABELS[change.section]}
      </h3>
      {change.diff.kind === "course" ? <Course diff={change.diff} /> : <TextOrList diff={change.diff} />}
    </section>
  );
}

export function ListingDiff({ diffs }: { diffs: SectionDiff[] }) {
  if (diffs.length === 0) return <p className="text-muted-foreground">These two versions have the same text.</p>;
  return (
    <div className="grid min-w-0 gap-3">
      {diffs.map((change) => (
        <SectionChange key={change.section} change={change} />
      ))}
    </div>
  );
}
