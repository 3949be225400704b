import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changedSections } from "../../src/core/listing/editable";
import { readStoredListing } from "../../src/server/pipeline/store/stored-listing";
import { databaseBeforeMigration } from "../support/database-before-migration";

const listing = (overrides: Record<string, unknown> = {}) => ({
  title: "Weekly planner",
  shortDescription: "Plan the week.",
  longDescription: "A weekly planner.",
  features: ["Weekly pages"],
  benefits: ["Calm weeks"],
  usp: [],
  useCases: [],
  keywords: ["planner"],
  cta: "Start today",
  whyChooseUs: "",
  course: null,
  altTexts: ["Cover"],
  ...overrides,
});
const course = {
  subtitle: "Sell planners",
  courseDescription: "Six weeks.",
  whatYouWillLearn: ["Layouts"],
  curriculumDetails: [{ title: "Week 1", details: "" }],
};

/** The listing history migration (decision 052) stores each version's changed sections, as the history read used to compute them. */
describe("migration listing_history: changed sections of existing versions", () => {
  let database: Awaited<ReturnType<typeof databaseBeforeMigration>>;
  let client: PGlite;

  beforeAll(async () => {
    // The migrations before this one, as a database made before it has them.
    database = await databaseBeforeMigration("_listing_history");
    client = database.client;
  });
  afterAll(async () => {
    await database?.close();
  });

  it("compares each version with the one before it, reading missing or stray parts as the history did", async () => {
    await client.query(`insert into users (id, name, email) values ('u1', 'Ann', 'ann@example.com')`);
    const product = async (category: string, versions: unknown[]) => {
      const { rows } = await client.query<{ id: string }>(
        `insert into products (user_id, title, category, status, version) values ('u1', 'Planner', $1, 'complete', $2) returning id`,
        [category, versions.length],
      );
      const id = rows[0]?.id ?? "";
      for (const [index, version] of versions.entries()) {
        await client.query(
          `insert into listing_versions (product_id, number, source, listing, created_at) values ($1, $2, $3, $4, now() - make_interval(hours => $5))`,
          [id, index + 1, index === 0 ? "generate" : "edit", JSON.stringify(version), versions.length - index],
        );
      }
      return { id, category, versions };
    };
    // As migration 0007 stored listings from before the editor: no alt texts, the course wherever the generator put it.
    const { altTexts: _none, ...legacy } = listing({ course: { subtitle: "not a course" } });
    const planner = await product("planner", [
      legacy,
      listing({ title: "Weekly planner for nurses", altTexts: [] }),
      listing({ title: "Weekly planner for nurses", altTexts: [], features: ["Weekly pages", "Rota"], keywords: ["nurse planner"], cta: undefined }),
      listing({ title: "Weekly planner for nurses", altTexts: [], features: ["Weekly pages", "Rota"], keywords: ["nurse planner"], cta: "" }),
    ]);
    const courseProduct = await product("course", [
      listing({ course }),
      listing({ course: { ...course, subtitle: "Sell planners on Etsy" } }),
      listing({
        course: {
          curriculumDetails: course.curriculumDetails,
          whatYouWillLearn: course.whatYouWillLearn,
          courseDescription: "Six weeks.",
          subtitle: "Sell planners on Etsy",
        },
      }),
    ]);

    await database.migrateAll();

    const changed = async (id: string) =>
      (
        await client.query<{ changed: string[]; same_time: boolean }>(
          `select changed, updated_at = created_at as same_time from listing_versions where product_id = $1 order by number`,
          [id],
        )
      ).rows;
    expect((await changed(planner.id)).map((row) => row.changed)).toEqual([[], ["title"], ["features", "keywords", "cta"], []]);
    expect((await changed(courseProduct.id)).map((row) => row.changed)).toEqual([[], ["course"], []]);
    expect([...(await changed(planner.id)), ...(await changed(courseProduct.id))].every((row) => row.same_time)).toBe(true);
    // The same as the history computed on every read before.
    for (const { id, category, versions } of [planner, courseProduct]) {
      const read = versions.map((version) => readStoredListing(JSON.parse(JSON.stringify(version)), category));
      const before = read.map((version, index) => (index === 0 ? [] : changedSections(read[index - 1] ?? version, version)));
      expect((await changed(id)).map((row) => row.changed)).toEqual(before);
    }
  });
});
