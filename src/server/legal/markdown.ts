/**
 * A small, safe Markdown subset for operator-written pages: headings, paragraphs, flat lists,
 * links, **strong**, *emphasis* and `code`. Everything else is text: every character that means
 * something in HTML is escaped, raw HTML included, and a link keeps its href only for http(s),
 * mailto: or a same-site path. The page's own title is its h1, so `#` and `##` both become h2.
 */
export function renderMarkdown(source: string): string {
  return blocks(source.replace(/\r\n?/g, "\n")).map(renderBlock).join("\n");
}

type Block = { kind: "heading"; level: number; text: string } | { kind: "paragraph"; text: string } | { kind: "list"; ordered: boolean; items: string[] };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;

function blocks(source: string): Block[] {
  const result: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const close = () => {
    if (paragraph.length) result.push({ kind: "paragraph", text: paragraph.join(" ") });
    if (list) result.push({ kind: "list", ...list });
    paragraph = [];
    list = null;
  };
  for (const line of source.split("\n")) {
    const heading = HEADING.exec(line);
    const item = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (!line.trim()) {
      close();
    } else if (heading) {
      close();
      result.push({ kind: "heading", level: Math.max(2, heading[1]?.length ?? 2), text: heading[2] ?? "" });
    } else if (item) {
      const ordered = NUMBERED.test(line);
      if (paragraph.length || (list && list.ordered !== ordered)) close();
      list ??= { ordered, items: [] };
      list.items.push(item[1] ?? "");
    } else if (list && /^\s/.test(line)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      if (list) close();
      paragraph.push(line.trim());
    }
  }
  close();
  return result;
}

function renderBlock(block: Block): string {
  if (block.kind === "heading") return `<h${block.level}>${renderInline(block.text)}</h${block.level}>`;
  if (block.kind === "paragraph") return `<p>${renderInline(block.text)}</p>`;
  const tag = block.ordered ? "ol" : "ul";
  return `<${tag}>${block.items.map((item) => `<li>${renderInline(item)}</li>`).join("")}</${tag}>`;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

// In order: a backslash escape, code, a link (its address may hold one level of parentheses),
// strong, emphasis (a `_` only outside words, so
// snake_case names stay as they are).
const INLINE = /\\([\\`*_[\]()#+\-.!])|`([^`]+)`|\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))*)\)|\*\*(.+?)\*\*|\*(?!\s)(.+?)\*|(?<!\w)_(?!\s)(.+?)_(?!\w)/g;

function renderInline(text: string, inLink = false): string {
  let html = "";
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    html += escapeHtml(text.slice(last, match.index));
    last = match.index + match[0].length;
    const [whole, escaped, code, label, href, strong, em, underscored] = match;
    if (escaped !== undefined) html += escapeHtml(escaped);
    else if (code !== undefined) html += `<code>${escapeHtml(code)}</code>`;
    else if (label !== undefined) html += inLink ? escapeHtml(whole) : renderLink(label, href ?? "");
    else if (strong !== undefined) html += `<strong>${renderInline(strong, inLink)}</strong>`;
    else html += `<em>${renderInline(em ?? underscored ?? "", inLink)}</em>`;
  }
  return html + escapeHtml(text.slice(last));
}

/** Only these lead anywhere; `javascript:`, `data:`, `//host` and the rest keep their text and lose the link. */
const SAFE_HREF = /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/(?![/\\])[^\s]*|#[^\s]*)$/i;

function renderLink(label: string, href: string): string {
  const text = renderInline(label, true);
  if (!SAFE_HREF.test(href)) return text;
  const external = /^https?:/i.test(href) ? ' rel="noopener noreferrer"' : "";
  return `<a href="${escapeHtml(href)}"${external}>${text}</a>`;
}
