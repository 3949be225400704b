import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Queue } from "../jobs/queue";
import type { Logger } from "../runtime/logger";
import type { ObjectStorage } from "../storage/storage";
import { connectionRoutes } from "./connection-routes";
import { productFileRoutes } from "./product-file-routes";
import { publishRoutes } from "./publish-routes";
import { saleDetailsRoutes } from "./sale-details-routes";
import type { TokenCipher } from "./token-cipher";

/** Publishing to marketplaces (issue 32, decision 061): the routes app.ts mounts under /api. */
export function marketplacesFeature(deps: { config: Config; db: Db; queue: Queue; storage: ObjectStorage; tokens: TokenCipher; logger: Logger }) {
  const { config, db, queue, storage, tokens, logger } = deps;
  const settings = config.marketplaces;
  return {
    connections: connectionRoutes({ db, cipher: tokens, settings, appUrl: config.appUrl, logger }),
    files: productFileRoutes({ db, storage, allowances: config.uploadAllowance }),
    sale: saleDetailsRoutes({ db }),
    publish: publishRoutes({ db, queue, settings, publishPerHour: settings.publishPerHour }),
  };
}
