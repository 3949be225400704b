import { describe, expect, it } from "vitest";
import { LISTING_JSON_SCHEMA, fromModel } from "./openai-schema";

type Node = { type?: string; properties?: Record<string, Node>; required?: string[]; additionalProperties?: boolean; items?: Node; anyOf?: Node[] };

/** Every object schema below `node`, with its path. */
function objects(node: Node, path = "$"): Array<[string, Node]> {
  const own: Array<[string, Node]> = node.type === "object" ? [[path, node]] : [];
  const props = Object.entries(node.properties ?? {}).flatMap(([key, child]) => objects(child, `${path}.${key}`));
  const items = node.items ? objects(node.items, `${path}[]`) : [];
  const options = (node.anyOf ?? []).flatMap((child, i) => objects(child, `${path}|${i}`));
  return [...own, ...props, ...items, ...options];
}

describe("the listing schema sent as strict structured output", () => {
  it("requires every property and allows no others, at every level", () => {
    const found = objects(LISTING_JSON_SCHEMA as Node);
    expect(found.map(([path]) => path)).toEqual(expect.arrayContaining(["$", "$.course|0", "$.course|0.curriculumDetails[]"]));
    for (const [path, node] of found) {
      expect({ path, additionalProperties: node.additionalProperties }).toEqual({ path, additionalProperties: false });
      expect({ path, required: [...(node.required ?? [])].sort() }).toEqual({ path, required: Object.keys(node.properties ?? {}).sort() });
    }
  });

  it("reads a null course as no course, and leaves anything else alone", () => {
    expect(fromModel({ title: "T", course: null })).toEqual({ title: "T" });
    expect(fromModel({ title: "T", course: { subtitle: "S" } })).toEqual({ title: "T", course: { subtitle: "S" } });
    expect(fromModel("not an object")).toBe("not an object");
  });

  it("leaves out the course information the model answered null (nothing stated), keeping what it gave", () => {
    const course = { subtitle: "S", instructor: null, duration: "6 weeks", level: null, language: null, certificate: null };
    expect(fromModel({ title: "T", course })).toEqual({ title: "T", course: { subtitle: "S", duration: "6 weeks" } });
  });
});
