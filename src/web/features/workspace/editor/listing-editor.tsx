import { useEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { ApiProduct } from "../../../../core/api-types";
import type { EditableListing } from "../../../../core/listing/editable";
import { LISTING_SECTIONS, type ListingSection } from "../../../../core/listing/sections";
import { errorMessage } from "../../../lib/api-client";
import { ListingCheck } from "../listing-check";
import { useRereadProduct } from "../../../api/products";
import { EDIT_LISTING_BUTTON_ID } from "./edit-button-id";
import { conflictOf, fieldErrorsOf, useSaveListing, type ConflictCurrent } from "../../../api/listing";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { ConflictDialog } from "./conflict-dialog";
import { toEditable } from "../../../../core/listing/to-editable";
import { hasPaidSections, listingToSave } from "./listing-to-save";
import { EditorToolbar } from "./editor-toolbar";
import { FieldErrorsContext, fieldId } from "./field-errors";
import { ListingForm } from "./listing-form";
import { liveCheck } from "./live-check";
import { useEditorState } from "./use-editor-state";
import { useLeaveGuard } from "../../../lib/use-leave-guard";

interface ListingEditorProps {
  product: ApiProduct;
  /** Unsaved edits restored from this tab's draft, if the creator chose to. */
  draft?: EditableListing | null;
  onClose: () => void;
}

const isFieldKey = (key: string) => (LISTING_SECTIONS as readonly string[]).includes(key.split(".")[0] ?? "");

/** Their listing, with what this plan does not see (null from the API) kept from mine so it never counts as a change. */
function theirsFor(current: ConflictCurrent, mine: EditableListing, paid: ReturnType<typeof hasPaidSections>): EditableListing {
  const theirs = current.listing;
  return { ...theirs, keywords: paid.keywords ? (theirs.keywords ?? []) : mine.keywords, useCases: paid.useCases ? (theirs.useCases ?? []) : mine.useCases };
}

/** The product page's edit mode: every section as fields, the live check, and saves that never overwrite a newer version. */
export function ListingEditor({ product, draft = null, onClose }: ListingEditorProps) {
  const rereadProduct = useRereadProduct(product.id);
  const paid = hasPaidSections(product);
  const state = useEditorState(product.id, { version: product.version, listing: toEditable(product) }, draft);
  const { base, listing, dirty, errors } = state;
  const save = useSaveListing(product.id);
  const [conflict, setConflict] = useState<ConflictCurrent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const blocker = useLeaveGuard(dirty);
  const summaryRef = useRef<HTMLDivElement>(null);
  const report = useMemo(() => liveCheck(state.settled, product.facts), [state.settled, product.facts]);
  const theirs = conflict && theirsFor(conflict, listing, paid);

  const submit = (baseVersion: number, text: EditableListing) => {
    setFailure(null);
    save.mutate(
      { baseVersion, listing: listingToSave(product, text) },
      {
        onSuccess: (stored) => {
          state.reset({ version: stored.version, listing: toEditable(stored) });
          setConflict(null);
          setSaved(true);
        },
        onError: (error) => {
          const current = conflictOf(error);
          const fields = fieldErrorsOf(error);
          if (current) return setConflict(current);
          if (fields) return state.setErrors(fields);
          setFailure(errorMessage(error, "Your changes could not be saved. Please try again."));
        },
      },
    );
  };
  const onSave = () => dirty && !save.isPending && submit(base.version, listing);

  // Ctrl/Cmd+S saves, as in any editor, instead of the browser's "save page".
  const onSaveRef = useRef(onSave);
  onSaveRef.current = onSave;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "s" || !(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      onSaveRef.current();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  // Editing starts at the title; closing gives focus back to the "Edit listing" button.
  useEffect(() => document.getElementById(fieldId("title"))?.focus(), []);
  const close = () => {
    flushSync(onClose);
    document.getElementById(EDIT_LISTING_BUTTON_ID)?.focus();
  };

  // A 400: focus the first field it names, or the summary when it names none we show.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const field = document.querySelector<HTMLElement>('[data-listing-editor] [aria-invalid="true"]');
    (field ?? summaryRef.current)?.focus();
  }, [errors]);

  const onChange = (change: Partial<EditableListing>) => {
    setSaved(false);
    state.patch(change);
  };
  const keepMine = () => conflict && theirs && (state.setBase({ version: conflict.version, listing: theirs }), submit(conflict.version, listing));
  const useTheirs = () => {
    if (!conflict || !theirs) return;
    state.reset({ version: conflict.version, listing: theirs });
    setConflict(null);
    rereadProduct();
  };
  const takeSection = (section: ListingSection) => theirs && state.setListing((mine) => ({ ...mine, [section]: theirs[section] }));
  const discard = () => {
    state.discard();
    close();
  };
  const otherErrors = Object.entries(errors).filter(([key]) => !isFieldKey(key));

  return (
    <article className="grid min-w-0 gap-6" data-listing-editor="">
      <EditorToolbar
        title={product.title}
        dirty={dirty}
        saving={save.isPending}
        saved={saved}
        onSave={onSave}
        onCancel={() => (dirty ? setConfirmCancel(true) : close())}
      />
      {(Object.keys(errors).length > 0 || failure) && (
        <div ref={summaryRef} tabIndex={-1} role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
          {failure ?? "Some fields need attention. Fix them and save again."}
          {otherErrors.map(([key, messages]) => (
            <p key={key}>{messages.join(" ")}</p>
          ))}
        </div>
      )}
      <div className="grid min-w-0 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="lg:sticky lg:top-40 lg:order-2 lg:max-h-[calc(100vh-11rem)] lg:overflow-y-auto">
          <ListingCheck report={report} facts={product.facts} />
        </div>
        <FieldErrorsContext.Provider value={errors}>
          <div className="grid min-w-0 gap-6">
            <ListingForm listing={listing} onChange={onChange} images={product.images} paid={paid} />
          </div>
        </FieldErrorsContext.Provider>
      </div>
      <ConflictDialog
        conflict={conflict}
        theirs={theirs}
        mine={listing}
        saving={save.isPending}
        onTakeSection={takeSection}
        onKeepMine={keepMine}
        onUseTheirs={useTheirs}
        onClose={() => setConflict(null)}
      />
      <ConfirmDialog
        open={confirmCancel}
        title="Discard your changes?"
        description="Your unsaved edits to this listing will be lost."
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onConfirm={discard}
        onCancel={() => setConfirmCancel(false)}
      />
      <ConfirmDialog
        open={blocker.state === "blocked"}
        title="Leave without saving?"
        description="You have unsaved edits to this listing. They stay in this tab's draft until you close it."
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </article>
  );
}
