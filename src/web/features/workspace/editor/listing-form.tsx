import type { EditableCourse, EditableListing } from "../../../../core/listing/editable";
import { Section } from "../section";
import { AltTextFields } from "./alt-text-fields";
import { CourseFields } from "./course-fields";
import { LIMITS } from "./limits";
import { StringList } from "./list-fields";
import { TextField } from "./text-field";

interface ListingFormProps {
  listing: EditableListing;
  onChange: (patch: Partial<EditableListing>) => void;
  images: string[];
  /** Sections the viewer's plan includes (keywords and use cases are paid). */
  paid: { keywords: boolean; useCases: boolean };
}

const LISTS = [
  ["features", "Features", "feature"],
  ["benefits", "Benefits", "benefit"],
  ["usp", "Selling points", "selling point"],
] as const;

export function ListingForm({ listing, onChange, images, paid }: ListingFormProps) {
  const { course } = listing;
  const onCourse = (patch: Partial<EditableCourse>) => course && onChange({ course: { ...course, ...patch } });
  return (
    <>
      <Section title="Text">
        <TextField
          path="title"
          label="Title"
          value={listing.title}
          onChange={(title) => onChange({ title })}
          limits={course ? [LIMITS.etsyTitle, LIMITS.udemyTitle] : [LIMITS.etsyTitle]}
        />
        <TextField
          path="shortDescription"
          label="Short description"
          value={listing.shortDescription}
          onChange={(shortDescription) => onChange({ shortDescription })}
          multiline
        />
        <TextField
          path="longDescription"
          label="Long description"
          value={listing.longDescription}
          onChange={(longDescription) => onChange({ longDescription })}
          multiline
        />
        <TextField path="cta" label="Call to action" value={listing.cta} onChange={(cta) => onChange({ cta })} />
        <TextField path="whyChooseUs" label="Why choose us" value={listing.whyChooseUs} onChange={(whyChooseUs) => onChange({ whyChooseUs })} multiline />
      </Section>
      <Section title="Lists">
        {LISTS.map(([key, label, itemName]) => (
          <StringList key={key} path={key} label={label} itemName={itemName} items={listing[key]} onChange={(items) => onChange({ [key]: items })} />
        ))}
        {paid.useCases && (
          <StringList path="useCases" label="Use cases" itemName="use case" items={listing.useCases} onChange={(useCases) => onChange({ useCases })} />
        )}
        {paid.keywords && (
          <StringList
            path="keywords"
            label="Keywords"
            itemName="tag"
            items={listing.keywords}
            onChange={(keywords) => onChange({ keywords })}
            countLimit={LIMITS.etsyTags}
            itemLimit={LIMITS.etsyTag}
          />
        )}
      </Section>
      {course && (
        <Section title="Course details">
          <CourseFields course={course} onChange={onCourse} />
        </Section>
      )}
      {listing.altTexts.length > 0 && (
        <Section title="Image alt text">
          <AltTextFields images={images} altTexts={listing.altTexts} onChange={(altTexts) => onChange({ altTexts })} />
        </Section>
      )}
    </>
  );
}
