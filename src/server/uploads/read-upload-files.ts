import type { Context } from "hono";
import { MAX_SCREENSHOTS } from "../../core/products/wizard";
import { AppError } from "../http/errors";

/** At most the five screenshots plus testimonial avatar and before/after images in one request. */
export const MAX_FILES_PER_REQUEST = MAX_SCREENSHOTS + 3;

/** The images of a multipart upload's field 'files', read into memory: 400 for none, too many, or a form that cannot be read. */
export async function readUploadFiles(c: Context): Promise<Array<{ name: string; bytes: Buffer }>> {
  const form = await c.req.parseBody({ all: true }).catch(() => {
    throw new AppError("BAD_REQUEST", "The upload could not be read.");
  });
  const field = form.files;
  const files = (Array.isArray(field) ? field : field === undefined ? [] : [field]).filter((f): f is File => f instanceof File);
  if (files.length === 0) throw new AppError("VALIDATION_FAILED", "files: add at least one image");
  if (files.length > MAX_FILES_PER_REQUEST) throw new AppError("VALIDATION_FAILED", `files: at most ${MAX_FILES_PER_REQUEST} images per upload`);
  return Promise.all(files.map(async (file) => ({ name: file.name, bytes: Buffer.from(await file.arrayBuffer()) })));
}
