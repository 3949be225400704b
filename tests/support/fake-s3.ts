import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for an S3-compatible service (path-style PUT/GET/DELETE of objects), so the
 * real AWS SDK client talks HTTP to it. Signatures are not checked: S3 is outside this machine.
 */
export async function startFakeS3(bucket: string) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: string[] = [];
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://s3.local");
    const [, bucketName, ...rest] = url.pathname.split("/");
    const key = decodeURIComponent(rest.join("/"));
    requests.push(`${req.method} ${key}`);
    if (bucketName !== bucket || !key) {
      res.writeHead(404, { "content-type": "application/xml" }).end("<Error><Code>NoSuchBucket</Code></Error>");
      return;
    }
    if (req.method === "PUT") {
      if (req.headers["if-none-match"] === "*" && objects.has(key)) {
        res.writeHead(412, { "content-type": "application/xml" }).end("<Error><Code>PreconditionFailed</Code></Error>");
        return;
      }
      objects.set(key, { body: await read(req), contentType: String(req.headers["content-type"] ?? "application/octet-stream") });
      res.writeHead(200, { etag: '"fake"' }).end();
    } else if (req.method === "GET") {
      const object = objects.get(key);
      if (!object) {
        res.writeHead(404, { "content-type": "application/xml" }).end(`<Error><Code>NoSuchKey</Code><Key>${key}</Key></Error>`);
        return;
      }
      res.writeHead(200, { "content-type": object.contentType, "content-length": object.body.length }).end(object.body);
    } else if (req.method === "DELETE") {
      objects.delete(key);
      res.writeHead(204).end();
    } else {
      res.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
