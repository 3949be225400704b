/** A buyer's file may be at most this large (issue 32); Etsy itself takes at most 20 MB a file and 5 files. */
export const DIGITAL_FILE_MAX_BYTES = 100 * 1024 * 1024;
export const ETSY_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const ETSY_FILE_COUNT = 5;
export const PRODUCT_FILE_COUNT = 10;

/**
 * What a file's bytes may be (file-type's extension for them) and the names such bytes may carry:
 * Keynote, Pages and Procreate files are ZIP archives inside, so a ".key" whose bytes are a ZIP is
 * what it says; a ".pdf" whose bytes are a ZIP is not.
 */
export const DIGITAL_FILE_TYPES: Record<string, { mime: string; names: readonly string[] }> = {
  pdf: { mime: "application/pdf", names: ["pdf"] },
  zip: { mime: "application/zip", names: ["zip", "key", "pages", "numbers", "procreate", "brushset"] },
  png: { mime: "image/png", names: ["png"] },
  jpg: { mime: "image/jpeg", names: ["jpg", "jpeg"] },
  psd: { mime: "image/vnd.adobe.photoshop", names: ["psd"] },
  pptx: { mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation", names: ["pptx"] },
  docx: { mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", names: ["docx"] },
  xlsx: { mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", names: ["xlsx"] },
  epub: { mime: "application/epub+zip", names: ["epub"] },
  mp3: { mime: "audio/mpeg", names: ["mp3"] },
  mp4: { mime: "video/mp4", names: ["mp4"] },
};

export const DIGITAL_FILE_NAMES = Object.values(DIGITAL_FILE_TYPES).flatMap((type) => type.names);

export const extensionOf = (name: string) => (name.includes(".") ? (name.split(".").pop() ?? "").toLowerCase() : "");

/** Why bytes of the detected type cannot carry this name, or null when they can. */
export function fileNameProblem(name: string, detected: string | undefined): string | null {
  const ext = extensionOf(name);
  if (!DIGITAL_FILE_NAMES.includes(ext))
    return `${name}: .${ext || "(no extension)"} files are not accepted; send ${DIGITAL_FILE_NAMES.map((n) => `.${n}`).join(", ")}`;
  const type = detected ? DIGITAL_FILE_TYPES[detected] : undefined;
  if (!type) return `${name}: the file's content is not a type we accept`;
  if (!type.names.includes(ext)) return `${name}: the name says .${ext} but the content is ${detected}`;
  return null;
}
