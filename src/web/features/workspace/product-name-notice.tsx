import { CircleHelp } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { ApiProduct } from "../../../core/api-types";
import { PRODUCT_NAME_TEXTS, productNameProblem } from "../../../core/products/product-name";
import { useSetProductName } from "../../api/products";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { errorMessage } from "../../lib/api-client";
import { ProductNameInput } from "../../components/product-name-input";
import { useWorkspace, type Workspace } from "./workspace-context";

export const NAME_NOTICE_TEXTS = {
  unsure: "We were not sure what this product is called: add its name and regenerate",
  label: "Product name",
  submit: "Save name and regenerate",
  saving: "Saving...",
  busy: "A regeneration is running; add the name once it has finished.",
  failed: "Could not save the name. Please try again.",
  saved: (name: string) => `Saved the name “${name}”.`,
  rewriting: "The listing is being regenerated with it; its progress shows above.",
} as const;

const INPUT_ID = "unsure-product-name";

/** Whether the reader could not tell what the product is called and the creator has not said (issue 29). */
export const needsProductName = (product: ApiProduct) => product.status === "complete" && product.facts?.subjectSure === false && !product.productName;

function NameForm({ product, workspace, onSaved }: { product: ApiProduct; workspace: Workspace; onSaved: (name: string) => void }) {
  const [name, setName] = useState("");
  const [showProblem, setShowProblem] = useState(false);
  const problem = productNameProblem(name, true);
  const save = useSetProductName(product.id, {
    onSuccess: (saved) => {
      onSaved(saved.productName ?? name.trim());
      workspace.regenerateListing();
    },
  });
  const busy = workspace.running !== null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || busy) return;
    if (problem) {
      setShowProblem(true);
      document.getElementById(INPUT_ID)?.focus();
      return;
    }
    save.mutate(name.trim());
  };

  return (
    <form className="grid max-w-xl gap-3" aria-label="Add the product's name" onSubmit={submit} noValidate>
      <ProductNameInput
        id={INPUT_ID}
        label={NAME_NOTICE_TEXTS.label}
        required
        value={name}
        onChange={(value) => {
          setName(value);
          if (!value.trim()) setShowProblem(false);
        }}
        onBlur={() => setShowProblem(name.trim() !== "")}
        error={showProblem && problem ? PRODUCT_NAME_TEXTS[problem] : undefined}
      />
      {busy && <p className="text-sm text-muted-foreground">{NAME_NOTICE_TEXTS.busy}</p>}
      {save.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(save.error, NAME_NOTICE_TEXTS.failed)}
        </p>
      )}
      <Button type="submit" className="w-full sm:w-fit" disabled={save.isPending || busy}>
        {save.isPending ? NAME_NOTICE_TEXTS.saving : NAME_NOTICE_TEXTS.submit}
      </Button>
    </form>
  );
}

/**
 * Beside the title when the reader was unsure what the product is called: the name, saved, then
 * the whole listing regenerated through the workspace's own flow. Once saved, a line says so (and
 * takes focus, as the form it replaces had it).
 */
export function ProductNameNotice({ product }: { product: ApiProduct }) {
  const workspace = useWorkspace();
  const [saved, setSaved] = useState<string | null>(null);
  const savedLine = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (saved !== null) savedLine.current?.focus();
  }, [saved]);

  if (!workspace) return null;
  if (saved !== null) {
    return (
      <Alert ref={savedLine} tabIndex={-1} variant="success" className="outline-none">
        {NAME_NOTICE_TEXTS.saved(saved)} {workspace.running ? NAME_NOTICE_TEXTS.rewriting : null}
      </Alert>
    );
  }
  if (!needsProductName(product)) return null;
  return (
    // A section, not an Alert: its colours are a warning's, and Alert's own would clash (cn does not merge).
    <section className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950" aria-labelledby="unsure-name-heading">
      <p id="unsure-name-heading" className="flex items-start gap-2 font-medium">
        <CircleHelp className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {NAME_NOTICE_TEXTS.unsure}
      </p>
      <NameForm product={product} workspace={workspace} onSaved={setSaved} />
    </section>
  );
}
