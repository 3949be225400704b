import type { ApiProduct } from "../../../core/api-types";
import { categoryLabel } from "../../../core/products/catalog";
import { formatDate } from "../../lib/format-date";
import { Section } from "./section";

export function ProductInformation({ product }: { product: ApiProduct }) {
  const rows = [
    { label: "Category", value: categoryLabel(product.category) },
    { label: "Created", value: formatDate(product.createdAt), dateTime: product.createdAt },
    { label: "Last Updated", value: formatDate(product.updatedAt), dateTime: product.updatedAt },
  ];
  return (
    <Section title="Product Information">
      <dl className="grid gap-3 sm:grid-cols-3">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-sm text-muted-foreground">{row.label}</dt>
            <dd className="font-medium">{row.dateTime ? <time dateTime={row.dateTime}>{row.value}</time> : row.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
