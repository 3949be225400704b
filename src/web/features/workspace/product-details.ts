import type { ApiProduct } from "../../../core/api-types";
import { parseAddons, type CourseModule } from "../../../core/products/addons";
import { platformLabel } from "../../../core/products/catalog";
import { formatForCopy } from "../../../core/products/copy";
import { COURSE_INFO_KEYS, courseHeading, isCourse } from "../../../core/products/course";
import { isUsableImageUrl, parseImages } from "../../../core/products/images";
import { isRecord, numberField, textField } from "../../../core/products/record";

export interface Testimonial {
  quote: string;
  name: string;
  title?: string;
  /** Whole stars, 1-5. */
  rating?: number;
  avatarUrl?: string;
}

/** Everything the product page shows, read once from the API product; empty fields are left out. */
export interface ProductDetails {
  course: boolean;
  subtitle?: string;
  courseInfo: Array<{ key: string; heading: string; text: string }>;
  testimonials: Testimonial[];
  platforms: string[];
  images: string[];
  /** The creator's alt text for each of `images` ("" where none is written). */
  imageAlts: string[];
  description?: string;
  courseDescription?: string;
  learn: string[];
  requirements: string[];
  audience: string[];
  modules: CourseModule[];
  whyChooseUs?: string;
  cta?: string;
  beforeAfter?: { beforeUrl: string; afterUrl: string };
}

export const imageAlt = (title: string, index: number, total: number, written?: string) => written?.trim() || `${title} – image ${index + 1} of ${total}`;

const text = (value: unknown) => formatForCopy(value) ?? undefined;

function toTestimonial(item: unknown): Testimonial[] {
  if (!isRecord(item)) return [];
  const quote = textField(item, "quote", "content", "text", "testimonial");
  if (!quote) return [];
  const rating = numberField(item.rating);
  return [
    {
      quote,
      name: textField(item, "name", "author", "student") ?? "",
      title: textField(item, "title", "role") || undefined,
      rating: rating === undefined ? undefined : Math.min(Math.max(Math.round(rating), 1), 5),
    },
  ];
}

export function productDetails(product: ApiProduct): ProductDetails {
  const addons = parseAddons(product.addons);
  const course = isCourse(product.category) ? (addons.course ?? {}) : {};
  const courseTestimonials = Array.isArray(course.testimonials) ? course.testimonials.flatMap(toTestimonial) : [];
  const own = addons.testimonial?.content
    ? [
        {
          quote: addons.testimonial.content,
          name: addons.testimonial.title,
          avatarUrl: addons.testimonial.avatarUrl || undefined,
          rating: addons.testimonial.rating,
        },
      ]
    : [];
  const description = text(product.longDescription);
  const courseDescription = text(course.courseDescription);
  const beforeAfter = addons.beforeAfter;

  return {
    course: isCourse(product.category),
    subtitle: text(course.subtitle),
    courseInfo: COURSE_INFO_KEYS.flatMap((key) => {
      const value = text(course[key]);
      return value ? [{ key, heading: courseHeading(key), text: value }] : [];
    }),
    testimonials: [...courseTestimonials, ...own],
    platforms: (addons.targetPlatform ?? []).map(platformLabel),
    images: parseImages(product.images).filter(isUsableImageUrl),
    imageAlts: parseImages(product.images)
      .filter(isUsableImageUrl)
      .map((url) => product.altTexts?.[product.images.indexOf(url)] ?? ""),
    description,
    courseDescription: courseDescription && courseDescription !== description ? courseDescription : undefined,
    learn: isCourse(product.category) && course.whatYouWillLearn?.length ? course.whatYouWillLearn : product.features,
    requirements: course.requirements ?? [],
    audience: course.whoThisCourseIsFor ?? [],
    modules: course.curriculumDetails ?? [],
    whyChooseUs: text(product.whyChooseUs) ?? text(course.whyChooseUs),
    cta: text(product.cta) ?? text(course.callToAction),
    beforeAfter: beforeAfter?.beforeUrl && beforeAfter.afterUrl ? beforeAfter : undefined,
  };
}
