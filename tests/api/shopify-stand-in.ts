import { createHash, createHmac, randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono, type Context } from "hono";
import { z } from "zod";

/**
 * A local Shopify at the network edge (issue 32): each shop under /<shop>.myshopify.com, with the
 * OAuth install (authorize redirect signed with the app's secret, code for token), the Admin GraphQL
 * endpoint checking each mutation's document and variables against the documented input shapes,
 * staged upload targets that take multipart posts, and token revocation. It stores the products.
 */

export interface StandInProduct {
  id: string;
  shop: string;
  handle: string;
  status: string;
  title: string;
  descriptionHtml: string;
  tags: string[];
  productType: string;
  seo: { title?: string; description?: string };
  price: string | null;
  requiresShipping: boolean | null;
  media: Array<{ id: string; alt: string; sha256: string }>;
}

export interface StandInFile {
  id: string;
  shop: string;
  alt: string;
  sha256: string;
  size: number;
}

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const gid = (type: string, n: number) => `gid://shopify/${type}/${n}`;

// The input shapes of the Admin API documents (2024-04 and later), as strict as the API is about unknown fields.
const seo = z.strictObject({ title: z.string().optional(), description: z.string().optional() });
const productFields = {
  title: z.string().min(1).max(255),
  descriptionHtml: z.string().optional(),
  tags: z.array(z.string().max(255)).max(250).optional(),
  seo: seo.optional(),
  productType: z.string().optional(),
  handle: z.string().optional(),
};
const createMedia = z.array(
  z.strictObject({
    originalSource: z.string().url(),
    alt: z.string().max(512).optional(),
    mediaContentType: z.enum(["IMAGE", "VIDEO", "EXTERNAL_VIDEO", "MODEL_3D"]),
  }),
);
const SHAPES = {
  stagedUploadsCreate: {
    document: /mutation\s+\w*\s*\(\$input:\s*\[StagedUploadInput!\]!\)\s*\{\s*stagedUploadsCreate\(input:\s*\$input\)/,
    variables: z.strictObject({
      input: z.array(
        z.strictObject({
          filename: z.string().min(1),
          mimeType: z.string().min(1),
          httpMethod: z.enum(["POST", "PUT"]).optional(),
          resource: z.enum(["IMAGE", "FILE", "VIDEO", "MODEL_3D", "PRODUCT_IMAGE", "BULK_MUTATION_VARIABLES"]),
          fileSize: z.string().regex(/^\d+$/).optional(),
        }),
      ),
    }),
  },
  productCreate: {
    document:
      /mutation\s+\w*\s*\(\$product:\s*ProductCreateInput!,\s*\$media:\s*\[CreateMediaInput!\]\)\s*\{\s*productCreate\(product:\s*\$product,\s*media:\s*\$media\)/,
    variables: z.strictObject({
      product: z.strictObject({ ...productFields, status: z.enum(["ACTIVE", "ARCHIVED", "DRAFT"]).optional() }),
      media: createMedia.optional(),
    }),
  },
  productUpdate: {
    document:
      /mutation\s+\w*\s*\(\$product:\s*ProductUpdateInput!,\s*\$media:\s*\[CreateMediaInput!\]\)\s*\{\s*productUpdate\(product:\s*\$product,\s*media:\s*\$media\)/,
    variables: z.strictObject({
      product: z.strictObject({ id: z.string().startsWith("gid://shopify/Product/"), ...productFields }),
      media: createMedia.optional(),
    }),
  },
  productVariantsBulkUpdate: {
    document:
      /mutation\s+\w*\s*\(\$productId:\s*ID!,\s*\$variants:\s*\[ProductVariantsBulkInput!\]!\)\s*\{\s*productVariantsBulkUpdate\(productId:\s*\$productId,\s*variants:\s*\$variants\)/,
    variables: z.strictObject({
      productId: z.string().startsWith("gid://shopify/Product/"),
      variants: z.array(
        z.strictObject({
          id: z.string(),
          price: z.string().regex(/^\d+(\.\d{1,2})?$/),
          inventoryItem: z.strictObject({ requiresShipping: z.boolean() }).optional(),
        }),
      ),
    }),
  },
  fileCreate: {
    document: /mutation\s+\w*\s*\(\$files:\s*\[FileCreateInput!\]!\)\s*\{\s*fileCreate\(files:\s*\$files\)/,
    variables: z.strictObject({
      files: z.array(
        z.strictObject({
          originalSource: z.string().url(),
          contentType: z.enum(["FILE", "IMAGE", "VIDEO", "EXTERNAL_VIDEO", "MODEL_3D"]),
          alt: z.string().optional(),
        }),
      ),
    }),
  },
  fileDelete: {
    document: /mutation\s+\w*\s*\(\$fileIds:\s*\[ID!\]!\)\s*\{\s*fileDelete\(fileIds:\s*\$fileIds\)/,
    variables: z.strictObject({ fileIds: z.array(z.string().startsWith("gid://shopify/")) }),
  },
  productByIdentifier: {
    document: /query\s+\w*\s*\(\$identifier:\s*ProductIdentifierInput!\)\s*\{\s*productByIdentifier\(identifier:\s*\$identifier\)/,
    variables: z.strictObject({ identifier: z.strictObject({ handle: z.string().optional(), id: z.string().optional() }) }),
  },
  shop: { document: /query\s+\w*\s*\{\s*shop\s*\{/, variables: z.strictObject({}) },
} as const;
type Operation = keyof typeof SHAPES;

interface Failure {
  operation: Operation;
  status?: number;
  throttled?: boolean;
  userError?: { field: string[]; message: string };
  /** Act on the request, then drop the connection without answering (a crash after Shopify acted). */
  dropAfter?: boolean;
}

export async function startShopifyStandIn(options: { apiKey: string; apiSecret: string; port?: number }) {
  const codes = new Map<string, string>();
  const tokens = new Map<string, string>();
  const products = new Map<string, StandInProduct>();
  const files = new Map<string, StandInFile>();
  const staged = new Map<string, { sha256: string; size: number; uploaded: boolean }>();
  const calls: string[] = [];
  const failures: Failure[] = [];
  let next = 1;
  let url = "";

  const app = new Hono();
  const sign = (params: Record<string, string>) =>
    createHmac("sha256", options.apiSecret)
      .update(
        Object.keys(params)
          .sort()
          .map((key) => `${key}=${params[key]}`)
          .join("&"),
      )
      .digest("hex");

  app.get("/:shop/admin/oauth/authorize", (c) => {
    const q = c.req.query();
    if (q.client_id !== options.apiKey) return c.text("unknown client_id", 400);
    if (!q.redirect_uri || !q.state || !q.scope) return c.text("redirect_uri, state and scope are required", 400);
    const shop = c.req.param("shop");
    const code = randomBytes(16).toString("hex");
    codes.set(code, shop);
    const params: Record<string, string> = {
      code,
      host: Buffer.from(`admin.shopify.com/store/${shop.split(".")[0]}`).toString("base64url"),
      shop,
      state: q.state,
      timestamp: String(Math.floor(Date.now() / 1000)),
    };
    const back = new URL(q.redirect_uri);
    for (const [key, value] of Object.entries({ ...params, hmac: sign(params) })) back.searchParams.set(key, value);
    return c.redirect(back.toString());
  });

  app.post("/:shop/admin/oauth/access_token", async (c) => {
    const body = (await c.req.json()) as Record<string, string>;
    if (body.client_id !== options.apiKey || body.client_secret !== options.apiSecret) return c.json({ error: "invalid_client" }, 401);
    const shop = codes.get(body.code ?? "");
    codes.delete(body.code ?? "");
    // A code works only at the shop it was issued for.
    if (shop !== c.req.param("shop"))
      return c.json({ error: "invalid_request", error_description: "The authorization code was not found or was already used" }, 400);
    const token = `shpat_${randomBytes(16).toString("hex")}`;
    tokens.set(token, shop);
    return c.json({ access_token: token, scope: "write_products,write_files" });
  });

  app.delete("/:shop/admin/api_permissions/current.json", (c) => {
    const token = c.req.header("x-shopify-access-token") ?? "";
    if (tokens.get(token) !== c.req.param("shop")) return c.json({ errors: "[API] Invalid API key or access token" }, 401);
    tokens.delete(token);
    return c.json({});
  });

  app.post("/staged/:id", async (c) => {
    const target = staged.get(c.req.param("id"));
    if (!target) return c.text("no such target", 404);
    const form = await c.req.parseBody();
    if (form.key !== `tmp/${c.req.param("id")}`) return c.text("the form parameters must come with the upload", 400);
    const file = form.file;
    if (!(file instanceof File)) return c.text("file is required", 400);
    const bytes = new Uint8Array(await file.arrayBuffer());
    Object.assign(target, { sha256: sha(bytes), size: bytes.length, uploaded: true });
    return c.body(null, 201);
  });

  const resourceOf = (source: string) => {
    const target = staged.get(source.split("/").pop() ?? "");
    return target?.uploaded ? target : null;
  };
  const productAnswer = (p: StandInProduct) => ({
    id: p.id,
    handle: p.handle,
    variants: { nodes: [{ id: `${p.id.replace("Product", "ProductVariant")}` }] },
    media: { nodes: p.media.map((m) => ({ id: m.id })) },
  });
  const userErrors = (field: string[], message: string) => ({ userErrors: [{ field, message }] });

  const resolvers: Record<Operation, (shop: string, vars: any) => unknown> = {
    shop: (shop) => ({ shop: { name: `Stand-in ${shop.split(".")[0]}`, myshopifyDomain: shop } }),
    stagedUploadsCreate: (_shop, vars) => ({
      stagedUploadsCreate: {
        stagedTargets: (vars.input as Array<{ filename: string }>).map(() => {
          const id = String(next++);
          staged.set(id, { sha256: "", size: 0, uploaded: false });
          return { url: `${url}/staged/${id}`, resourceUrl: `${url}/staged/${id}`, parameters: [{ name: "key", value: `tmp/${id}` }] };
        }),
        userErrors: [],
      },
    }),
    productCreate: (shop, vars) => {
      const media = (vars.media ?? []) as Array<{ originalSource: string; alt?: string }>;
      if (media.some((m) => !resourceOf(m.originalSource)))
        return { productCreate: { product: null, ...userErrors(["media", "originalSource"], "Media was not uploaded") } };
      if ([...products.values()].some((p) => p.shop === shop && p.handle === vars.product.handle)) {
        return { productCreate: { product: null, ...userErrors(["handle"], "Handle has already been taken") } };
      }
      const id = gid("Product", next++);
      const product: StandInProduct = {
        id,
        shop,
        handle: vars.product.handle ?? id,
        status: vars.product.status ?? "ACTIVE",
        title: vars.product.title,
        descriptionHtml: vars.product.descriptionHtml ?? "",
        tags: vars.product.tags ?? [],
        productType: vars.product.productType ?? "",
        seo: vars.product.seo ?? {},
        price: null,
        requiresShipping: null,
        media: media.map((m) => ({ id: gid("MediaImage", next++), alt: m.alt ?? "", sha256: resourceOf(m.originalSource)?.sha256 ?? "" })),
      };
      products.set(id, product);
      return { productCreate: { product: productAnswer(product), userErrors: [] } };
    },
    productUpdate: (shop, vars) => {
      const product = products.get(vars.product.id);
      if (!product || product.shop !== shop) return { productUpdate: { product: null, ...userErrors(["id"], "Product does not exist") } };
      const { id: _id, ...fields } = vars.product;
      Object.assign(product, fields);
      const media = (vars.media ?? []) as Array<{ originalSource: string; alt?: string }>;
      product.media.push(...media.map((m) => ({ id: gid("MediaImage", next++), alt: m.alt ?? "", sha256: resourceOf(m.originalSource)?.sha256 ?? "" })));
      return { productUpdate: { product: productAnswer(product), userErrors: [] } };
    },
    productVariantsBulkUpdate: (shop, vars) => {
      const product = products.get(vars.productId);
      if (!product || product.shop !== shop)
        return { productVariantsBulkUpdate: { productVariants: null, ...userErrors(["productId"], "Product does not exist") } };
      product.price = vars.variants[0]?.price ?? null;
      product.requiresShipping = vars.variants[0]?.inventoryItem?.requiresShipping ?? null;
      return { productVariantsBulkUpdate: { productVariants: [{ id: vars.variants[0]?.id, price: product.price }], userErrors: [] } };
    },
    fileCreate: (shop, vars) => {
      const created = (vars.files as Array<{ originalSource: string; alt?: string }>).map((f) => {
        const resource = resourceOf(f.originalSource);
        const file = { id: gid("GenericFile", next++), shop, alt: f.alt ?? "", sha256: resource?.sha256 ?? "", size: resource?.size ?? 0 };
        files.set(file.id, file);
        return { id: file.id };
      });
      return { fileCreate: { files: created, userErrors: [] } };
    },
    fileDelete: (shop, vars) => {
      const deleted: string[] = [];
      for (const id of vars.fileIds as string[]) {
        if (files.get(id)?.shop === shop && files.delete(id)) deleted.push(id);
        for (const product of products.values()) {
          if (product.shop !== shop) continue;
          const before = product.media.length;
          product.media = product.media.filter((m) => m.id !== id);
          if (product.media.length < before) deleted.push(id);
        }
      }
      return { fileDelete: { deletedFileIds: deleted, userErrors: [] } };
    },
    productByIdentifier: (shop, vars) => {
      const found = [...products.values()].find((p) => p.shop === shop && (p.handle === vars.identifier.handle || p.id === vars.identifier.id));
      return { productByIdentifier: found ? productAnswer(found) : null };
    },
  };

  app.post("/:shop/admin/api/:version/graphql.json", async (c: Context) => {
    const shop = c.req.param("shop") ?? "";
    // A token works only at the shop that installed the app.
    if (tokens.get(c.req.header("x-shopify-access-token") ?? "") !== shop)
      return c.json({ errors: "[API] Invalid API key or access token (unrecognized login or wrong password)" }, 401);
    const { query, variables } = (await c.req.json()) as { query?: string; variables?: unknown };
    const operation = (Object.keys(SHAPES) as Operation[]).find((name) => SHAPES[name].document.test(query ?? ""));
    if (!operation) return c.json({ errors: [{ message: "Parse error or unknown operation", extensions: { code: "BAD_REQUEST" } }] });
    calls.push(operation);
    const parsed = SHAPES[operation].variables.safeParse(variables ?? {});
    if (!parsed.success) {
      return c.json({
        errors: parsed.error.issues.map((issue) => ({
          message: `Variable $${issue.path.join(".")}: ${issue.message}`,
          extensions: { code: "INVALID_VARIABLE" },
        })),
      });
    }
    const failure = failures.find((f) => f.operation === operation);
    if (failure?.dropAfter) {
      failures.splice(failures.indexOf(failure), 1);
      resolvers[operation](shop, parsed.data);
      (c.env as { incoming?: { socket?: { destroy(): void } } }).incoming?.socket?.destroy();
      return c.body(null, 500);
    }
    if (failure) {
      failures.splice(failures.indexOf(failure), 1);
      if (failure.throttled) return c.json({ errors: [{ message: "Throttled", extensions: { code: "THROTTLED" } }] });
      if (failure.userError) return c.json({ data: { [operation]: { product: null, userErrors: [failure.userError] } } });
      return c.json({ errors: "Internal error" }, (failure.status ?? 500) as 500);
    }
    return c.json({ data: resolvers[operation](shop, parsed.data) });
  });

  const server: ServerType = await new Promise((resolve) => {
    const running = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: "127.0.0.1" }, () => resolve(running));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: { SHOPIFY_API_KEY: options.apiKey, SHOPIFY_API_SECRET: options.apiSecret, SHOPIFY_SHOP_URL: `${url}/{shop}` },
    products,
    files,
    calls,
    tokens,
    /** Signs a callback query as Shopify would (tests forge ones it would not). */
    sign,
    productsOf: (shop: string) => [...products.values()].filter((p) => p.shop === shop),
    filesOf: (shop: string) => [...files.values()].filter((f) => f.shop === shop),
    failNext(failure: Failure) {
      failures.push(failure);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ShopifyStandIn = Awaited<ReturnType<typeof startShopifyStandIn>>;
