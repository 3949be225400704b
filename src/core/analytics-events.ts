/** Property names that are marketing identifiers: never part of our own first-party events (issue 15). */
export const MARKETING_PROPERTY = /^(utm_.*|gclid|fbclid|msclkid|gbraid|wbraid|dclid|ttclid)$/;
