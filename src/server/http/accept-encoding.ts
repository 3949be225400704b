export type Coding = "br" | "gzip" | "identity";

/** Our order of preference when the client weighs codings equally: smallest first. */
const PREFERENCE: readonly Coding[] = ["br", "gzip", "identity"];
/** Unlisted identity stays acceptable (RFC 9110 §12.5.3) but loses to any coding the client named. */
const IMPLICIT_IDENTITY = 0.001;

function weights(header: string): Map<string, number> {
  const parsed = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (Number.isNaN(weight) || weight < 0 || weight > 1) continue;
    parsed.set(name === "x-gzip" ? "gzip" : name, weight);
  }
  return parsed;
}

/** No header means identity; null when the client refuses everything on offer (identity;q=0 or *;q=0). */
export function negotiateEncoding(header: string | undefined, available: readonly Coding[]): Coding | null {
  if (header === undefined) return "identity";
  const q = weights(header);
  const wildcard = q.get("*");
  const weightOf = (coding: Coding) => q.get(coding) ?? (coding === "identity" ? (wildcard === 0 ? 0 : IMPLICIT_IDENTITY) : (wildcard ?? 0));
  let best: { coding: Coding; weight: number } | null = null;
  for (const coding of PREFERENCE) {
    if (coding !== "identity" && !available.includes(coding)) continue;
    const weight = weightOf(coding);
    if (weight > 0 && (!best || weight > best.weight)) best = { coding, weight };
  }
  return best?.coding ?? null;
}
