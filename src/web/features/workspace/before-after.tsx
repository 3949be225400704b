import { Section } from "./section";

export function BeforeAfter({ images }: { images: { beforeUrl: string; afterUrl: string } | undefined }) {
  if (!images) return null;
  const pictures = [
    { label: "Before", url: images.beforeUrl },
    { label: "After", url: images.afterUrl },
  ];
  return (
    <Section title="Before & After">
      <div className="grid gap-4 sm:grid-cols-2">
        {pictures.map((picture) => (
          <figure key={picture.label} className="grid gap-2">
            <img src={picture.url} alt={picture.label} loading="lazy" className="aspect-square w-full rounded-lg bg-muted object-contain" />
            <figcaption className="text-center text-sm font-medium text-muted-foreground">{picture.label}</figcaption>
          </figure>
        ))}
      </div>
    </Section>
  );
}
