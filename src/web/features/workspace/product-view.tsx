import { useEffect, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import type { ApiProduct } from "../../../core/api-types";
import { ListingRegenerationStatus } from "./regenerate/listing-toolbar";
import { RegenerateButton } from "./regenerate/regenerate-button";
import type { EditableListing } from "../../../core/listing/editable";
import { UnsavedEditsNotice } from "./editor/edit-listing-bar";
import { LazyListingEditor } from "./editor/lazy-listing-editor";
import { BeforeAfter } from "./before-after";
import { CourseInfo } from "./course-info";
import { Curriculum } from "./curriculum";
import { ImageGallery } from "./image-gallery";
import { ListingCheck } from "./listing-check";
import { ProductActions } from "./product-actions";
import { productDetails } from "./product-details";
import { ProductHeading } from "./product-heading";
import { ProductInformation } from "./product-information";
import { UseCases } from "./product-use-cases";
import { ListSection, TextSection } from "./section";
import { StatusNotice } from "./status-notice";
import { Keywords, Platforms } from "./tag-sections";
import { Testimonials } from "./testimonials";

/** `publish` is the publishing panel, which the product route passes in: publishing is a feature of its own. */
export function ProductView({ product, publish }: { product: ApiProduct; publish: ReactNode }) {
  const details = productDetails(product);
  const { course } = details;
  const [editing, setEditing] = useState<{ draft: EditableListing | null } | null>(null);
  // A publish preflight's "Edit the title" link (?edit=title) opens the editor.
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    if (!params.has("edit")) return;
    setEditing({ draft: null });
    setParams({}, { replace: true });
  }, [params, setParams]);
  if (editing) return <LazyListingEditor product={product} draft={editing.draft} onClose={() => setEditing(null)} />;
  const onEdit = (draft: EditableListing | null) => setEditing({ draft });
  return (
    <article className="grid min-w-0 gap-6">
      <ProductActions product={product} onEdit={onEdit} />
      <UnsavedEditsNotice product={product} onEdit={onEdit} />
      <ListingRegenerationStatus />
      <StatusNotice product={product} />
      <ProductHeading product={product} course={course} subtitle={details.subtitle} />
      {/* The description sits beside the images, so the column is never an empty hole without a testimonial. */}
      <div className="grid min-w-0 items-start gap-6 lg:grid-cols-2">
        <ImageGallery images={details.images} alts={details.imageAlts} title={product.title} />
        <div className="grid min-w-0 gap-6">
          <CourseInfo entries={details.courseInfo} />
          <Platforms labels={details.platforms} />
          <TextSection title={course ? "Course Overview" : "Description"} text={details.description} action={<RegenerateButton section="longDescription" />} />
          <Testimonials items={details.testimonials} course={course} />
        </div>
      </div>
      <ListingCheck report={product.listingCheck} facts={product.facts} />
      <TextSection title="Detailed Course Description" text={details.courseDescription} />
      <ListSection
        title={course ? "What You Will Learn" : "Features"}
        items={details.learn}
        action={course ? undefined : <RegenerateButton section="features" />}
      />
      <ListSection title="Benefits" items={product.benefits} action={<RegenerateButton section="benefits" />} />
      <UseCases items={product.useCases} action={<RegenerateButton section="useCases" />} />
      <ListSection title="Requirements" items={details.requirements} />
      <ListSection title="Who This Course Is For" items={details.audience} />
      <Curriculum modules={details.modules} action={<RegenerateButton section="course" />} />
      <TextSection title="Why Choose Us" text={details.whyChooseUs} action={<RegenerateButton section="whyChooseUs" />} />
      <BeforeAfter images={details.beforeAfter} />
      <Keywords keywords={product.keywords} action={<RegenerateButton section="keywords" />} />
      <TextSection title="Ready to Get Started?" text={details.cta} action={<RegenerateButton section="cta" />} />
      {product.status === "complete" ? publish : null}
      <ProductInformation product={product} />
    </article>
  );
}
