import { Wand } from "lucide-react";
import { PagePlaceholder } from "../components/page-placeholder";

export function CreatePage() {
  return (
    <PagePlaceholder title="Create a Product" icon={Wand}>
      <p>The creation wizard arrives soon: pick a category, describe your product and add screenshots.</p>
    </PagePlaceholder>
  );
}
