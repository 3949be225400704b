import { Hono } from "hono";
import type { LocalMail } from "../../core/api-types";
import { socketAddress } from "../http/client-ip";
import { AppError } from "../http/errors";
import { isLocalAddress } from "../http/local-address";
import { readLocalMailbox } from "./local-mailbox";

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3})$/;

/**
 * GET /dev/mailbox, mounted only when offersLocalMailbox. It answers only this machine: a socket
 * from loopback (the server listens on every interface, and the mails hold reset links) and a
 * local Host (a page whose name was rebound to 127.0.0.1 sends its own).
 */
export function mailboxRoutes(options: { mailDir: string }) {
  return new Hono().get("/dev/mailbox", async (c) => {
    const host = c.req.header("host") ?? "";
    if (!LOOPBACK.test(socketAddress(c) ?? "") || !URL.canParse(`http://${host}`) || !isLocalAddress(`http://${host}`)) {
      throw new AppError("NOT_FOUND", `No API route GET ${c.req.path}`);
    }
    c.header("Cache-Control", "no-store");
    const mails: LocalMail[] = await readLocalMailbox(options.mailDir);
    return c.json({ mails });
  });
}
