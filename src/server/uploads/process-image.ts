import { fileTypeFromBuffer } from "file-type";
import sharp, { type Metadata } from "sharp";

export interface ImageLimits {
  maxBytes: number;
  maxPixels: number;
}

export interface ProcessedImage {
  image: Buffer;
  thumbnail: Buffer;
  contentType: "image/jpeg" | "image/png" | "image/webp";
  extension: "jpg" | "png" | "webp";
  width: number;
  height: number;
}

export class ImageRejected extends Error {}

const OUTPUTS = {
  "image/jpeg": { contentType: "image/jpeg", extension: "jpg" },
  "image/png": { contentType: "image/png", extension: "png" },
  "image/webp": { contentType: "image/webp", extension: "webp" },
  // A GIF keeps only its first frame, re-encoded as PNG: one frame is all a listing shows.
  "image/gif": { contentType: "image/png", extension: "png" },
} as const;

// libvips keeps recent operations and their pixels for reuse; uploads never repeat one, so
// that cache would only hold memory (up to 50 MB by default) after each request.
sharp.cache(false);

const MAX_EDGE = 2400;
const THUMBNAIL_EDGE = 480;

/**
 * What processImage checks before it decodes a pixel: the size, the type read from the bytes
 * (never the name or a declared type), a header sharp can read and the pixel count. The import's
 * preview runs it on each screenshot of its ZIP (decision 065); ImageRejected says what is wrong.
 */
export async function checkImage(input: Buffer, limits: ImageLimits): Promise<(typeof OUTPUTS)[keyof typeof OUTPUTS]> {
  if (input.length === 0) throw new ImageRejected("The file is empty.");
  if (input.length > limits.maxBytes) {
    throw new ImageRejected(`The file is larger than ${Math.round(limits.maxBytes / 1024 / 1024)} MB.`);
  }
  const detected = await fileTypeFromBuffer(input);
  const output = detected && detected.mime in OUTPUTS ? OUTPUTS[detected.mime as keyof typeof OUTPUTS] : null;
  if (!output) {
    throw new ImageRejected("Only JPEG, PNG, WebP or GIF images are allowed (SVG and other files are refused).");
  }
  let metadata: Metadata;
  try {
    // Reading the header decodes no pixels, so it may look past the limit to say why we refuse.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected("The image could not be read.");
  }
  if (!metadata.width || !metadata.height || metadata.width * metadata.height > limits.maxPixels) {
    throw new ImageRejected(`The image has more than ${Math.round(limits.maxPixels / 1_000_000)} megapixels.`);
  }
  return output;
}

/**
 * Re-encodes a file checkImage accepts with sharp: only the decoded pixels survive, so EXIF/GPS,
 * trailing payloads and polyglot tricks are gone. The original bytes are never stored.
 */
export async function processImage(input: Buffer, limits: ImageLimits): Promise<ProcessedImage> {
  const output = await checkImage(input, limits);
  const source = () => sharp(input, { limitInputPixels: limits.maxPixels, failOn: "error", animated: false });
  try {
    const oriented = source().rotate().resize({ width: MAX_EDGE, height: MAX_EDGE, fit: "inside", withoutEnlargement: true });
    const encoded =
      output.extension === "jpg"
        ? oriented.jpeg({ quality: 85, mozjpeg: true })
        : output.extension === "png"
          ? oriented.png({ compressionLevel: 8 })
          : oriented.webp({ quality: 85 });
    const image = await encoded.toBuffer({ resolveWithObject: true });
    // The thumbnail comes from the resized image: the original is decoded once, not twice at once.
    const thumbnail = await sharp(image.data).resize({ width: THUMBNAIL_EDGE, height: THUMBNAIL_EDGE, fit: "cover" }).webp({ quality: 80 }).toBuffer();
    return { image: image.data, thumbnail, ...output, width: image.info.width, height: image.info.height };
  } catch {
    throw new ImageRejected("The image could not be processed.");
  }
}
