import type { TopicCopy } from "./types";

export const COURSE_TOPICS: readonly TopicCopy[] = [
  {
    words: ["python", "javascript", "code", "coding", "programming", "developer", "sql", "html", "css", "web", "app", "software", "function", "script"],
    focus: "programming",
    benefits: ["Write working code with confidence instead of copying snippets", "Think through problems the way developers do"],
    useCases: ["A career changer learning to code in the evenings after work", "An analyst automating repetitive spreadsheet tasks"],
  },
  {
    words: ["data", "analysis", "analytics", "excel", "spreadsheet", "dashboard", "statistics", "pandas", "chart"],
    focus: "working with data",
    benefits: ["Turn raw data into clear answers and charts", "Make decisions backed by numbers rather than guesses"],
    useCases: ["A marketer building reports without waiting on the data team", "A small business owner making sense of sales numbers"],
  },
  {
    words: ["design", "figma", "canva", "photoshop", "illustrator", "logo", "brand", "branding", "ui", "ux", "typography", "layout"],
    focus: "design",
    benefits: ["Create polished designs that look professionally made", "Understand why a design works, not just how to copy it"],
    useCases: ["A small business owner designing their own brand assets", "A junior designer building a stronger portfolio"],
  },
  {
    words: ["marketing", "seo", "instagram", "tiktok", "social", "content", "email", "audience", "ads", "brand", "etsy", "sales"],
    focus: "marketing",
    benefits: ["Reach the right audience without wasting budget", "Plan content with a clear strategy instead of guesswork"],
    useCases: ["A shop owner growing sales through social media", "A freelancer attracting clients with better content"],
  },
  {
    words: ["watercolor", "watercolour", "painting", "drawing", "procreate", "illustration", "sketch", "calligraphy", "lettering", "art", "acrylic"],
    focus: "your art",
    benefits: ["Build real skill and a style that feels like your own", "Enjoy a creative practice that helps you unwind"],
    useCases: ["A hobbyist picking up a brush for the first time in years", "An illustrator adding a new medium to their work"],
  },
  {
    words: ["photography", "photo", "camera", "lightroom", "video", "editing", "youtube", "filmmaking"],
    focus: "photography and video",
    benefits: ["Capture images you are proud to share", "Edit faster with a workflow that makes sense"],
    useCases: ["A new camera owner moving beyond auto mode", "A creator improving the look of their YouTube videos"],
  },
  {
    words: ["business", "freelance", "freelancing", "entrepreneur", "startup", "finance", "investing", "money", "budget", "pricing", "client"],
    focus: "your business",
    benefits: ["Make confident decisions about money and growth", "Avoid costly mistakes others learned the hard way"],
    useCases: ["A freelancer setting prices with confidence", "A side-hustler turning an idea into a first product"],
  },
  {
    words: ["spanish", "french", "german", "italian", "japanese", "english", "language", "grammar", "vocabulary", "speaking", "pronunciation"],
    focus: "the language",
    benefits: ["Speak with more confidence in everyday conversations", "Understand grammar without memorizing endless rules"],
    useCases: ["A traveler preparing for a trip abroad", "A professional brushing up before moving for work"],
  },
  {
    words: ["yoga", "fitness", "meditation", "nutrition", "health", "wellness", "mindfulness", "workout", "pilates", "breathwork"],
    focus: "your wellbeing",
    benefits: ["Build a routine you can keep up at home", "Feel stronger, calmer and more in control of your health"],
    useCases: ["A desk worker easing back pain with a daily routine", "A beginner building a home practice"],
  },
  {
    words: ["baking", "bread", "sourdough", "cooking", "recipe", "pastry", "cake", "kitchen", "chef"],
    focus: "your cooking",
    benefits: ["Cook with confidence instead of following recipes nervously", "Impress friends and family with dishes you made yourself"],
    useCases: ["A home cook finally mastering sourdough", "A parent preparing healthier family meals"],
  },
];
