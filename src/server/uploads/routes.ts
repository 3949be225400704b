import { Hono } from "hono";
import type { UploadResponse } from "../../core/api-types";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import { limitBody } from "../http/body-limit";
import { AppError } from "../http/errors";
import type { Tier } from "../../core/plans";
import type { UploadAllowance } from "../config";
import { MAX_FILES_PER_REQUEST, readUploadFiles } from "./read-upload-files";
import { storeUploads, type StoreDeps } from "./store-uploads";
import { checkUploadAllowance } from "./upload-allowance";
import { uploadsInProgress } from "./uploads-in-progress";

/** The wizard sends one request per product; a second allows a retry while the first finishes. */
const UPLOADS_IN_PROGRESS_PER_ACCOUNT = 2;

export function uploadRoutes(deps: StoreDeps & { allowances: Record<Tier, UploadAllowance> }) {
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>().post(
    "/uploads",
    requireUser,
    uploadsInProgress(UPLOADS_IN_PROGRESS_PER_ACCOUNT),
    limitBody(MAX_FILES_PER_REQUEST * deps.limits.maxBytes + 1024 * 1024, () => {
      throw new AppError("PAYLOAD_TOO_LARGE", "The upload is too large.");
    }),
    async (c) => {
      if (!c.req.header("content-type")?.startsWith("multipart/form-data")) {
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the images as multipart/form-data in the field 'files'.");
      }
      // The plan's allowance is checked before the body is read (decision 016).
      const allowance = await checkUploadAllowance(deps.db, c.get("user").id, deps.allowances);
      const incoming = await readUploadFiles(c);
      const { stored, failed } = await storeUploads(deps, c.get("user").id, incoming, allowance);
      if (stored.length === 0) throw new AppError("UNPROCESSABLE", "Failed to upload any images. Please try again.", undefined, undefined, { failed });
      return c.json({ uploads: stored, failed } satisfies UploadResponse, 201);
    },
  );
}
