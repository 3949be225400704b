/**
 * Reads Postgres array text such as `{a,b}` or `{"with, comma","say \"hi\""}`: list columns reach
 * us in that form when a value was stored as text. Unquoted NULL elements are skipped.
 */
export function parsePgArray(text: string): string[] | null {
  const body = text.trim();
  if (!body.startsWith("{") || !body.endsWith("}")) return null;
  const items: string[] = [];
  let current = "";
  let quoted = false;
  let wasQuoted = false;
  const push = () => {
    const value = wasQuoted ? current : current.trim();
    if (wasQuoted || (value !== "" && value.toUpperCase() !== "NULL")) items.push(value);
    current = "";
    wasQuoted = false;
  };
  for (let i = 1; i < body.length - 1; i++) {
    const char = body.charAt(i);
    if (quoted && char === "\\") current += body.charAt(++i);
    else if (char === '"') {
      quoted = !quoted;
      wasQuoted = true;
    } else if (quoted) current += char;
    else if (char === ",") push();
    // Spaces around a quoted item are layout, not content.
    else if (!(/\s/.test(char) && (current === "" || wasQuoted))) current += char;
  }
  if (current.trim() !== "" || wasQuoted || items.length > 0) push();
  return items;
}
