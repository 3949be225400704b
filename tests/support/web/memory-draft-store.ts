import type { WizardFiles } from "../../../src/web/features/create/use-wizard";
import { EMPTY_FILES, parseDraft, type DraftFields, type DraftStore } from "../../../src/web/features/create/wizard-draft";

/**
 * Drafts in memory for component tests (happy-dom has no IndexedDB), read back through the same
 * checks as the real store. `failing` makes every write reject, as a full or blocked store does.
 */
export function memoryDraftStore({ failing = false } = {}) {
  const fields = new Map<string, DraftFields>();
  const files = new Map<string, WizardFiles>();
  const refuse = () => Promise.reject(new Error("storage refused the write"));
  const store: DraftStore = {
    load: (userId) => Promise.resolve(parseDraft(fields.get(userId), files.get(userId) ?? EMPTY_FILES)),
    save: (userId, draft, images) => {
      if (failing) return refuse();
      fields.set(userId, draft);
      if (images) files.set(userId, images);
      return Promise.resolve();
    },
    remove: (userId) => {
      if (failing) return refuse();
      fields.delete(userId);
      files.delete(userId);
      return Promise.resolve();
    },
  };
  return { store, fields, files };
}
