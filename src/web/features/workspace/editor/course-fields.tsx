import type { EditableCourse } from "../../../../core/listing/editable";
import { COURSE_INFO_KEYS, courseHeading } from "../../../../core/products/course";
import { LIMITS } from "./limits";
import { ModuleList, StringList } from "./list-fields";
import { TextField } from "./text-field";

const COURSE_LISTS = [
  ["whatYouWillLearn", "What you will learn", "learning outcome"],
  ["requirements", "Requirements", "requirement"],
  ["whoThisCourseIsFor", "Who this course is for", "audience"],
  ["courseFeatures", "Course features", "course feature"],
  ["curriculumHighlights", "Curriculum highlights", "highlight"],
] as const;

export function CourseFields({ course, onChange }: { course: EditableCourse; onChange: (patch: Partial<EditableCourse>) => void }) {
  return (
    <>
      <TextField
        path="course.subtitle"
        label="Course subtitle"
        value={course.subtitle}
        onChange={(subtitle) => onChange({ subtitle })}
        limits={[LIMITS.udemySubtitle]}
      />
      <TextField
        path="course.courseDescription"
        label="Course description"
        value={course.courseDescription}
        onChange={(courseDescription) => onChange({ courseDescription })}
        multiline
      />
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">Course information (shown only when filled in)</legend>
        {COURSE_INFO_KEYS.map((key) => (
          <TextField key={key} path={`course.${key}`} label={courseHeading(key)} value={course[key] ?? ""} onChange={(value) => onChange({ [key]: value })} />
        ))}
      </fieldset>
      {COURSE_LISTS.map(([key, label, itemName]) => (
        <StringList key={key} path={`course.${key}`} label={label} itemName={itemName} items={course[key]} onChange={(items) => onChange({ [key]: items })} />
      ))}
      <ModuleList items={course.curriculumDetails} onChange={(curriculumDetails) => onChange({ curriculumDetails })} />
    </>
  );
}
