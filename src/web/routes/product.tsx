import { FileText } from "lucide-react";
import { Link } from "react-router";
import { PagePlaceholder } from "../components/page-placeholder";

export function ProductPage() {
  return (
    <PagePlaceholder title="Product Details" icon={FileText}>
      <p>Product details arrive soon.</p>
      <Link to="/gallery" className="mt-2 inline-block text-primary hover:underline">
        Back to Gallery
      </Link>
    </PagePlaceholder>
  );
}
