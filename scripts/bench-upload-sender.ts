// Child process for npm run bench: one account's burst of concurrent uploads of large photos,
// sent from its own process so the server's memory is measured without the sender's buffers.
// Prints { statuses, ms, retryAfter, bytesSent } as JSON.
import sharp from "sharp";

const [base, cookie, uploadsText, filesText] = process.argv.slice(2);
if (!base || !cookie) throw new Error("usage: bench-upload-sender <base url> <cookie> [uploads] [files per upload]");
const uploads = Number(uploadsText ?? 6);
const filesPerUpload = Number(filesText ?? 4);

// A 24-megapixel photo-like JPEG (smooth noise scaled up), about as large as a phone camera's.
const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
  .png()
  .toBuffer()
  .then((small) => sharp(small).resize(6000, 4000, { kernel: "cubic" }).jpeg({ quality: 90 }).toBuffer());

async function send(i: number) {
  const form = new FormData();
  for (let f = 0; f < filesPerUpload; f++) form.append("files", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), `burst-${i}-${f}.jpg`);
  const started = performance.now();
  const response = await fetch(`${base}/api/uploads`, { method: "POST", body: form, headers: { origin: base ?? "", cookie: cookie ?? "" } });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started, retryAfter: response.headers.get("retry-after") };
}

process.stdout.write("ready\n");
const results = await Promise.all(Array.from({ length: uploads }, (_, i) => send(i)));
process.stdout.write(
  `${JSON.stringify({ statuses: results.map((r) => r.status), ms: results.map((r) => Math.round(r.ms)), retryAfter: results.map((r) => r.retryAfter), bytesSent: photo.length * filesPerUpload * uploads })}\n`,
);
