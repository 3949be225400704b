/** One top-level member of the JSON object being read: its key and its parsed value. */
export type Member = [key: string, value: unknown];

type Phase = "before" | "key" | "inKey" | "colon" | "value" | "inValue" | "after" | "done" | "broken";
type Kind = "string" | "container" | "primitive";

const SPACE = /\s/;

/**
 * Reads a JSON object that arrives in pieces (a model's streamed answer) and hands back each
 * top-level member as soon as its value is complete: a string or container at its closing
 * character, a number or literal at the comma or brace after it. Text before the first `{` (a
 * code fence) and after the last `}` is ignored. Malformed input stops the reader quietly; the
 * caller's parse of the whole answer reports it.
 */
export function createSectionReader() {
  let text = "";
  let at = 0;
  let phase: Phase = "before";
  let kind: Kind = "primitive";
  let start = 0;
  let key = "";
  let depth = 0;
  let inString = false;
  let escaped = false;

  const parse = (slice: string): { ok: true; value: unknown } | { ok: false } => {
    try {
      return { ok: true, value: JSON.parse(slice) };
    } catch {
      return { ok: false };
    }
  };

  function step(char: string): Member | null {
    switch (phase) {
      case "before":
        if (char === "{") phase = "key";
        return null;
      case "key":
        if (char === '"') {
          phase = "inKey";
          start = at;
          escaped = false;
        } else if (char === "}") phase = "done";
        else if (!SPACE.test(char)) phase = "broken";
        return null;
      case "inKey":
        if (escaped) escaped = false;
        else if (char === "\\") escaped = true;
        else if (char === '"') {
          const parsed = parse(text.slice(start, at + 1));
          if (parsed.ok) {
            key = String(parsed.value);
            phase = "colon";
          } else phase = "broken";
        }
        return null;
      case "colon":
        if (char === ":") phase = "value";
        else if (!SPACE.test(char)) phase = "broken";
        return null;
      case "value":
        if (SPACE.test(char)) return null;
        start = at;
        phase = "inValue";
        escaped = false;
        inString = false;
        kind = char === '"' ? "string" : char === "{" || char === "[" ? "container" : "primitive";
        depth = kind === "container" ? 1 : 0;
        return null;
      case "inValue":
        return valueStep(char);
      case "after":
        if (char === ",") phase = "key";
        else if (char === "}") phase = "done";
        else if (!SPACE.test(char)) phase = "broken";
        return null;
      default:
        return null;
    }
  }

  function finish(end: number): Member | null {
    const parsed = parse(text.slice(start, end));
    if (!parsed.ok) {
      phase = "broken";
      return null;
    }
    phase = "after";
    return [key, parsed.value];
  }

  function valueStep(char: string): Member | null {
    if (kind === "primitive") {
      if (char !== "," && char !== "}" && !SPACE.test(char)) return null;
      const member = finish(at);
      // The terminator also ends the member list (`,`) or the object (`}`).
      if (member) step(char);
      return member;
    }
    if (escaped) {
      escaped = false;
      return null;
    }
    if (kind === "string") {
      if (char === "\\") escaped = true;
      else if (char === '"') return finish(at + 1);
      return null;
    }
    if (inString) {
      if (char === "\\") escaped = true;
      else if (char === '"') inString = false;
      return null;
    }
    if (char === '"') inString = true;
    else if (char === "{" || char === "[") depth++;
    else if (char === "}" || char === "]") {
      depth--;
      if (depth === 0) return finish(at + 1);
    }
    return null;
  }

  return {
    /** Adds the next piece of text; returns the members it completed, in order. */
    push(chunk: string): Member[] {
      text += chunk;
      const members: Member[] = [];
      for (; at < text.length && phase !== "done" && phase !== "broken"; at++) {
        const member = step(text.charAt(at));
        if (member) members.push(member);
      }
      return members;
    },
  };
}
