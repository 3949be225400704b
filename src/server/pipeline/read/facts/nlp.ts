import winkNLP from "wink-nlp";
import model from "wink-eng-lite-web-model";

// Loaded once per process (~130 ms). Only sentence boundaries and part-of-speech tags are used,
// so named entities and sentiment are left out of the pipe.
export const nlp = winkNLP(model, ["sbd", "pos"]);
export const its = nlp.its;
