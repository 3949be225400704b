import type { EditableListing, ListingSection } from "../../../../core/listing/editable";

const bullets = (items: string[]) => items.map((item) => `• ${item}`).join("\n");

/** A section as readable plain text, for comparing two versions side by side and copying one. */
export function sectionText(listing: EditableListing, section: ListingSection): string {
  if (section === "course") {
    const course = listing.course;
    if (!course) return "";
    return [
      `Subtitle: ${course.subtitle}`,
      `Description: ${course.courseDescription}`,
      `What you will learn:\n${bullets(course.whatYouWillLearn)}`,
      `Requirements:\n${bullets(course.requirements)}`,
      `Who this course is for:\n${bullets(course.whoThisCourseIsFor)}`,
      `Course features:\n${bullets(course.courseFeatures)}`,
      `Curriculum highlights:\n${bullets(course.curriculumHighlights)}`,
      `Modules:\n${course.curriculumDetails.map((m, i) => `${i + 1}. ${m.title}${m.details ? ` – ${m.details}` : ""}`).join("\n")}`,
    ].join("\n\n");
  }
  if (section === "altTexts") return listing.altTexts.map((text, index) => `Image ${index + 1}: ${text}`).join("\n");
  const value = listing[section];
  return Array.isArray(value) ? bullets(value) : value;
}
