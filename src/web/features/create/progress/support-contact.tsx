import { Copy } from "lucide-react";
import { toast } from "sonner";
import { OVERLAY_TEXTS } from "../../../../core/products/progress-ui";
import { Button } from "../../../components/ui/button";
import { usePublicConfig } from "../../../api/config";

export function SupportContact() {
  const email = usePublicConfig().data?.supportEmail;
  if (!email) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(email);
      toast.success(OVERLAY_TEXTS.emailCopied);
    } catch (error) {
      console.warn("Could not copy the support address", error);
    }
  };
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <a href={`mailto:${email}`} className="font-medium text-primary underline-offset-4 hover:underline">
        {email}
      </a>
      <Button variant="outline" size="sm" onClick={() => void copy()} aria-label="Copy support email">
        <Copy aria-hidden="true" />
        Copy
      </Button>
    </p>
  );
}
