import { singular } from "../../../../core/listing/text";

/** Word lists the analysis leans on; all lower case, matched against lemmas. */

const set = (words: string) => new Set(words.split(/\s*,\s*/));

/** People a product can be for; heads of audience phrases. */
export const PERSON_HEADS = set(
  "student, speaker, dev, friend, teacher, mom, mum, mother, dad, father, parent, entrepreneur, freelancer, beginner, designer, developer, professional, creator, owner, couple, family, kid, child, nurse, writer, artist, photographer, coach, manager, marketer, blogger, homeschooler, reader, traveler, traveller, bride, runner, athlete, investor, homeowner, renter, woman, man, girl, boy, learner, programmer, analyst, engineer, crafter, seller, teen, teenager, adult, retiree, founder, consultant, therapist, doctor, lawyer, realtor, agent, influencer, musician, gardener, baker, cook, chef, lover, fan, enthusiast, hobbyist, collector, gamer, employee, worker, leader, team, educator, tutor, instructor, practitioner, researcher, graduate, newbie, novice, children, women, men, people, knitter, crocheter, yogi, bookkeeper, accountant, sewist, quilter, painter, illustrator, mama, homeschooler, landlord, decorator, trader, sole trader, clinician, midwife, pilot, climber, hiker, cyclist, swimmer, dancer, singer, guitarist, pianist, potter, florist, stylist, recruiter, assistant, va, solopreneur, mompreneur, mind, soul, spirit, youtuber, podcaster, streamer, vlogger, actor, senior, firefighter, paramedic, pharmacist, dentist, vet, veterinarian, electrician, plumber, mechanic, soldier, veteran, caregiver, carer, volunteer, player, introvert, extrovert",
);

/**
 * Product kinds, by category: the words that say what sort of thing a product is. The first of
 * each list is the kind used when the seller names none. One copy: the reader, the writer and the
 * tags all read it.
 */
export const KINDS = {
  course: [
    "course",
    "class",
    "masterclass",
    "bootcamp",
    "workshop",
    "programme",
    "program",
    "training",
    "tutorial",
    "academy",
    "certification",
    "mini-course",
    "e-course",
    "ecourse",
    "curriculum",
    "series",
    "lessons",
    "prep",
  ],
  planner: [
    "planner",
    "tracker",
    "schedule",
    "chart",
    "dashboard",
    "template",
    "journal",
    "calendar",
    "organizer",
    "organiser",
    "workbook",
    "log",
    "logbook",
    "checklist",
    "agenda",
    "diary",
    "notebook",
    "spreadsheet",
    "binder",
    "system",
    "kit",
    "bundle",
    "sheet",
    "sheets",
    "timetable",
    "hub",
    "workspace",
    "sticker",
    "sticker book",
  ],
  wallart: [
    "print",
    "poster",
    "wall art",
    "art print",
    "artwork",
    "illustration",
    "painting",
    "canvas",
    "sign",
    "photograph",
    "photo",
    "map",
    "chart",
    "typography",
    "art",
    "decor",
    "drawing",
    "portrait",
    "calligraphy",
    "scan",
  ],
  others: ["template", "kit", "bundle", "pack", "guide", "ebook", "toolkit", "checklist", "workbook", "preset", "font", "mockup"],
} as const satisfies Record<string, readonly string[]>;

/** Heads that already tell the buyer what sort of thing this is, by category (lemmas of `KINDS`). */
export const PRODUCT_HEADS = {
  planner: set(KINDS.planner.join(", ")),
  wallart: set(`${KINDS.wallart.join(", ")}, set, collection, design, quote, wallpaper`),
  course: set(`${KINDS.course.join(", ")}, guide`),
  others: set(`${KINDS.others.join(", ")}, resource, set, collection`),
} as const;

/**
 * Words that say how a product is sold or how good the seller finds it, never what it is about:
 * a subject made only of these (or of kinds) is no subject ("online course", "same gentle class").
 */
export const STOCK_WORDS = set(
  "online, digital, printable, editable, downloadable, download, instant, undated, dated, hyperlinked, interactive, self-paced, video, videos, lesson, lessons, module, modules, section, sections, chapter, chapters, unit, units, file, files, pdf, png, jpg, jpeg, page, pages, version, ultimate, best, perfect, amazing, awesome, great, premium, stunning, gorgeous, must-have, bestselling, bestseller, cute, funny, beautiful, lovely, complete, comprehensive, whole, same, exact, proper, short, long, very, large, big, small, little, full, gentle, simple, easy, quick, real, actual, total, first, new, own, fun, honest, practical, step-by-step, original, official, special, tiny, huge, fancy, nice, pretty, good, final, main, entire, absolute, one, two, three, each, every, all, this, that, these, those, other, another, such, more, most, only, just, etc, wall, set, collection, bundle, pack, kit, edition, high-resolution, hi-res, high-res, iso, resolution, quality, high-quality, 300dpi, dpi, bonus, free, extra, weekly, daily, monthly, yearly, annual, beginner, beginners, intermediate, advanced, level, basic, basics, essential, essentials, 101, masterclass, stuff, thing, things, way, ways, reason, reasons, secret, secrets, time, times, lot, lots, bit, part, parts, step, steps, tip, tips, idea, ideas, moment, day, days, week, weeks, month, months, year, years, hour, hours, minute, minutes, life, help, number, kind, sort, type, place, workflow, method, everything, anything, something, nothing, today, tonight, yes, no, style, colour, color, colours, colors, size, sizes, format, formats, custom, personalised, personalized, many, several, few, some, any, monday, tuesday, wednesday, thursday, friday, saturday, sunday, weekend, january, february, march, april, june, july, august, september, october, november, december, jan, feb, mar, apr, jun, jul, aug, sep, sept, oct, nov, dec",
);

/** Holidays and seasons a product is for ("a Christmas gift"), never a place it shows. */
export const OCCASIONS = set(
  "christmas, xmas, easter, halloween, thanksgiving, hanukkah, diwali, eid, ramadan, valentine's, valentines, passover, lunar new year, new year",
);

/**
 * How the names of peoples and languages end ("European", "Scottish", "Japanese", "Arabic", "French",
 * "Latin", "Greek", "Swiss", "Thai"), as against places ("Paris", "Lisbon"): put before a noun, such
 * a name describes the noun ("British beef cuts"), while a place before a noun is still a place.
 */
export const PEOPLE_NAME_ENDING = /(?:[eiy]an|can|ish|ese|ic|ch|tin|eek|iss|ai)$/i;

/** Wall-art styles buyers search by ("boho wall art"). */
export const STYLES = [
  "watercolor",
  "watercolour",
  "minimalist",
  "boho",
  "vintage",
  "abstract",
  "line art",
  "typography",
  "retro",
  "mid-century",
  "farmhouse",
  "scandinavian",
  "neutral",
  "black and white",
  "pastel",
  "art deco",
  "art nouveau",
  "cottagecore",
  "japandi",
  "bohemian",
] as const;

/** What wall art is made with: "an ink painting", "a gouache illustration" say how, not what. */
export const MEDIUMS = set("ink, gouache, oil, oils, acrylic, pencil, charcoal, pastel, linocut, woodcut, etching, collage, digital, sumi-e, pen");

/** Rooms wall art is bought for ("nursery decor"); where a print hangs, never what it contains. */
export const ROOMS = [
  "living room",
  "bedroom",
  "nursery",
  "kitchen",
  "bathroom",
  "home office",
  "office",
  "hallway",
  "classroom",
  "playroom",
  "dining room",
  "coffee bar",
  "kids room",
  "boys room",
  "girls room",
  "baby room",
  "teen room",
  "game room",
  "laundry room",
] as const;

/** Colours a seller names for a design: how it looks, not a part of it. */
export const COLOURS = new Set(
  "terracotta sage blush navy mustard beige black white gold pink blue green coral neutral rust olive cream grey gray ochre teal burgundy lavender red yellow orange purple brown emerald rose silver charcoal sand ivory".split(
    " ",
  ),
);

/** Verbs that open an imperative feature sentence even when the tagger calls them nouns. */
export const IMPERATIVES = set(
  "track, plan, organize, organise, learn, create, build, print, frame, download, manage, stay, keep, get, use, add, start, master, discover, explore, design, make, transform, brighten, hang, set, turn, save, schedule, log, record, monitor, capture, simplify, boost, grow, customize, customise, edit, enjoy, bring, decorate, review, map, write, reflect, budget, prioritize, prioritise, see, understand, practice, practise, gain, develop, improve, reach, hit, crush, balance, declutter, elevate, refresh, display, gift, color, colour, fill, add, reduce, cut, find, launch",
);

/** Verbs whose sentences list contents rather than describe a job ("Includes …", "Comes with …"). */
export const LISTING_VERBS = set("include, feature, come, contain, offer, have, be, get, provide, inside");

// Nouns the tagger reads as adjectives in every context ("an evening routine/ADJ for"); after a noun they are the compound's head.
export const COMPOUND_HEADS = set("routine, squat, binding, key, magic");

// Compounds whose first word alone would be praise or a measure ("real", "small", "first"): the pair is one noun.
export const FIXED_COMPOUNDS = set(
  "real estate, high school, first aid, fine art, small business, full stack, new year, short story, long exposure, free range, big data, middle school, free throw, long jump, high jump, little league",
);

/** Verbs too general to name an activity by: "take photos" is not "photo taking", "making" alone is no subject. */
export const LIGHT_VERBS: ReadonlySet<string> = new Set(
  "be have do get make take give keep use find become understand learn master know see need want try start stop put let help go come fool turn bring feel love enjoy pick choose build create ship launch sell publish finish".split(
    " ",
  ),
);

/** A person named by a head noun, singular or plural ("teacher", "players"): who a product is for, not what it is about. */
export const isPersonHead = (word: string): boolean => PERSON_HEADS.has(word) || PERSON_HEADS.has(singular(word));
