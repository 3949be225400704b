import { Hono } from "hono";
import type { UploadResponse } from "../../core/api-types";
import { MAX_SCREENSHOTS } from "../../core/products/wizard";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import { limitBody } from "../http/body-limit";
import { AppError, errorBody } from "../http/errors";
import type { Tier } from "../../core/plans";
import type { UploadAllowance } from "../config";
import { storeUploads, type StoreDeps } from "./store-uploads";
import { checkUploadAllowance } from "./upload-allowance";
import { uploadsInProgress } from "./uploads-in-progress";

/** At most the five screenshots plus testimonial avatar and before/after images in one request. */
const MAX_FILES_PER_REQUEST = MAX_SCREENSHOTS + 3;
/** The wizard sends one request per product; a second allows a retry while the first finishes. */
const UPLOADS_IN_PROGRESS_PER_ACCOUNT = 2;

export function uploadRoutes(deps: StoreDeps & { allowances: Record<Tier, UploadAllowance> }) {
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>().post(
    "/uploads",
    requireUser,
    uploadsInProgress(UPLOADS_IN_PROGRESS_PER_ACCOUNT),
    limitBody(MAX_FILES_PER_REQUEST * deps.limits.maxBytes + 1024 * 1024, (c) => c.json(errorBody("PAYLOAD_TOO_LARGE", "The upload is too large."), 413)),
    async (c) => {
      if (!c.req.header("content-type")?.startsWith("multipart/form-data")) {
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the images as multipart/form-data in the field 'files'.");
      }
      const allowance = await checkUploadAllowance(deps.db, c.get("user").id, deps.allowances);
      const form = await c.req.parseBody({ all: true }).catch(() => {
        throw new AppError("BAD_REQUEST", "The upload could not be read.");
      });
      const field = form.files;
      const files = (Array.isArray(field) ? field : field === undefined ? [] : [field]).filter((f): f is File => f instanceof File);
      if (files.length === 0) throw new AppError("VALIDATION_FAILED", "files: add at least one image");
      if (files.length > MAX_FILES_PER_REQUEST) throw new AppError("VALIDATION_FAILED", `files: at most ${MAX_FILES_PER_REQUEST} images per upload`);
      const incoming = await Promise.all(files.map(async (file) => ({ name: file.name, bytes: Buffer.from(await file.arrayBuffer()) })));
      const { stored, failed } = await storeUploads(deps, c.get("user").id, incoming, allowance);
      if (stored.length === 0) {
        return c.json({ ...errorBody("UNPROCESSABLE", "Failed to upload any images. Please try again."), failed }, 422);
      }
      return c.json({ uploads: stored, failed } satisfies UploadResponse, 201);
    },
  );
}
