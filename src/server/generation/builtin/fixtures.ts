import type { GenerationInput } from "../listing";

/** Realistic and awkward inputs shared by the tests and the benchmark. */
type Fixture = { name: string; input: GenerationInput };

const input = (category: GenerationInput["category"], description: string, extra: Partial<GenerationInput> = {}): GenerationInput => ({
  description,
  category,
  targetPlatform: [],
  fileFormats: null,
  testimonial: null,
  imageCount: 3,
  ...extra,
});

export const HABIT_TRACKER =
  "A weekly habit tracker for Notion with daily check-ins, monthly reviews and a goal dashboard. Track sleep, water intake and workouts in one place, then see your streaks at a glance on the progress page. " +
  "Includes 12 monthly pages, linked databases and a progress bar that fills up as you tick off habits. Every view is pre-built, so you only need to duplicate the template and add your own habits. " +
  "The layout is calm and minimal, with soft colours and clear headings that make daily logging take less than a minute. Perfect for busy moms, students and anyone starting a new routine this year. " +
  "You also get a yearly overview and a reflection journal to note what worked and what did not.";

export const PLANNERS: Fixture[] = [
  { name: "habit tracker", input: input("planner", HABIT_TRACKER, { targetPlatform: ["notion"], fileFormats: "pdf", testimonial: { content: "This tracker finally made my habits stick. I open it every morning!", title: "Emma R., teacher" } }) },
  {
    name: "student planner",
    input: input(
      "planner",
      "Undated digital student planner for GoodNotes and Notability. Hyperlinked tabs take you from the yearly calendar to monthly and weekly spreads in one tap. Plan assignments, track exam dates and organise revision sessions with dedicated subject pages. The planner also has a grade tracker, a reading log and 100 note pages for lectures. Designed for high school and university students who want their whole term in one place on the iPad.",
      { targetPlatform: ["goodnotes", "notability"], fileFormats: "pdf" },
    ),
  },
  { name: "short budget planner", input: input("planner", "Notion budget planner", { targetPlatform: ["notion"], fileFormats: "pdf" }) },
  {
    name: "wedding planner with pasted bullets",
    input: input(
      "planner",
      "The ultimate printable wedding planner.\nWhat's inside:\n- Budget tracker\n- Guest list and seating chart\n- Vendor contact sheets\n- 12 month countdown checklist\n- Day-of timeline",
      { fileFormats: "pdf" },
    ),
  },
  {
    name: "content planner in canva",
    input: input(
      "planner",
      "Social media content planner for small business owners. Plan a month of Instagram posts, track engagement and keep your hashtag sets and captions organized. Fully editable in Canva with a content calendar, post idea bank and monthly analytics review.",
      { fileFormats: "canva", targetPlatform: ["custom-other"] },
    ),
  },
];

export const WALL_ART: Fixture[] = [
  {
    name: "botanical prints",
    input: input(
      "wallart",
      "Minimalist botanical line art prints, set of 3. Each print shows a single hand-drawn stem – fern, eucalyptus and olive branch – in black ink on a warm off-white background. The clean lines suit Scandinavian, boho and modern interiors and look beautiful in light oak frames. Files come in 5 ratios so you can print at any standard size from 5x7 up to 24x36 inches. Perfect for living rooms, bedrooms and home offices, and a thoughtful housewarming gift for plant lovers.",
      { fileFormats: "pdf" },
    ),
  },
  { name: "boho sun", input: input("wallart", "Abstract boho sun print in terracotta and sand tones for living room or bedroom walls.", { fileFormats: "png" }) },
  {
    name: "nursery html",
    input: input(
      "wallart",
      "<h2>Safari Nursery Prints</h2><p>A set of <b>6</b> watercolor safari animals &amp; a matching name sign.</p><ul><li>Lion, elephant and giraffe</li><li>Soft pastel palette</li><li>High resolution 300 dpi files</li></ul><script>alert('x')</script>",
      { fileFormats: "jpeg" },
    ),
  },
  { name: "quote poster editable", input: input("wallart", "Motivational quote typography poster: 'Do small things with great love'. Bold serif lettering on a cream background.", { fileFormats: "psd" }) },
];

export const COURSES: Fixture[] = [
  {
    name: "python course",
    input: input(
      "course",
      "Learn Python from scratch: variables, loops, functions and data analysis with pandas. This course is designed for complete beginners and busy professionals who want to automate boring tasks at work. Over 8 hours of video lessons you will write real scripts, clean messy spreadsheets and build small tools you can use every day. Each section ends with quizzes and coding exercises, and the final project walks you through analysing a real dataset from start to finish. No prior programming experience is needed, only a laptop and curiosity. By the end you will be able to read and write Python code with confidence and keep learning on your own.",
    ),
  },
  {
    name: "watercolor course",
    input: input(
      "course",
      "A beginner watercolor painting course. Discover color mixing, wet-on-wet washes, layering and loose florals. 24 short video lessons, printable practice sheets and a private community for feedback.",
      { testimonial: { content: "I had never painted before and now I paint every weekend.", title: "Maria" } },
    ),
  },
  {
    name: "instagram marketing",
    input: input(
      "course",
      "Advanced Instagram marketing for small business owners: content strategy, Reels that convert, paid ads and analytics. Includes templates, case studies and weekly live Q&A calls.",
    ),
  },
  { name: "short course", input: input("course", "Sourdough bread baking masterclass") },
];

const LONG_TEXT = Array.from({ length: 6 }, () => HABIT_TRACKER).join(" ");

export const EDGE_CASES: Fixture[] = [
  { name: "all caps", input: input("planner", "ULTIMATE NOTION BUDGET PLANNER!!! TRACK EXPENSES, SAVINGS GOALS AND DEBT PAYOFF. INCLUDES MONTHLY BUDGET, BILL TRACKER AND NET WORTH DASHBOARD.", { targetPlatform: ["notion"] }) },
  { name: "emoji", input: input("wallart", "🌿✨ Cute boho rainbow prints 🌈 for kids rooms 💕 set of 4 😍", { fileFormats: "png" }) },
  { name: "emoji only", input: input("planner", "🌿✨🌈💕", { fileFormats: "pdf" }) },
  { name: "pasted bullets", input: input("planner", "✅ Daily pages\n✅ Weekly spreads\n✅ Habit tracker\n✅ Meal planner\n✅ 2025 calendar", { targetPlatform: ["goodnotes", "ios"], fileFormats: "pdf" }) },
  { name: "non-English", input: input("planner", "Planificateur hebdomadaire minimaliste pour Notion avec suivi des habitudes et liste de tâches. Idéal pour les étudiants.", { targetPlatform: ["notion"] }) },
  { name: "html-ish", input: input("course", "<div class=\"x\"><p>Learn <strong>Excel</strong> formulas &amp; pivot tables</p><br/><p>{{placeholder}} undefined [object Object] lorem ipsum dolor</p></div>") },
  { name: "long", input: input("planner", LONG_TEXT, { targetPlatform: ["notion", "goodnotes", "onenote", "evernote"], fileFormats: "pdf, png" }) },
  { name: "others", input: input("others", "Resume template bundle with cover letter and reference page, easy to edit in Word and Google Docs.", { fileFormats: "docx" }) },
  { name: "numbers and symbols", input: input("wallart", "8x10 / 11x14 / A4 -- 300dpi -- #1 bestseller ★★★★★", { fileFormats: "jpeg" }) },
];

export const ALL_FIXTURES: Fixture[] = [...PLANNERS, ...WALL_ART, ...COURSES, ...EDGE_CASES];
