import { createHash, randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono, type Context } from "hono";

/**
 * A local Gumroad at the network edge (issue 32, decision 062): OAuth authorize and token, the v2
 * user and products endpoints with Rails-style form fields, and the file upload of presign, part
 * PUTs returning an ETag, and complete. It stores the products it was sent.
 */

export interface StandInGumroadProduct {
  id: string;
  user: string;
  name: string;
  price: number;
  currency: string;
  description: string;
  customSummary: string;
  tags: string[];
  nativeType: string;
  published: boolean;
  files: Array<{ url: string; displayName: string; sha256: string }>;
}

/** Rails-style fields back into values: `tags[]` repeated, `files[][url]` grouped into objects. */
function parseForm(text: string) {
  const fields: Record<string, string> = {};
  const lists: Record<string, string[]> = {};
  const objects: Record<string, Array<Record<string, string>>> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const nested = /^(\w+)\[\]\[(\w+)\]$/.exec(key);
    if (nested) {
      const [, name = "", field = ""] = nested;
      const items = (objects[name] ??= []);
      const last = items.at(-1);
      if (!last || field in last) items.push({ [field]: value });
      else last[field] = value;
    } else if (key.endsWith("[]")) (lists[key.slice(0, -2)] ??= []).push(value);
    else fields[key] = value;
  }
  return { fields, lists, objects };
}

export type GumroadStandIn = Awaited<ReturnType<typeof startGumroadStandIn>>;

export async function startGumroadStandIn(options: { clientId: string; clientSecret: string }) {
  const codes = new Map<string, string>();
  const tokens = new Map<string, string>();
  const products = new Map<string, StandInGumroadProduct>();
  const uploads = new Map<string, { user: string; parts: Map<number, Buffer>; url: string | null; sha256: string }>();
  let next = 1;
  let url = "";
  const app = new Hono();

  app.get("/oauth/authorize", (c) => {
    const q = c.req.query();
    if (q.client_id !== options.clientId || q.response_type !== "code" || !q.redirect_uri || !q.state) return c.text("bad authorize request", 400);
    const code = randomBytes(12).toString("hex");
    codes.set(code, `seller${next++}`);
    const back = new URL(q.redirect_uri);
    back.searchParams.set("code", code);
    back.searchParams.set("state", q.state);
    return c.redirect(back.toString());
  });

  app.post("/oauth/token", async (c) => {
    const form = (await c.req.parseBody()) as Record<string, string>;
    if (form.client_id !== options.clientId || form.client_secret !== options.clientSecret) return c.json({ error: "invalid_client" }, 401);
    const user = codes.get(form.code ?? "");
    codes.delete(form.code ?? "");
    if (!user || form.grant_type !== "authorization_code") return c.json({ error: "invalid_grant" }, 400);
    const token = randomBytes(16).toString("hex");
    tokens.set(token, user);
    return c.json({ access_token: token, token_type: "bearer", scope: "edit_products", created_at: Math.floor(Date.now() / 1000) });
  });

  const api = new Hono<{ Variables: { user: string } }>();
  api.use("*", async (c, next) => {
    const user = tokens.get((c.req.header("authorization") ?? "").replace(/^Bearer /, ""));
    if (!user) return c.json({ success: false, message: "The access token you provided is invalid" }, 401);
    c.set("user", user);
    await next();
  });
  api.get("/user", (c) => c.json({ success: true, user: { user_id: c.get("user"), name: `Seller ${c.get("user")}` } }));
  api.get("/products", (c) =>
    c.json({
      success: true,
      products: [...products.values()].filter((p) => p.user === c.get("user")).map((p) => ({ id: p.id, name: p.name, published: p.published })),
    }),
  );

  const fileOf = (fileUrl: string) => [...uploads.values()].find((u) => u.url === fileUrl);
  const write = async (c: Context<{ Variables: { user: string } }>, product: StandInGumroadProduct | null) => {
    const { fields, lists, objects } = parseForm(await c.req.text());
    if (!product && (!fields.name || fields.price === undefined)) return c.json({ success: false, message: "name and price are required" }, 400);
    if (fields.name && fields.name.length > 255) return c.json({ success: false, message: "Name is too long (maximum is 255 characters)" });
    const files = objects.files ?? [];
    if (files.some((f) => !f.url || fileOf(f.url)?.user !== c.get("user")))
      return c.json({ success: false, message: "A file URL is not an uploaded file of yours" });
    const target: StandInGumroadProduct = product ?? {
      id: `gp${next++}`,
      user: c.get("user"),
      name: "",
      price: 0,
      currency: "usd",
      description: "",
      customSummary: "",
      tags: [],
      nativeType: fields.native_type ?? "digital",
      published: false,
      files: [],
    };
    Object.assign(target, {
      name: fields.name ?? target.name,
      price: fields.price === undefined ? target.price : Number(fields.price),
      currency: fields.currency ?? target.currency,
      description: fields.description ?? target.description,
      customSummary: fields.custom_summary ?? target.customSummary,
      tags: lists.tags ?? target.tags,
      files: objects.files
        ? files.map((f) => ({ url: f.url ?? "", displayName: f.display_name ?? "", sha256: fileOf(f.url ?? "")?.sha256 ?? "" }))
        : target.files,
    });
    products.set(target.id, target);
    return c.json({ success: true, product: { id: target.id, name: target.name, published: target.published, short_url: `${url}/l/${target.id}` } });
  };
  api.post("/products", (c) => write(c, null));
  api.put("/products/:id", async (c) => {
    const product = products.get(c.req.param("id"));
    if (!product || product.user !== c.get("user")) return c.json({ success: false, message: "The product was not found." }, 404);
    return write(c, product);
  });
  api.post("/files/presign", async (c) => {
    const { fields } = parseForm(await c.req.text());
    const size = Number(fields.file_size);
    if (!fields.filename || !(size > 0)) return c.json({ success: false, message: "filename and file_size are required" }, 400);
    const key = `attachments/${c.get("user")}/${randomBytes(6).toString("hex")}/original/${fields.filename}`;
    const id = randomBytes(6).toString("hex");
    uploads.set(id, { user: c.get("user"), parts: new Map(), url: null, sha256: "" });
    const count = Math.max(1, Math.ceil(size / (100 * 1024 * 1024)));
    return c.json({
      success: true,
      upload_id: id,
      key,
      file_url: `${url}/s3/${key}`,
      parts: Array.from({ length: count }, (_, i) => ({ part_number: i + 1, presigned_url: `${url}/s3-part/${id}/${i + 1}` })),
    });
  });
  api.post("/files/complete", async (c) => {
    const { fields, objects } = parseForm(await c.req.text());
    const upload = uploads.get(fields.upload_id ?? "");
    if (!upload || upload.user !== c.get("user") || !fields.key?.startsWith(`attachments/${c.get("user")}/`))
      return c.json({ success: false, message: "Unknown upload" }, 400);
    const parts = (objects.parts ?? []).map((p) => ({ n: Number(p.part_number), etag: p.etag }));
    if (
      parts.length !== upload.parts.size ||
      parts.some(
        (p) =>
          p.etag !==
          `"${createHash("md5")
            .update(upload.parts.get(p.n) ?? "")
            .digest("hex")}"`,
      )
    ) {
      return c.json({ success: false, message: "The parts' ETags do not match" }, 400);
    }
    const bytes = Buffer.concat([...upload.parts.entries()].sort(([a], [b]) => a - b).map(([, b]) => b));
    Object.assign(upload, { url: `${url}/s3/${fields.key}`, sha256: createHash("sha256").update(bytes).digest("hex") });
    return c.json({ success: true, file_url: upload.url });
  });
  app.route("/v2", api);
  app.put("/s3-part/:id/:n", async (c) => {
    const upload = uploads.get(c.req.param("id"));
    if (!upload) return c.text("NoSuchUpload", 404);
    const bytes = Buffer.from(await c.req.arrayBuffer());
    upload.parts.set(Number(c.req.param("n")), bytes);
    c.header("ETag", `"${createHash("md5").update(bytes).digest("hex")}"`);
    return c.body(null, 200);
  });

  const server: ServerType = await new Promise((resolve) => {
    const running = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(running));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: {
      GUMROAD_CLIENT_ID: options.clientId,
      GUMROAD_CLIENT_SECRET: options.clientSecret,
      GUMROAD_AUTHORIZE_URL: `${url}/oauth/authorize`,
      GUMROAD_TOKEN_URL: `${url}/oauth/token`,
      GUMROAD_API_URL: `${url}/v2`,
    },
    products,
    productsOf: (user: string) => [...products.values()].filter((p) => p.user === user),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
