/** Property names that are marketing identifiers: never part of our own first-party events (issue 15). */
export const MARKETING_PROPERTY = /^(utm_.*|gclid|fbclid|msclkid|gbraid|wbraid|dclid|ttclid)$/;

/** Words that make a property name personal data wherever they stand in it (`user_email`, `e_mail`, `mobile_no`). */
const PERSONAL_ANYWHERE = /e?mail|phone|mobile|birth|passport|ipaddr/;
/** A person's name under any of its usual names; a product's or a plan's name is not personal. */
const PERSON_NAME =
  /^(name|fname|lname|surname|forename)$|(first|last|full|given|family|middle|maiden|nick|user|display|real|legal|sur|customer|contact|person|buyer|account|owner)name$/;
/** Words that are personal data as whole words of the name (`ip`, but not `zip` or `tip`). */
const PERSONAL_WORDS = new Set(["ip", "tel", "fax", "sms", "address", "street", "postcode", "zip", "zipcode", "dob", "ssn"]);

/**
 * Whether a property name says it carries personal data (issue 30 item 12): e-mail, phone, a
 * person's name, an address and their obvious spellings. Our events never need one, so the server
 * refuses such a property rather than storing it. Digits and separators split words (`first_name2`).
 */
export function isPersonalDataProperty(name: string): boolean {
  const words = name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  if (PERSONAL_ANYWHERE.test(words.join(""))) return true;
  // `customer_name`, `name_first`, `user_name_hash`: a person's name at the start of the name.
  return words.some((word, i) => PERSONAL_WORDS.has(word) || PERSON_NAME.test(words.slice(0, i + 1).join("")));
}
