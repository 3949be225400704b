import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Logger } from "../runtime/logger";
import { readLocalMailbox } from "./local-mailbox";
import { createMailer } from "./mailer";

const LINK = "http://localhost:3000/confirm-email?token=abc123&next=%2Fgallery";
const MESSAGE = { to: "ada@example.com", subject: "Confirm your e-mail for Listcraft", text: `Please confirm.\n\nConfirm my e-mail:\n${LINK}\n\nThanks.\n` };

/** A logger that keeps its info lines. */
function recordingLogger() {
  const lines: Array<{ message: string; fields?: Record<string, unknown> }> = [];
  const logger: Logger = { debug: () => {}, warn: () => {}, error: () => {}, info: (message, fields) => lines.push({ message, fields }), child: () => logger };
  return { logger, lines };
}

let dir = "";
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

// Issue 31 item 2: on the embedded defaults the newcomer finds the link in the log and the mailbox page.
describe("the file transport", () => {
  it("with the local mailbox logs one readable line per mail with its subject and links, and keeps a readable copy", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "listcraft-mail-"));
    const { logger, lines } = recordingLogger();
    await createMailer({ from: "Listcraft <no-reply@listcraft.local>", mailDir: dir, logger, mailbox: true }).send(MESSAGE);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.message).toBe(`mail to ada@example.com: "Confirm your e-mail for Listcraft" ${LINK}`);
    expect(lines[0]?.fields).toMatchObject({ subject: MESSAGE.subject, links: [LINK] });
    expect(await readLocalMailbox(dir)).toEqual([expect.objectContaining({ to: MESSAGE.to, subject: MESSAGE.subject, text: MESSAGE.text })]);
  });

  it("without it logs no link (a public app's tokens stay out of its logs) and writes only the .eml", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "listcraft-mail-"));
    const { logger, lines } = recordingLogger();
    await createMailer({ from: "Listcraft <no-reply@listcraft.local>", mailDir: dir, logger }).send(MESSAGE);
    expect(JSON.stringify(lines)).not.toContain("token=");
    expect((await readdir(dir)).map((name) => path.extname(name))).toEqual([".eml"]);
  });
});
