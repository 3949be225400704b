import { CheckCircle2, Loader2, Plus } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { ApiProduct } from "../../../core/api-types";
import { parseAddons } from "../../../core/products/addons";
import { platformLabel } from "../../../core/products/catalog";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { CopyButton } from "../../components/copy-button";
import { ResultList, ResultSection } from "./result-section";

interface ResultCardProps {
  product: ApiProduct;
  onCreateAnother: () => void;
}

/** The listing just created. Features and benefits arrive later, so empty ones are left out. */
export function ResultCard({ product, onCreateAnother }: ResultCardProps) {
  const platforms = (parseAddons(product.addons).targetPlatform ?? []).map(platformLabel);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The card replaces the wizard; bring the reader (and the viewport) to the new listing.
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <Card>
      <CardHeader>
        <p className="flex items-center gap-2 text-sm font-medium text-emerald-700">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          Product created
        </p>
        <div className="flex items-start justify-between gap-2">
          <CardTitle ref={titleRef} tabIndex={-1} className="min-w-0 break-words outline-none">
            {product.title}
          </CardTitle>
          <CopyButton value={product.title} label="title" />
        </div>
      </CardHeader>
      <CardContent className="grid gap-5">
        {product.shortDescription ? (
          <ResultSection title="Short Description" copyValue={product.shortDescription}>
            <p className="break-words text-sm text-muted-foreground">{product.shortDescription}</p>
          </ResultSection>
        ) : null}
        {platforms.length > 0 ? (
          <ResultSection title="Compatible Platforms" copyValue={platforms}>
            <ul className="flex flex-wrap gap-2">
              {platforms.map((platform) => (
                <li key={platform} className="rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground">
                  {platform}
                </li>
              ))}
            </ul>
          </ResultSection>
        ) : null}
        {product.features.length > 0 ? (
          <ResultSection title="Features" copyValue={product.features}>
            <ResultList items={product.features} />
          </ResultSection>
        ) : null}
        {product.benefits.length > 0 ? (
          <ResultSection title="Benefits" copyValue={product.benefits}>
            <ResultList items={product.benefits} />
          </ResultSection>
        ) : null}
        {product.status === "pending" ? (
          <p role="status" className="flex items-center gap-2 rounded-md bg-muted px-4 py-3 text-sm text-muted-foreground">
            <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden="true" />
            Your listing is being generated. Features, benefits and keywords will appear on the product page shortly.
          </p>
        ) : null}
      </CardContent>
      <div className="flex flex-col gap-2 px-6 pb-6 sm:flex-row sm:items-center">
        <Button asChild>
          <Link to={`/product/${product.id}`}>View Details</Link>
        </Button>
        <Button variant="outline" onClick={onCreateAnother}>
          <Plus aria-hidden="true" />
          Create Another Product
        </Button>
      </div>
    </Card>
  );
}
