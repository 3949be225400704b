import type { ReactNode } from "react";
import type { CourseModule } from "../../../core/products/addons";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../../components/ui/accordion";
import { Section } from "./section";

export function Curriculum({ modules, action }: { modules: CourseModule[]; action?: ReactNode }) {
  if (modules.length === 0) return null;
  return (
    <Section title="Course Curriculum" action={action}>
      <Accordion type="multiple">
        {modules.map((module, index) => (
          <AccordionItem key={index} value={`module-${index + 1}`}>
            <AccordionTrigger>{module.title ? `Module ${index + 1}: ${module.title}` : `Module ${index + 1}`}</AccordionTrigger>
            <AccordionContent className="whitespace-pre-line break-words">{module.details || "Module details will be available soon"}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </Section>
  );
}
