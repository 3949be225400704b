import type { EvalCase, ListingCategory } from "../src/core/listing/types";

/**
 * The evaluation set (issue 12): descriptions written the way sellers on Etsy, Gumroad and
 * Teachable write them, 16 per category, each with the facts a copywriter would certainly keep
 * (lower case, each must appear in the listing) and the tags a seller would expect.
 */
type Extra = Partial<Pick<EvalCase, "targetPlatform" | "fileFormats" | "modules">>;

const make =
  (category: ListingCategory) =>
  (id: string, description: string, facts: string[], tags: string[], extra: Extra = {}): EvalCase => ({
    id,
    category,
    description,
    targetPlatform: extra.targetPlatform ?? [],
    fileFormats: extra.fileFormats ?? null,
    facts,
    tags,
    ...(extra.modules && { modules: extra.modules }),
  });

const course = make("course");
const planner = make("planner");
const wallart = make("wallart");

const COURSES: EvalCase[] = [
  course(
    "yoga-200-hour-tt",
    "200-Hour Online Yoga Teacher Training (Yoga Alliance RYT-200). Deepen your practice and learn to teach with confidence over 6 weeks of live and recorded sessions. It is not a beginner yoga course: you should have at least one year of regular practice.\nModules:\n- Anatomy and physiology\n- Asana alignment\n- Sequencing a class\n- Yoga philosophy\n- Teaching methodology",
    ["200-hour", "6 weeks", "yoga teacher training", "not a beginner"],
    ["yoga teacher training", "yoga philosophy", "asana alignment", "yoga training"],
    { modules: ["Anatomy and physiology", "Asana alignment", "Sequencing a class", "Yoga philosophy", "Teaching methodology"] },
  ),
  course(
    "excel-bookkeeping",
    "Learn Excel for small business bookkeeping. We cover VLOOKUP, pivot tables, a monthly profit and loss sheet and bank reconciliation. Perfect for sole traders and small business owners who hate spreadsheets. 4 hours of video + downloadable workbook.",
    ["excel", "bookkeeping", "vlookup", "pivot tables", "4 hours"],
    ["excel course", "bookkeeping", "vlookup", "pivot tables", "small business"],
    { modules: ["VLOOKUP", "pivot tables", "monthly profit and loss sheet", "bank reconciliation"] },
  ),
  course(
    "knitting-first-sweater",
    "Knit your first sweater! In this beginner knitting course I walk you through every step, no experience needed.\n\nModule 1: Casting on and the knit stitch\nModule 2: Purling and ribbing\nModule 3: Reading a pattern\nModule 4: Knitting in the round\nModule 5: Seaming and blocking\n\nYou'll need: 4mm circular needles and about 800g of DK yarn.",
    ["knitting", "sweater", "circular needles"],
    ["knitting course", "learn to knit", "knit a sweater", "knitting for beginners"],
    { modules: ["Casting on and the knit stitch", "Purling and ribbing", "Reading a pattern", "Knitting in the round", "Seaming and blocking"] },
  ),
  course(
    "sourdough-weekend",
    "sourdough baking class - from starter to your first loaf in one weekend. we cover feeding a starter, autolyse, stretch and folds, shaping, scoring and baking in a dutch oven. 12 short videos, total 3 hours. lifetime access",
    ["sourdough", "12 short videos", "3 hours", "dutch oven"],
    ["sourdough course", "sourdough baking", "bread baking class", "sourdough starter"],
    { modules: ["feeding a starter", "autolyse", "stretch and folds", "shaping", "scoring"] },
  ),
  course(
    "python-data-analysis",
    "<h2>Python for Data Analysis</h2><p>Go from zero to analysing real datasets with <b>pandas</b>, NumPy and Matplotlib. 8 weeks, 40 lessons, 10 hands-on projects.</p><ul><li>Week 1: Python basics</li><li>Week 2: NumPy arrays</li><li>Week 3: pandas DataFrames</li><li>Week 4: Cleaning messy data</li><li>Week 5: Visualisation with Matplotlib</li></ul><p>Aimed at analysts and researchers who live in spreadsheets.</p>",
    ["python", "data analysis", "8 weeks", "40 lessons", "pandas"],
    ["python course", "data analysis", "pandas", "numpy", "matplotlib"],
    { modules: ["Python basics", "NumPy arrays", "pandas DataFrames", "Cleaning messy data", "Visualisation with Matplotlib"] },
  ),
  course(
    "watercolor-florals",
    "🌸 LOOSE WATERCOLOR FLORALS 🌸 Learn to paint peonies, roses and eucalyptus in a loose, modern style. 15 real-time lessons. Supply list included. Suitable for all levels!",
    ["watercolor", "florals", "15 real-time lessons", "peonies"],
    ["watercolor course", "watercolor florals", "painting class", "loose florals"],
  ),
  course(
    "spanish-travel",
    "Spanish for travellers: a 30-day course to order food, ask for directions and chat with locals. Daily 10 minute lessons with audio from native speakers. Ideal for holidaymakers and gap year students. Not for advanced speakers.",
    ["spanish", "30-day", "10 minute"],
    ["spanish course", "learn spanish", "travel spanish", "spanish for travel"],
  ),
  course(
    "procreate-lettering",
    "Procreate lettering masterclass for iPad. Learn brush settings, faux calligraphy, drop shadows and how to sell your lettering as stickers. Includes 20 custom brushes. You need an iPad and Apple Pencil.",
    ["procreate", "lettering", "ipad", "20 custom brushes"],
    ["procreate course", "lettering course", "ipad lettering", "procreate brushes"],
  ),
  course(
    "photography-manual-mode",
    "Get off auto! This photography course teaches manual mode: aperture, shutter speed, ISO and the exposure triangle, plus composition and editing in Lightroom. 6 modules, 25 lessons, assignments after each module.",
    ["photography", "manual mode", "lightroom", "25 lessons"],
    ["photography course", "manual mode", "exposure triangle", "lightroom"],
    { modules: ["aperture", "shutter speed", "ISO", "exposure triangle"] },
  ),
  course(
    "etsy-seo",
    "Etsy SEO Course 2026 - how to get found on Etsy. Keyword research, titles, tags, listing photos and pricing. For Etsy sellers with at least a few listings who want more sales. Workbook + 2 hours video",
    ["etsy", "seo", "keyword research", "2 hours"],
    ["etsy seo", "etsy course", "etsy seller", "keyword research"],
  ),
  course(
    "guitar-chords",
    "Guitar for absolute beginners. 30 lessons that take you from holding the guitar to playing your first 10 songs. Open chords, strumming patterns, barre chords and simple fingerpicking.",
    ["guitar", "30 lessons", "10 songs", "open chords"],
    ["guitar course", "beginner guitar", "guitar chords", "learn guitar"],
    { modules: ["Open chords", "strumming patterns", "barre chords", "simple fingerpicking"] },
  ),
  course(
    "ux-portfolio",
    "UX design bootcamp focused on your portfolio. 12 weeks, mentor feedback every week, 3 case studies you can show employers. We use Figma throughout. This is not an intro course - you should know basic design principles.",
    ["ux design", "12 weeks", "3 case studies", "figma", "not a beginner"],
    ["ux design", "ux bootcamp", "figma", "ux portfolio"],
  ),
  course(
    "crochet-amigurumi",
    "Crochet amigurumi for beginers!! make a bunny, a bear and a whale. we go slowly: magic ring, single crochet, increases and decreases, stuffing, sewing parts. pattern PDFs included",
    ["crochet", "amigurumi", "magic ring"],
    ["crochet course", "amigurumi", "crochet pattern", "learn to crochet"],
  ),
  course(
    "mindfulness-8-week",
    "An 8-week mindfulness programme based on MBSR. Each week has a guided meditation, a short talk and a home practice. Week 1: Awareness of breath. Week 2: The body scan. Week 3: Mindful movement. Week 4: Working with thoughts. Suitable for complete beginners.",
    ["mindfulness", "8-week", "mbsr", "body scan"],
    ["mindfulness course", "meditation course", "mbsr", "guided meditation"],
    { modules: ["Awareness of breath", "The body scan", "Mindful movement", "Working with thoughts"] },
  ),
  course(
    "seo-copywriting",
    "Copywriting course for freelance writers. Write sales pages, emails and product descriptions that convert.\n\nI spent eight years writing for SaaS companies and ecommerce brands before I started teaching, and this is the course I wish I had when I was charging $30 a blog post. It's not theory. Every lesson ends with an assignment you can put straight into your portfolio, and you can submit two of them for written feedback from me.\n\nWhat's inside:\n- Module 1: Research and voice of customer\n- Module 2: Headlines and hooks\n- Module 3: Sales pages that convert\n- Module 4: Email sequences\n- Module 5: Pricing and pitching your services\n\nYou also get my swipe file of 60 real sales emails, three sales page templates and the exact proposal I send to new clients. Lessons are short videos (most under 15 minutes) with transcripts, so you can watch on your lunch break. Enrol once and come back whenever you need it.\n\nWho is it for? Freelance writers who are tired of low rates, content writers moving into conversion copy, and small business owners who write their own website. If you have never written anything for money that's fine too, but you should be comfortable writing in English.\n\nQuestions? Message me before you buy, I answer within a day.",
    ["copywriting", "sales pages", "email sequences", "swipe file"],
    ["copywriting course", "freelance writing", "sales page", "email copywriting"],
    { modules: ["Research and voice of customer", "Headlines and hooks", "Sales pages that convert", "Email sequences", "Pricing and pitching your services"] },
  ),
  course(
    "quickbooks-uk",
    "Xero & QuickBooks for UK sole traders: set up your organisation, categorise transactions, reconcile your bank and file your VAT return. 3 hour course, recorded in 2025, beginner-friendly.",
    ["xero", "quickbooks", "vat return", "3 hour"],
    ["xero course", "quickbooks course", "bookkeeping", "vat return"],
  ),
];

const PLANNERS: EvalCase[] = [
  planner(
    "pregnancy-journal",
    "Pregancy Jounral Planner - track your bump week by week, appointments, baby names and a hospital bag checklist. Printable PDF, A4 and US Letter.",
    ["pregnancy journal", "a4", "us letter", "hospital bag checklist"],
    ["pregnancy journal", "pregnancy planner", "hospital bag", "baby names"],
    { fileFormats: "pdf" },
  ),
  planner(
    "notion-freelancer",
    "Notion template for freelancers: client CRM, project tracker, invoice log. Dark and light themes. Just duplicate it into your workspace!",
    ["notion", "client crm", "project tracker", "invoice log"],
    ["notion template", "freelancer", "client crm", "project tracker"],
    { targetPlatform: ["notion"] },
  ),
  planner(
    "dark-light-digital",
    "Digital planner with dark and light themes 🌙☀️ Undated, hyperlinked tabs, 12 months, weekly and daily pages. Works in GoodNotes, Notability and Xodo on iPad or Android tablets.",
    ["goodnotes", "notability", "undated", "hyperlinked"],
    ["digital planner", "goodnotes planner", "undated planner", "hyperlinked planner"],
    { targetPlatform: ["goodnotes", "notability"], fileFormats: "pdf" },
  ),
  planner(
    "dated-2026",
    "2026 Digital Planner, GoodNotes Planner, iPad Planner, Notability Planner, Dated Planner 2026, Hyperlinked Planner, Digital Journal\n2026 Digital Planner for GoodNotes | Dated Jan–Dec 2026 | Monday & Sunday start | 12 monthly spreads, weekly pages, 100 note pages, habit tracker. Hyperlinked.",
    ["2026", "goodnotes", "12 monthly spreads", "100 note pages"],
    ["2026 planner", "digital planner", "goodnotes planner", "dated planner"],
    { targetPlatform: ["goodnotes"], fileFormats: "pdf" },
  ),
  planner(
    "budget-uk",
    "Monthly budget planner for UK households. Track bills, direct debits, savings pots and your food shop. Colour-coded, printable A4 and A5. Perfect for mums who want to get organised.",
    ["budget planner", "a4", "a5", "savings"],
    ["budget planner", "monthly budget", "bill tracker", "savings tracker"],
    { fileFormats: "pdf" },
  ),
  planner(
    "adhd-daily",
    "ADHD daily planner. Brain dump page, top 3 priorities, time blocking, dopamine menu and a reward tracker. Printable, undated, 8.5x11.",
    ["adhd", "brain dump", "time blocking", "8.5x11"],
    ["adhd planner", "daily planner", "adhd printable", "time blocking"],
    { fileFormats: "pdf" },
  ),
  planner(
    "wedding-checklist",
    "The ultimate printable wedding planner.\nWhat's inside:\n- Budget tracker\n- Guest list and seating chart\n- Vendor contact sheets\n- 12 month countdown checklist\n- Day-of timeline",
    ["wedding planner", "guest list", "seating chart", "budget tracker"],
    ["wedding planner", "wedding checklist", "guest list", "seating chart"],
    { fileFormats: "pdf" },
  ),
  planner(
    "meal-planner-canva",
    "Editable meal planner in Canva. Change the colours and fonts, then print it or save as PDF. Weekly menu, grocery list, recipe cards. US Letter size.",
    ["canva", "meal planner", "grocery list", "us letter"],
    ["meal planner", "canva template", "grocery list", "recipe cards"],
    { fileFormats: "canva" },
  ),
  planner(
    "teacher-planner",
    "Teacher planner 2025-2026 academic year, August to July. Lesson plan pages, seating charts, gradebook, parent contact log. Printable PDF, US Letter. For elementary and middle school teachers.",
    ["teacher planner", "2025", "lesson plan", "gradebook"],
    ["teacher planner", "lesson planner", "academic planner", "gradebook"],
    { fileFormats: "pdf" },
  ),
  planner(
    "fitness-tracker-sheets",
    "Workout tracker spreadsheet for Google Sheets. Log sets, reps and weight, see progress charts update automatically. 12 week strength program included. Not printable.",
    ["google sheets", "workout tracker", "12 week"],
    ["workout tracker", "fitness planner", "google sheets", "strength training"],
  ),
  planner(
    "reading-journal",
    "reading journal for book lovers ✨ book review pages, TBR list, reading challenge (52 books), series tracker, favourite quotes. goodnotes + printable pdf.",
    ["reading journal", "52 books", "book review"],
    ["reading journal", "book journal", "reading tracker", "book lover gift"],
    { targetPlatform: ["goodnotes"], fileFormats: "pdf" },
  ),
  planner(
    "small-business-notion",
    "Notion Template | Etsy Seller Dashboard | Small Business Planner | Order Tracker | Inventory Tracker | Notion Business OS\n\nAll-in-one Notion dashboard for Etsy sellers: order tracker, product database, inventory, content calendar and finance overview. One-click duplicate. Video tutorial included.\n\nRunning an Etsy shop means juggling orders, stock, listings and money in five different places. This dashboard pulls it into one Notion page. Log every order with its status and ship-by date, link it to the product it came from, and watch your stock go down automatically. Plan your listings and social posts in the content calendar and see revenue, fees and profit per month in the finance overview.\n\nHOW IT WORKS\nAfter purchase you get a PDF with the template link. Click it, press Duplicate, and the whole system is in your workspace. Works with the free Notion plan on desktop, web and mobile.\n\nPlease note: this is a digital product, nothing will be shipped. Because of the nature of digital files I can't offer refunds, but if something doesn't work just message me.",
    ["notion", "etsy", "order tracker", "inventory"],
    ["notion template", "etsy seller", "order tracker", "inventory tracker"],
    { targetPlatform: ["notion"] },
  ),
  planner(
    "garden-planner",
    "Garden planner for vegetable growers: seed sowing calendar, bed layout grid, harvest log and a pest diary. Printable, A4. Made in the UK for UK growing seasons.",
    ["garden planner", "seed sowing", "harvest log", "a4"],
    ["garden planner", "vegetable garden", "seed planner", "allotment planner"],
    { fileFormats: "pdf" },
  ),
  planner(
    "student-uni",
    "uni student planner undated goodnotes",
    ["student planner", "undated", "goodnotes"],
    ["student planner", "university planner", "goodnotes planner", "study planner"],
    { targetPlatform: ["goodnotes"], fileFormats: "pdf" },
  ),
  planner(
    "travel-itinerary",
    "TRAVEL PLANNER PRINTABLE!!! Itinerary, packing list, budget, flight and hotel details. Fits A5 ring binders. Instant download PDF.",
    ["travel planner", "packing list", "itinerary", "a5"],
    ["travel planner", "packing list", "itinerary planner", "trip planner"],
    { fileFormats: "pdf" },
  ),
  planner(
    "cleaning-schedule",
    "Cleaning schedule printable - daily, weekly and monthly chores, a deep-clean checklist for every room. 8.5x11 and A4. Editable in Canva too.",
    ["cleaning schedule", "8.5x11", "a4", "chores"],
    ["cleaning schedule", "chore chart", "cleaning checklist", "house cleaning"],
    { fileFormats: "pdf" },
  ),
];

const WALL_ART: EvalCase[] = [
  wallart(
    "lisbon-tram",
    "Lisbon tram watercolor print, the yellow tram 28 climbing through Alfama. Available in 8x10, 11x14 and A4. Not include frame. Instant digital download, 300 dpi JPG.",
    ["lisbon", "tram", "8x10", "11x14", "a4", "frame not included"],
    ["lisbon print", "lisbon tram", "tram print", "portugal wall art"],
    { fileFormats: "jpeg" },
  ),
  wallart(
    "quote-she-believed",
    "'She believed she could, so she did' quote print. Minimalist black typography, set of 3 prints, 5x7 and 8x10.",
    ["she believed she could", "set of 3", "5x7", "8x10"],
    ["quote print", "typography print", "motivational print", "set of 3 prints"],
  ),
  wallart(
    "botanical-line-art",
    "Set of 3 botanical line art prints - monstera, fern and eucalyptus leaves. Neutral boho style. Sizes: 8x10, 11x14, 16x20, A3. Digital download, no physical print will be shipped.",
    ["set of 3", "botanical", "monstera", "16x20", "a3"],
    ["botanical print", "line art", "monstera print", "boho wall art"],
    { fileFormats: "jpeg" },
  ),
  wallart(
    "nursery-safari",
    "Safari Nursery Prints - lion, giraffe and elephant in soft pastel watercolour. Set of 3. Perfect for a gender neutral nursery. A4 and A3 sizes. Frame not included.",
    ["safari", "nursery", "set of 3", "a4", "a3", "frame not included"],
    ["nursery prints", "safari nursery", "nursery wall art", "animal prints"],
    { fileFormats: "jpeg" },
  ),
  wallart(
    "kitchen-rules",
    "Kitchen Rules printable sign - 'Eat well, laugh often, lick the spoon'. Farmhouse style. 8x10 and 11x14.",
    ["kitchen", "eat well, laugh often", "8x10", "11x14"],
    ["kitchen sign", "kitchen print", "farmhouse decor", "kitchen wall art"],
  ),
  wallart(
    "custom-star-map",
    "Custom star map print of the night sky on your wedding date and location. Personalised with names and date. Sent as a high resolution PDF within 24 hours. 50x70cm or 30x40cm.\n\n★ HOW TO ORDER ★\n1. Choose your size from the drop down menu\n2. In the personalisation box, add the date, the city and up to 3 lines of text (names, a quote or a song lyric)\n3. Check out and I will email a proof within 24 hours\n4. Once you approve, you receive the final print-ready PDF\n\n★ PLEASE NOTE ★\n- This is a DIGITAL FILE, no physical item will be shipped\n- Frame not included\n- Colours can look slightly different on screen and on paper\n- Print at home, at a local print shop or with an online printing service\n\nThe star positions are calculated for your exact date and place, so every map is unique. A lovely gift for weddings, anniversaries, a new baby or the night you met.",
    ["star map", "50x70", "30x40", "frame not included"],
    ["star map", "custom star map", "wedding gift", "night sky print"],
    { fileFormats: "pdf" },
  ),
  wallart(
    "abstract-canva",
    "Abstract shapes wall art - terracotta and sage. Editable Canva template so you can change the colours, then print at home. 2:3 ratio, prints up to 24x36.",
    ["abstract", "terracotta", "canva", "24x36"],
    ["abstract wall art", "terracotta print", "canva template", "mid century print"],
    { fileFormats: "canva" },
  ),
  wallart(
    "kyoto-travel-poster",
    "Vintage travel poster of Kyoto, Japan - Fushimi Inari gates at sunset. Retro mid-century style. A2, A3, A4 & A5. Printable wall art, JPG + PDF.",
    ["kyoto", "fushimi inari", "a2", "a5"],
    ["kyoto poster", "japan travel poster", "vintage travel", "kyoto print"],
    { fileFormats: "jpeg, pdf" },
  ),
  wallart(
    "bathroom-funny",
    'funny bathroom print 😂 "you\'re doing a great job" - cute pink lettering, 5x7 8x10 11x14. DIGITAL FILE ONLY NO FRAME',
    ["bathroom", "you're doing a great job", "5x7", "frame not included"],
    ["bathroom print", "funny bathroom sign", "bathroom wall art", "funny quote print"],
  ),
  wallart(
    "mountain-landscape",
    "Scottish Highlands landscape photograph - Glencoe in autumn mist. Fine art photo print, 300 dpi, ratios 4:5 and 2:3. For living room or office.",
    ["glencoe", "scottish highlands", "photograph"],
    ["scotland print", "glencoe print", "highlands photo", "landscape photography"],
    { fileFormats: "jpeg" },
  ),
  wallart(
    "bible-verse",
    'Bible verse wall art: "Be still and know that I am God" Psalm 46:10. Minimalist serif font, neutral beige. 8x10, 11x14, 16x20.',
    ["be still and know", "psalm 46:10", "8x10", "16x20"],
    ["bible verse print", "christian wall art", "scripture print", "psalm 46 10"],
  ),
  wallart(
    "map-new-york",
    "New York City subway map print, minimal line style in black and white. A1 poster size and A3. Great housewarming gift for New Yorkers.",
    ["new york", "subway map", "a1", "a3"],
    ["new york print", "subway map", "nyc poster", "city map print"],
  ),
  wallart(
    "kids-alphabet",
    "Alphabet poster A-Z animals 18x24 11x14 printable",
    ["alphabet", "18x24", "11x14"],
    ["alphabet poster", "kids wall art", "classroom decor", "abc print"],
    { fileFormats: "pdf" },
  ),
  wallart(
    "matisse-inspired",
    "Matisse inspired cut-out print, blue and coral shapes. Gallery wall set of 6 prints, sizes 5x7 up to 24x36 included. Frames are not included.",
    ["matisse", "set of 6", "frame not included"],
    ["matisse print", "gallery wall set", "abstract print", "cut out art"],
    { fileFormats: "jpeg" },
  ),
  wallart(
    "coffee-print",
    "But first, coffee ☕ kitchen print. Coffee bar sign in black & white. 8x10 + A4 included. Pairs with our tea print.",
    ["but first, coffee", "coffee", "8x10", "a4"],
    ["coffee print", "coffee bar sign", "kitchen wall art", "coffee sign"],
  ),
  wallart(
    "birth-poster",
    "Personalised birth poster with baby's name, date, time, weight and length. Choose from 4 colourways. Sent as a PDF within 2 days. Size A3.",
    ["birth poster", "a3", "4 colourways"],
    ["birth poster", "baby name print", "nursery print", "new baby gift"],
    { fileFormats: "pdf" },
  ),
];

export const EVAL_CASES: EvalCase[] = [...COURSES, ...PLANNERS, ...WALL_ART];

// Issue 29: alternate cases of each category, 8 + 8 per category. Change the writer on what the
// tuning half shows; the held-out half says whether the change generalises.
const half = (parity: 0 | 1) => [COURSES, PLANNERS, WALL_ART].flatMap((cases) => cases.filter((_, i) => i % 2 === parity));

/** The 24 cases the writer may be tuned on. */
export const TUNING_CASES: EvalCase[] = half(0);
/** The 24 cases it must not be tuned on: read them to measure, never to fix one listing. */
export const HELD_OUT_CASES: EvalCase[] = half(1);
