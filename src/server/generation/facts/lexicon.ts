/** Word lists the analysis leans on; all lower case, matched against lemmas. */

const set = (words: string) => new Set(words.split(/\s*,\s*/));

/** People a product can be for; heads of audience phrases. */
export const PERSON_HEADS = set(
  "student, teacher, mom, mum, mother, dad, father, parent, entrepreneur, freelancer, beginner, designer, developer, professional, creator, owner, couple, family, kid, child, nurse, writer, artist, photographer, coach, manager, marketer, blogger, homeschooler, reader, traveler, traveller, bride, runner, athlete, investor, homeowner, renter, woman, man, girl, boy, learner, programmer, analyst, engineer, crafter, seller, teen, teenager, adult, retiree, founder, consultant, therapist, doctor, lawyer, realtor, agent, influencer, musician, gardener, baker, cook, chef, lover, fan, enthusiast, hobbyist, collector, gamer, employee, worker, leader, team, educator, tutor, instructor, practitioner, researcher, graduate, newbie, novice, children, women, men, people, knitter, crocheter, yogi, bookkeeper, accountant, sewist, quilter, painter, illustrator, mama, homeschooler, landlord, decorator, trader, sole trader, clinician, midwife, pilot, climber, hiker, cyclist, swimmer, dancer, singer, guitarist, pianist, potter, florist, stylist, recruiter, assistant, va, solopreneur, mompreneur",
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

/** Verbs that open an imperative feature sentence even when the tagger calls them nouns. */
export const IMPERATIVES = set(
  "track, plan, organize, organise, learn, create, build, print, frame, download, manage, stay, keep, get, use, add, start, master, discover, explore, design, make, transform, brighten, hang, set, turn, save, schedule, log, record, monitor, capture, simplify, boost, grow, customize, customise, edit, enjoy, bring, decorate, review, map, write, reflect, budget, prioritize, prioritise, see, understand, practice, practise, gain, develop, improve, reach, hit, crush, balance, declutter, elevate, refresh, display, gift, color, colour, fill, add, reduce, cut, find, launch",
);

/** Verbs whose sentences list contents rather than describe a job ("Includes …", "Comes with …"). */
export const LISTING_VERBS = set("include, feature, come, contain, offer, have, be, get, provide, inside");
