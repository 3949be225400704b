import { BadgeCheck } from "lucide-react";
import { Link } from "react-router";
import { PagePlaceholder } from "../components/page-placeholder";

export function SuccessPage() {
  return (
    <PagePlaceholder title="Subscription" icon={BadgeCheck}>
      <p>Checkout confirmation arrives soon.</p>
      <Link to="/" className="mt-2 inline-block text-primary hover:underline">
        Go to Dashboard
      </Link>
    </PagePlaceholder>
  );
}
