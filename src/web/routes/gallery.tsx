import { Images } from "lucide-react";
import { PagePlaceholder } from "../components/page-placeholder";

export function GalleryPage() {
  return (
    <PagePlaceholder title="Digital Product Gallery" icon={Images}>
      <p>Your gallery arrives soon: every listing you create will be collected here.</p>
    </PagePlaceholder>
  );
}
