import type { TopicCopy } from "./types";

export const PLANNER_TOPICS: readonly TopicCopy[] = [
  {
    words: ["budget", "finance", "money", "expense", "spending", "saving", "savings", "debt", "bill", "income", "financial"],
    focus: "your money",
    benefits: ["Know exactly where your money goes each month", "Spot overspending early and adjust before it adds up", "Make steady progress toward your savings goals"],
    useCases: ["A young couple tracking monthly spending against a shared budget", "A freelancer setting aside money for taxes and slow months", "A family paying off debt one month at a time"],
  },
  {
    words: ["habit", "routine", "streak", "consistency"],
    focus: "your habits",
    benefits: ["Build routines that actually stick", "Watch your streaks grow and stay motivated", "Notice patterns in your days and adjust with confidence"],
    useCases: ["Someone building a steady morning routine after a busy season", "A student sticking with a new habit through exam term", "A remote worker reviewing which habits stuck at the end of each month"],
  },
  {
    words: ["fitness", "workout", "gym", "exercise", "health", "wellness", "weight", "water", "sleep", "run", "training"],
    focus: "your health goals",
    benefits: ["Stay consistent with workouts and healthy habits", "See progress over weeks, not just days", "Keep rest, sleep and training in healthy balance"],
    useCases: ["A gym-goer logging workouts and rest days across the week", "Someone training for a first 10K race", "A busy parent keeping an eye on sleep and water intake"],
  },
  {
    words: ["meal", "food", "recipe", "grocery", "diet", "nutrition", "cooking", "pantry"],
    focus: "your meals",
    benefits: ["Cut down on last-minute takeout and food waste", "Shop faster with a grocery list that matches your plan", "Eat better without deciding what to cook every night"],
    useCases: ["A family planning the week's dinners and shopping list on Sunday", "A home cook keeping favorite recipes in one place", "Someone prepping healthy lunches for the work week"],
  },
  {
    words: ["study", "student", "school", "exam", "homework", "class", "semester", "college", "university", "revision", "assignment", "teacher", "lesson"],
    focus: "your studies",
    benefits: ["Stay ahead of deadlines instead of cramming", "Break big assignments into manageable steps", "Walk into exams knowing you have covered everything"],
    useCases: ["A student planning revision weeks before exams", "A teacher mapping out lesson plans for the term", "A college student juggling assignments across five classes"],
  },
  {
    words: ["business", "client", "project", "task", "productivity", "content", "social", "marketing", "launch", "sales", "crm", "work", "team", "okr"],
    focus: "your work",
    benefits: ["Keep every project and deadline visible at a glance", "Spend less time on admin and more on the work that matters", "Walk into each week knowing your top priorities"],
    useCases: ["A freelancer keeping client projects and deadlines in one view", "A small business owner planning a month of content in one sitting", "A team lead preparing for the Monday check-in"],
  },
  {
    words: ["wedding", "event", "party", "celebration", "guest", "vendor"],
    focus: "your big day",
    benefits: ["Keep every vendor, date and detail in one place", "Enjoy the planning instead of worrying about what you forgot", "Share a clear plan with everyone who is helping"],
    useCases: ["A couple keeping the wedding timeline and budget on track", "A maid of honor coordinating guests, vendors and deadlines", "An event host planning a milestone birthday party"],
  },
  {
    words: ["travel", "trip", "vacation", "holiday", "itinerary", "packing", "journey"],
    focus: "your trips",
    benefits: ["Travel with every booking and plan in one place", "Pack and plan without the last-minute scramble", "Make the most of every day away"],
    useCases: ["A traveler mapping out an itinerary before a two-week trip", "A family keeping bookings and packing lists together", "A digital nomad planning the next few cities"],
  },
  {
    words: ["goal", "vision", "gratitude", "mindfulness", "mood", "reflection", "self-care", "journal", "intention", "affirmation"],
    focus: "your goals",
    benefits: ["Turn big goals into clear weekly steps", "Reflect regularly and see how far you have come", "Start each day with intention instead of a to-do pile"],
    useCases: ["Someone breaking a yearly goal into weekly steps", "A busy professional ending the day with a short reflection", "A new graduate planning the first year after college"],
  },
  {
    words: ["family", "household", "chore", "cleaning", "kid", "mom", "home", "homeschool"],
    focus: "your household",
    benefits: ["Share the load with a household plan everyone can follow", "Keep chores, appointments and activities from slipping", "Spend less time coordinating and more time together"],
    useCases: ["A parent coordinating the family calendar and school activities", "A household keeping a weekly chore chart everyone can follow", "A homeschooling parent planning lessons for the week"],
  },
];
