/** Word lists the analysis leans on; all lower case, matched against lemmas. */

const set = (words: string) => new Set(words.split(/\s*,\s*/));

/** Heads that are too vague to sell a product on ("one place", "everything"). */
export const GENERIC_HEADS = set(
  "thing, way, place, lot, kind, type, part, bit, stuff, everything, something, anything, nothing, one, everyone, anyone, someone, people, time, day, week, month, year, minute, moment, scratch, need, use, option, piece, life, world, home, hand, fun, love, etc, idea, start, end, level, step, help, product, item, file, download, listing, version, size, format, color, colour, name, date, detail, information, info, bestseller, seller, dpi, resolution, quality, star",
);

/** Modifiers that describe the packaging, not the subject ("weekly", "printable"). */
export const GENERIC_MODIFIERS = set(
  "weekly, daily, monthly, yearly, annual, quarterly, digital, printable, simple, minimalist, minimal, aesthetic, ultimate, complete, cute, modern, undated, dated, editable, interactive, beautiful, easy, premium, new, best, perfect, custom, personal, stylish, elegant, pretty, great, amazing, awesome, little, big, full, whole, all, ready, instant, high, quality, unique, fun, essential, comprehensive, practical, hyperlinked, online, free, bonus",
);

/** People a product can be for; heads of audience phrases. */
export const PERSON_HEADS = set(
  "student, teacher, mom, mum, mother, dad, father, parent, entrepreneur, freelancer, beginner, designer, developer, professional, creator, owner, couple, family, kid, child, nurse, writer, artist, photographer, coach, manager, marketer, blogger, homeschooler, reader, traveler, traveller, bride, runner, athlete, investor, homeowner, renter, woman, man, girl, boy, learner, programmer, analyst, engineer, crafter, seller, teen, teenager, adult, retiree, founder, consultant, therapist, doctor, lawyer, realtor, agent, influencer, musician, gardener, baker, cook, chef, lover, fan, enthusiast, hobbyist, collector, gamer, employee, worker, leader, team, educator, tutor, instructor, practitioner, researcher, graduate, newbie, novice, children, women, men, people, knitter, crocheter, yogi, bookkeeper, accountant, sewist, quilter, painter, illustrator, mama, homeschooler, landlord, decorator, trader, sole trader, clinician, midwife, pilot, climber, hiker, cyclist, swimmer, dancer, singer, guitarist, pianist, potter, florist, stylist, recruiter, assistant, va, solopreneur, mompreneur",
);

/** Rooms and spaces wall art is bought for. */
export const ROOMS = [
  "living room", "bedroom", "nursery", "kitchen", "bathroom", "home office", "office", "hallway",
  "entryway", "dining room", "kids room", "playroom", "classroom", "studio", "apartment", "dorm",
];

/** Apps and devices: useful keywords, but never a feature on their own. */
export const DEVICES = set(
  "ipad, iphone, tablet, android, mac, macbook, pc, laptop, computer, phone, stylus, pencil, kindle, remarkable, boox, samsung, windows, app, apps, notion, goodnotes, notability, onenote, evernote, obsidian, canva, figma, photoshop, excel, sheets, pdf, png, jpeg, jpg, pptx, psd, keynote, powerpoint",
);

/** Heads that already tell the buyer what sort of thing this is, by category. */
export const PRODUCT_HEADS = {
  planner: set(
    "planner, tracker, dashboard, template, journal, calendar, organizer, organiser, workbook, system, log, checklist, agenda, diary, notebook, spreadsheet, kit, bundle, binder, hub, os, workspace, schedule",
  ),
  wallart: set(
    "print, poster, art, artwork, illustration, painting, canvas, decor, photograph, photo, typography, map, wallpaper, drawing, sign, set, collection, design, quote, portrait",
  ),
  course: set("course, class, masterclass, bootcamp, workshop, program, programme, training, tutorial, academy, curriculum, guide, series"),
  others: set("template, kit, bundle, pack, guide, ebook, toolkit, resource, checklist, workbook, set, collection"),
} as const;

/** Quantity heads that take an "of" complement ("8 hours of video lessons", "set of 3 prints"). */
export const QUANTITY_HEADS = set(
  "hour, minute, set, pack, bundle, collection, series, page, week, day, month, sheet, range, variety, type, kind, library, lot, dozen, bunch, selection, suite, year",
);

/** Verbs that open an imperative feature sentence even when the tagger calls them nouns. */
export const IMPERATIVES = set(
  "track, plan, organize, organise, learn, create, build, print, frame, download, manage, stay, keep, get, use, add, start, master, discover, explore, design, make, transform, brighten, hang, set, turn, save, schedule, log, record, monitor, capture, simplify, boost, grow, customize, customise, edit, enjoy, bring, decorate, review, map, write, reflect, budget, prioritize, prioritise, see, understand, practice, practise, gain, develop, improve, reach, hit, crush, balance, declutter, elevate, refresh, display, gift, color, colour, fill, add, reduce, cut, find, launch",
);

/** Verbs whose sentences list contents rather than describe a job ("Includes …", "Comes with …"). */
export const LISTING_VERBS = set("include, feature, come, contain, offer, have, be, get, provide, inside");

/** -ing words that work as noun modifiers ("living room", "meal planning pages"). */
export const ING_MODIFIERS = set(
  "living, dining, drawing, planning, tracking, learning, cleaning, reading, writing, coloring, colouring, wedding, baking, spending, saving, budgeting, cooking, training, running, painting, journaling, gardening, sleeping, teaching, marketing, shopping, meeting, branding, editing, lettering, landing, onboarding",
);

/** Words that mark the level of a course. */
export const BEGINNER_WORDS = set("beginner, beginners, scratch, basics, fundamentals, introduction, intro, newbie, novice, zero, first");
export const ADVANCED_WORDS = set("advanced, intermediate, experienced, expert, pro, professional-level");

const ENGLISH_WORDS = set("the, and, for, with, to, of, a, an, in, your, you, is, it, this, that, on, or, are, from, all, will, can, each, every, my");
const FOREIGN_WORDS = set(
  "le, la, les, des, du, pour, avec, et, une, un, est, dans, sur, der, die, das, und, für, mit, ein, eine, ist, el, los, las, del, para, con, por, una, es, il, di, che, per, della, em, com, uma, het, een, voor, och, och, att, och, på",
);

/** A description mostly in another language; its phrases would only make broken English copy. */
export function looksForeign(words: readonly string[]): boolean {
  const english = words.filter((word) => ENGLISH_WORDS.has(word)).length;
  const foreign = words.filter((word) => FOREIGN_WORDS.has(word)).length;
  return foreign >= 2 && foreign > english;
}
