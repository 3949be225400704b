export const MAX_SCREENSHOTS = 5;

export const SCREENSHOT_ERRORS = {
  notImage: "Only image files are allowed.",
  tooMany: `You can upload a maximum of ${MAX_SCREENSHOTS} files.`,
} as const;

export function isImageType(type: string): boolean {
  return type.toLowerCase().startsWith("image/");
}

/**
 * Which of the newly picked files join the `existing` screenshots. Non-images are dropped, and
 * images beyond the limit are cut; when both happen the non-image message is the one shown.
 */
export function acceptScreenshots(existing: number, incoming: Array<{ type: string }>): { accepted: number[]; error: string | null } {
  const images = incoming.flatMap((file, index) => (isImageType(file.type) ? [index] : []));
  const room = Math.max(0, MAX_SCREENSHOTS - Math.max(0, existing));
  const accepted = images.slice(0, room);
  let error: string | null = null;
  if (accepted.length < images.length) error = SCREENSHOT_ERRORS.tooMany;
  if (images.length < incoming.length) error = SCREENSHOT_ERRORS.notImage;
  return { accepted, error };
}
