import { Avatar, AvatarFallback, AvatarImage } from "../../components/ui/avatar";
import type { Testimonial } from "./product-details";
import { Section } from "./section";
import { StarRating } from "./star-rating";

export function Testimonials({ items, course }: { items: Testimonial[]; course: boolean }) {
  if (items.length === 0) return null;
  return (
    <Section title={course ? "Student Testimonials" : "Testimonials"}>
      <ul className="grid gap-4">
        {items.map((item, index) => (
          <li key={index}>
            <figure className="grid gap-3 rounded-lg border border-border p-4">
              {item.rating !== undefined && <StarRating rating={item.rating} />}
              <blockquote className="italic break-words text-foreground/90">“{item.quote}”</blockquote>
              {(item.name || item.title) && (
                <figcaption className="flex items-center gap-3 text-sm">
                  {item.avatarUrl && (
                    <Avatar className="size-9">
                      <AvatarImage src={item.avatarUrl} alt="" />
                      <AvatarFallback>{(item.name || "?").charAt(0).toUpperCase()}</AvatarFallback>
                    </Avatar>
                  )}
                  <span className="min-w-0">
                    {item.name && <span className="block font-semibold break-words">{item.name}</span>}
                    {item.title && <span className="block text-muted-foreground break-words">{item.title}</span>}
                  </span>
                </figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
