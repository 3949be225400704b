import type { WizardFiles } from "./use-wizard";
import { EMPTY_FILES, parseDraft, type DraftFields, type DraftStore } from "./wizard-draft";

const DB_NAME = "listcraft-wizard-drafts";
const FIELDS = "fields";
const FILES = "files";

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error("IndexedDB request failed"));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error("IndexedDB transaction failed"));
    tx.onabort = () => reject(tx.error ?? new Error("IndexedDB transaction aborted"));
  });
}

function open(factory: IDBFactory): Promise<IDBDatabase> {
  const req = factory.open(DB_NAME, 1);
  req.onupgradeneeded = () => {
    req.result.createObjectStore(FIELDS);
    req.result.createObjectStore(FILES);
  };
  return request(req);
}

/**
 * Drafts in IndexedDB, keyed by user id: the answers in one store, the picked images (File
 * objects, stored as they are) in another, so typing does not rewrite megabytes of images.
 * Null where the browser offers no IndexedDB.
 */
export function indexedDbDraftStore(factory: IDBFactory | undefined = globalThis.indexedDB): DraftStore | null {
  if (!factory) return null;
  let db: Promise<IDBDatabase> | null = null;
  const connect = () =>
    (db ??= open(factory).catch((error: unknown) => {
      db = null; // let a later call try again (e.g. after the user freed up space)
      throw error;
    }));

  const write = async (stores: string[], work: (tx: IDBTransaction) => void) => {
    const tx = (await connect()).transaction(stores, "readwrite");
    work(tx);
    await done(tx);
  };

  return {
    async load(userId) {
      const tx = (await connect()).transaction([FIELDS, FILES], "readonly");
      const [fields, files] = await Promise.all([request(tx.objectStore(FIELDS).get(userId)), request(tx.objectStore(FILES).get(userId))]);
      return parseDraft(fields, files ?? EMPTY_FILES);
    },
    save(userId, fields: DraftFields, files?: WizardFiles) {
      return write(files ? [FIELDS, FILES] : [FIELDS], (tx) => {
        tx.objectStore(FIELDS).put(fields, userId);
        if (files) tx.objectStore(FILES).put(files, userId);
      });
    },
    remove(userId) {
      return write([FIELDS, FILES], (tx) => {
        tx.objectStore(FIELDS).delete(userId);
        tx.objectStore(FILES).delete(userId);
      });
    },
  };
}
