import { courseInfoLines } from "../../products/course";
import type { EditableListing } from "../editable";
import type { FactSheet, ListingCategory } from "../types";

export interface ExportProduct {
  listing: EditableListing;
  category: ListingCategory;
  version: number;
  /** Absolute image links, in the listing's order (alt text i belongs to image i). */
  images: string[];
  facts: FactSheet | null;
}

export interface ExportSection {
  heading: string;
  /** A paragraph (may hold blank lines), or a list shown one item per line. */
  text?: string;
  items?: string[];
}

const CATEGORY_NAMES: Record<ListingCategory, string> = {
  course: "Online course",
  planner: "Digital planner",
  wallart: "Printable wall art",
  others: "Digital product",
};

export const categoryName = (category: ListingCategory) => CATEGORY_NAMES[category];

/** The listing's sections in reading order, empty ones left out; shared by the text and Markdown exports. */
export function exportSections({ listing }: ExportProduct): ExportSection[] {
  const course = listing.course;
  const sections: ExportSection[] = [
    { heading: "Summary", text: listing.shortDescription },
    { heading: course ? "Course overview" : "Description", text: listing.longDescription },
  ];
  if (course) {
    if (course.subtitle) sections.unshift({ heading: "Subtitle", text: course.subtitle });
    if (course.courseDescription !== listing.longDescription) sections.push({ heading: "Course description", text: course.courseDescription });
    sections.push(
      { heading: "Course information", items: courseInfoLines(course) },
      { heading: "What you will learn", items: course.whatYouWillLearn },
      { heading: "Requirements", items: course.requirements },
      { heading: "Who this course is for", items: course.whoThisCourseIsFor },
      { heading: "Course features", items: course.courseFeatures },
      { heading: "Curriculum highlights", items: course.curriculumHighlights },
      {
        heading: "Curriculum",
        items: course.curriculumDetails.map((m, i) => `Module ${i + 1}: ${m.title}${m.details ? ` – ${m.details.replace(/\s*\n+\s*/g, " ")}` : ""}`),
      },
    );
  }
  sections.push(
    { heading: "Features", items: listing.features },
    { heading: "Benefits", items: listing.benefits },
    { heading: "Why it stands out", items: listing.usp },
    { heading: "Use cases", items: listing.useCases },
    { heading: "Why choose us", text: listing.whyChooseUs },
    { heading: "Call to action", text: listing.cta },
    { heading: "Keywords", text: listing.keywords.join(", ") },
  );
  return sections.filter((s) => (s.items ? s.items.length > 0 : Boolean(s.text?.trim())));
}

/** A file name from the title: lower-case ASCII words joined by dashes ("listing" when none are left). */
export function slugify(title: string, max = 60): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug.slice(0, max).replace(/-+$/, "") || "listing";
}
