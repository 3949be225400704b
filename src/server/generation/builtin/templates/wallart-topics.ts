import type { TopicCopy } from "./types";

export const WALLART_TOPICS: readonly TopicCopy[] = [
  {
    words: ["botanical", "plant", "flower", "floral", "leaf", "leaves", "garden", "nature", "tree", "fern", "wildflower"],
    focus: "nature-inspired decor",
    benefits: ["Bring a calm, natural feel into any room", "Add the freshness of greenery without the upkeep"],
    useCases: ["A plant lover finishing a sunny reading corner", "A renter softening a bare bedroom wall"],
  },
  {
    words: ["abstract", "geometric", "shape", "modern", "contemporary", "line", "color", "colour"],
    focus: "modern decor",
    benefits: ["Give a room a confident, modern focal point", "Tie together the colors already in your space"],
    useCases: ["A design lover styling a minimalist living room", "A homeowner adding a statement piece above the sofa"],
  },
  {
    words: ["boho", "neutral", "earthy", "terracotta", "sun", "moon", "rainbow", "mid-century", "scandinavian"],
    focus: "warm, relaxed decor",
    benefits: ["Create a warm, relaxed look that feels lived-in", "Pair easily with natural wood, linen and rattan"],
    useCases: ["Someone styling a cozy boho bedroom on a budget", "A new homeowner pulling an earthy color palette together"],
  },
  {
    words: ["quote", "typography", "word", "lettering", "affirmation", "saying", "motivational", "inspirational", "scripture", "verse"],
    focus: "words worth seeing every day",
    benefits: ["Start every day with words that lift your mood", "Make a personal statement that guests will notice"],
    useCases: ["A remote worker adding daily motivation above the desk", "A friend looking for a meaningful housewarming gift"],
  },
  {
    words: ["nursery", "baby", "kid", "kids", "child", "children", "animal", "alphabet", "playroom", "safari"],
    focus: "a child's room",
    benefits: ["Create a gentle, playful space for little ones", "Update the decor easily as your child grows"],
    useCases: ["Expecting parents finishing the nursery before the due date", "A parent refreshing a playroom on a small budget"],
  },
  {
    words: ["map", "city", "skyline", "travel", "country", "coordinates", "destination"],
    focus: "places that matter to you",
    benefits: ["Keep a favorite place close every day", "Turn travel memories into a conversation piece"],
    useCases: ["A traveler remembering a favorite city trip", "A couple celebrating the city where they met"],
  },
  {
    words: ["vintage", "retro", "antique", "classic", "old", "heritage", "museum", "exhibition"],
    focus: "timeless decor",
    benefits: ["Add character and a sense of history to modern rooms", "Get a curated, gallery look without gallery prices"],
    useCases: ["A collector building a vintage-style gallery wall", "A homeowner giving a hallway a classic, collected feel"],
  },
  {
    words: ["kitchen", "coffee", "food", "fruit", "cocktail", "wine", "bar", "cafe", "recipe"],
    focus: "your kitchen and dining spaces",
    benefits: ["Give the kitchen a finishing touch that feels personal", "Add a playful accent to dining and coffee corners"],
    useCases: ["A home cook brightening the kitchen with cheerful prints", "A coffee lover decorating a home coffee bar"],
  },
];
