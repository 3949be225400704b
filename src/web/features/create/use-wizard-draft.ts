import { createContext, useContext, useEffect, useRef, useState } from "react";
import { hasWizardInput } from "../../../core/products/wizard";
import { indexedDbDraftStore } from "./indexed-db-draft-store";
import type { WizardAction, WizardFiles, WizardState } from "./use-wizard";
import { draftFields, type DraftStore, type WizardDraft } from "./wizard-draft";

export interface DraftSettings {
  /** Null where drafts cannot be kept. */
  store: DraftStore | null;
  /** Typing pauses this long before the draft is written; leaving the wizard sooner writes it at once. */
  saveDelayMs: number;
}

/** The browser's IndexedDB unless a test provides another store. */
export const DraftSettingsContext = createContext<DraftSettings>({ store: indexedDbDraftStore(), saveDelayMs: 400 });

/** loading: reading the draft; offered: asking Resume or Discard; ready: the wizard, saving as it goes. */
export type DraftStatus = "loading" | "offered" | "ready";
/** off: nothing to keep; failed: the input cannot be kept here (no or a failing store), so leaving loses it. */
export type DraftSaveState = "off" | "saving" | "saved" | "failed";

interface WizardDraftOptions {
  userId: string | undefined;
  wizard: WizardState;
  dispatch: (action: WizardAction) => void;
  /** The product was created: the draft has done its job. */
  submitted: boolean;
  now?: () => Date;
}

export interface WizardDraftControls {
  status: DraftStatus;
  offer: WizardDraft | null;
  saveState: DraftSaveState;
  resume: () => void;
  discard: () => void;
}

/** Reads the user's draft once; the wizard waits for the answer. */
function useStoredDraft(store: DraftStore | null, userId: string | undefined) {
  const enabled = store !== null && userId !== undefined;
  const [status, setStatus] = useState<DraftStatus>(enabled ? "loading" : "ready");
  const [offer, setOffer] = useState<WizardDraft | null>(null);
  useEffect(() => {
    if (!store || userId === undefined) return;
    let current = true;
    const settle = (draft: WizardDraft | null) => {
      if (!current) return;
      setOffer(draft);
      setStatus(draft ? "offered" : "ready");
    };
    setStatus("loading");
    // An unreadable store is no draft: the creator starts fresh rather than stuck.
    store.load(userId).then(settle, () => settle(null));
    return () => {
      current = false;
    };
  }, [store, userId]);
  const settled = () => {
    setOffer(null);
    setStatus("ready");
  };
  return { status, offer, settled };
}

/**
 * Keeps the wizard's answers and images as a draft per user, offers it back on the next visit
 * and forgets it once the product is created. A failing store is no error for the creator: the
 * wizard works on, and leaving warns instead (see `saveState`).
 */
export function useWizardDraft({ userId, wizard, dispatch, submitted, now = () => new Date() }: WizardDraftOptions): WizardDraftControls {
  const { store, saveDelayMs } = useContext(DraftSettingsContext);
  const enabled = store !== null && userId !== undefined;
  const { status, offer, settled } = useStoredDraft(store, userId);
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);
  // Writes run one after another, so a late save can never land after the draft was removed.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const flush = useRef<(() => void) | null>(null);
  const savedFiles = useRef<WizardFiles | null>(null);
  // Set from Discard until the draft is removed: a Resume clicked meanwhile is ignored.
  const discarding = useRef(false);

  const enqueue = (work: (store: DraftStore, userId: string) => Promise<void>) => {
    if (!store || userId === undefined) return;
    queue.current = queue.current
      .then(() => work(store, userId))
      .then(
        () => setFailed(false),
        () => setFailed(true),
      )
      .finally(() => setPending(flush.current !== null));
  };
  const forget = () => {
    flush.current = null;
    savedFiles.current = null;
    enqueue((s, id) => s.remove(id));
  };

  const saving = status === "ready" && !submitted && enabled;
  const hasInput = hasWizardInput(wizard.data);
  useEffect(() => {
    if (!saving) return;
    if (!hasInput) return forget();
    // Images are rewritten only when they changed, not on every keystroke.
    const files = wizard.files === savedFiles.current ? undefined : wizard.files;
    const fields = draftFields(wizard, now());
    flush.current = () => {
      flush.current = null;
      savedFiles.current = wizard.files;
      enqueue((s, id) => s.save(id, fields, files));
    };
    setPending(true);
    const timer = window.setTimeout(() => flush.current?.(), saveDelayMs);
    return () => window.clearTimeout(timer);
  }, [wizard, saving, hasInput, saveDelayMs]);

  // In-app navigation unmounts the wizard: write what the delay still held back instead of dropping it.
  useEffect(() => () => flush.current?.(), []);

  useEffect(() => {
    if (submitted) forget();
  }, [submitted]);

  let saveState: DraftSaveState = "off";
  if (hasInput && !submitted && status === "ready") saveState = !enabled || failed ? "failed" : pending ? "saving" : "saved";
  return {
    status,
    offer,
    saveState,
    resume: () => {
      if (!offer || discarding.current) return;
      savedFiles.current = offer.files;
      dispatch({ type: "restore", state: offer });
      settled();
    },
    // The wizard starts over once the draft is gone from the store, not before: a reload or a
    // closed tab right after Discard must not find the draft still there to offer again.
    discard: () => {
      if (discarding.current) return;
      discarding.current = true;
      forget();
      void queue.current.then(() => {
        discarding.current = false;
        dispatch({ type: "reset" });
        settled();
      });
    },
  };
}
