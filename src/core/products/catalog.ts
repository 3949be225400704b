/** The three categories the wizard offers. */
export const CATEGORIES = ["course", "planner", "wallart"] as const;
export type Category = (typeof CATEGORIES)[number];

/** What the products table accepts; "others" exists only for rows created outside the wizard. */
export const STORED_CATEGORIES = ["planner", "wallart", "course", "others"] as const;

export function isCategory(value: unknown): value is Category {
  return typeof value === "string" && (CATEGORIES as readonly string[]).includes(value);
}

export const CATEGORY_CARDS = {
  course: {
    title: "Online Course",
    description: "Educational content with curriculum, lessons and learning objectives",
  },
  planner: {
    title: "Digital Planner/Dashboard",
    description: "Organizational tools, planners, or interactive dashboards",
  },
  wallart: {
    title: "Wall Art",
    description: "Visual designs, printables, or decorative graphics",
  },
} as const satisfies Record<Category, { title: string; description: string }>;

export const COMPATIBLE_APPS = ["notion", "notability", "goodnotes", "onenote", "apple-notes", "evernote", "obsidian", "custom-other"] as const;

export const FILE_FORMATS = ["pdf", "png", "jpeg", "keynote", "pptx", "psd", "figma", "canva"] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

export const FILE_FORMAT_LABELS = {
  pdf: "PDF",
  png: "PNG",
  jpeg: "JPEG",
  keynote: "Keynote",
  pptx: "PowerPoint (PPTX)",
  psd: "Photoshop (PSD)",
  figma: "Figma",
  canva: "Canva",
} as const satisfies Record<FileFormat, string>;

// Brand spellings that title-casing would get wrong ("Goodnotes", "Ios").
const PLATFORM_LABELS: Record<string, string> = {
  notion: "Notion",
  notability: "Notability",
  goodnotes: "GoodNotes",
  onenote: "OneNote",
  "apple-notes": "Apple Notes",
  evernote: "Evernote",
  obsidian: "Obsidian",
  "custom-other": "Custom/Other",
  web: "Web",
  mobile: "Mobile",
  desktop: "Desktop",
  ios: "iOS",
  android: "Android",
  windows: "Windows",
  macos: "macOS",
  linux: "Linux",
};

function capitaliseWords(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

export function platformLabel(value: string): string {
  const key = value.trim().toLowerCase();
  if (Object.hasOwn(PLATFORM_LABELS, key)) return PLATFORM_LABELS[key] ?? key;
  return capitaliseWords(value.replace(/[-_]+/g, " "));
}

// Stored names that capitalising would get wrong ("Wallart").
const CATEGORY_LABELS: Record<string, string> = { wallart: "Wall Art" };

/** The one way a stored category is shown: "wallart" and "wall_art" as "Wall Art", nothing as "Not specified". */
export function categoryLabel(category: string | null | undefined): string {
  const key = (category ?? "").trim().toLowerCase();
  if (Object.hasOwn(CATEGORY_LABELS, key)) return CATEGORY_LABELS[key] ?? key;
  return capitaliseWords((category ?? "").replace(/_/g, " ")) || "Not specified";
}
