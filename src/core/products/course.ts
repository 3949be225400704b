/** A product is a course whatever the stored case ("Course", "COURSE"). */
export function isCourse(category: unknown): boolean {
  return typeof category === "string" && category.toLowerCase() === "course";
}

/** What a course page lists about a course (the product page's "Course Information"), in its order. */
export const COURSE_INFO_KEYS = ["duration", "level", "instructor", "students", "rating", "certificate", "language"] as const;
export type CourseInfoKey = (typeof COURSE_INFO_KEYS)[number];

const SNAKE_HEADINGS = {
  subtitle: "Subtitle",
  what_youll_learn: "What You Will Learn",
  requirements: "Requirements",
  who_this_course_is_for: "Who This Course Is For",
  course_features: "Course Features",
  curriculum_highlights: "Curriculum Highlights",
  curriculum_details: "Course Curriculum",
  why_choose_us: "Why Choose Us",
  call_to_action: "Ready to Get Started?",
  course_description: "Detailed Course Description",
  testimonials: "Student Testimonials",
  duration: "Duration",
  level: "Level",
  instructor: "Instructor",
  price: "Price",
  certificate: "Certificate",
  language: "Language",
  students: "Students",
  rating: "Rating",
  modules: "Modules",
  assignments: "Assignments",
  quizzes: "Quizzes",
} as const satisfies Record<string, string>;

export const snakeToCamel = (key: string): string => key.replace(/_+([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Headings for every course field, under its snake_case and camelCase names. */
export const COURSE_HEADINGS: Record<string, string> = {
  ...SNAKE_HEADINGS,
  ...Object.fromEntries(Object.entries(SNAKE_HEADINGS).map(([key, heading]) => [snakeToCamel(key), heading])),
  // The addons store this field under the spelled-out name.
  whatYouWillLearn: SNAKE_HEADINGS.what_youll_learn,
  what_you_will_learn: SNAKE_HEADINGS.what_youll_learn,
};

export function courseHeading(key: string): string {
  if (Object.hasOwn(COURSE_HEADINGS, key)) return COURSE_HEADINGS[key] ?? key;
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** "Duration: 6 weeks", "Instructor: Maria Lopez": the course information a course states, in the page's order. */
export function courseInfoLines(course: Partial<Record<CourseInfoKey, string>>): string[] {
  return COURSE_INFO_KEYS.flatMap((key) => (course[key]?.trim() ? [`${courseHeading(key)}: ${course[key].trim()}`] : []));
}
