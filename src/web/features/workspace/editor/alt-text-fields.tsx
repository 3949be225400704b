import { LIMITS } from "./limits";
import { TextField } from "./text-field";

export function AltTextFields({ images, altTexts, onChange }: { images: string[]; altTexts: string[]; onChange: (altTexts: string[]) => void }) {
  if (altTexts.length === 0) return null;
  return (
    <ul className="grid gap-4">
      {altTexts.map((text, index) => (
        <li key={images[index] ?? index} className="grid min-w-0 grid-cols-[4rem_1fr] items-start gap-3">
          {/* Decorative here: the field's label names the image. */}
          <img src={images[index]} alt="" className="size-16 rounded-md border border-border object-cover" loading="lazy" />
          <TextField
            path={`altTexts.${index}`}
            label={`Alt text for image ${index + 1}`}
            value={text}
            onChange={(value) => onChange(altTexts.map((old, i) => (i === index ? value : old)))}
            limits={[LIMITS.etsyAltText]}
            multiline
          />
        </li>
      ))}
    </ul>
  );
}
