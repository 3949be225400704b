import type { UploadResponse } from "../../../core/api-types";
import type { WizardData } from "../../../core/products/wizard";
import type { WizardFiles } from "./use-wizard";

export type ImageRole = "screenshot" | "avatar" | "before" | "after";

export interface PlannedUpload {
  role: ImageRole;
  /** The name the user knows, for messages. */
  originalName: string;
  /** The same bytes under a generated name that is unique within the request. */
  file: File;
}

export interface UploadOutcome {
  screenshotIds: string[];
  avatarId: string | null;
  beforeId: string | null;
  afterId: string | null;
  /** Refused files under the names the user picked them by. */
  failed: Array<{ name: string; reason: string }>;
}

function extension(name: string): string {
  return /\.[a-z0-9]{1,5}$/i.exec(name)?.[0].toLowerCase() ?? "";
}

/**
 * Every image of the wizard for one upload request. The server answers per file name, and two
 * picks may share a name (or carry characters multipart encodes), so each goes up renamed.
 */
export function planUploads(data: WizardData, files: WizardFiles): PlannedUpload[] {
  const entries: Array<[ImageRole, File]> = files.screenshots.map((file) => ["screenshot", file]);
  if (data.useTestimonial && files.avatar) entries.push(["avatar", files.avatar]);
  if (data.useBeforeAfter && files.before) entries.push(["before", files.before]);
  if (data.useBeforeAfter && files.after) entries.push(["after", files.after]);
  return entries.map(([role, file], index) => ({
    role,
    originalName: file.name,
    file: new File([file], `${role}-${index + 1}${extension(file.name)}`, { type: file.type, lastModified: file.lastModified }),
  }));
}

export function matchUploads(planned: PlannedUpload[], response: UploadResponse): UploadOutcome {
  const idByName = new Map(response.uploads.map((upload) => [upload.name, upload.id]));
  const reasonByName = new Map(response.failed.map((failure) => [failure.name, failure.reason]));
  const outcome: UploadOutcome = { screenshotIds: [], avatarId: null, beforeId: null, afterId: null, failed: [] };
  for (const { role, originalName, file } of planned) {
    const id = idByName.get(file.name);
    if (!id) {
      outcome.failed.push({ name: originalName, reason: reasonByName.get(file.name) ?? "The image was not stored." });
      continue;
    }
    if (role === "screenshot") outcome.screenshotIds.push(id);
    else outcome[`${role}Id`] = id;
  }
  return outcome;
}
