import { GraduationCap } from "lucide-react";
import type { ApiProduct } from "../../../core/api-types";
import { Badge } from "../../components/ui/badge";
import { CopyButton } from "../../components/copy-button";
import { ProductNameNotice } from "./product-name-notice";
import { TitleChoices } from "./title-choices";

interface ProductHeadingProps {
  product: ApiProduct;
  course: boolean;
  subtitle: string | undefined;
}

export function ProductHeading({ product, course, subtitle }: ProductHeadingProps) {
  return (
    <header className="grid gap-3">
      {course && (
        <Badge variant="secondary" className="w-fit">
          <GraduationCap className="size-3.5" aria-hidden="true" />
          Online Course
        </Badge>
      )}
      <div className="flex items-start gap-2">
        <h1 className="min-w-0 flex-1 text-2xl font-bold tracking-tight break-words sm:text-3xl">{product.title}</h1>
        <CopyButton value={product.title} label="Title" />
      </div>
      <ProductNameNotice product={product} />
      <TitleChoices product={product} />
      {subtitle && (
        <div className="flex items-start gap-2">
          <p className="min-w-0 flex-1 text-lg text-foreground/80 break-words">{subtitle}</p>
          <CopyButton value={subtitle} label="Subtitle" />
        </div>
      )}
      {product.shortDescription && (
        <div className="flex items-start gap-2">
          <p className="min-w-0 flex-1 text-muted-foreground break-words">{product.shortDescription}</p>
          <CopyButton value={product.shortDescription} label="Short Description" />
        </div>
      )}
    </header>
  );
}
