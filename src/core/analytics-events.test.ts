import { describe, expect, it } from "vitest";
import { isPersonalDataProperty } from "./analytics-events";

describe("property names that carry personal data", () => {
  it("names e-mail, phone, a person's name and an address however they are spelled", () => {
    const personal = [
      ["email", "e_mail", "mail", "user_email", "emailaddress", "email_2", "contact_mail"],
      ["phone", "phone_number", "phonenumber", "mobile", "mobile_no", "tel", "tel_no", "fax", "sms"],
      ["name", "fname", "lname", "first_name", "firstname", "first_name2", "last_name", "lastname_1", "full_name", "surname"],
      ["user_name", "username", "display_name", "nickname", "customer_name", "contact_name", "name_first", "given_name"],
      ["ip", "ip_address", "client_ip", "ipaddr", "address", "street", "zip", "postcode", "birth_date", "birthday", "dob", "ssn"],
    ].flat();
    for (const name of personal) expect(isPersonalDataProperty(name), name).toBe(true);
  });

  it("lets through names that only look alike", () => {
    for (const name of [
      "tier",
      "interval",
      "category",
      "images",
      "ai",
      "plan_name",
      "product_name",
      "file_name",
      "hostname",
      "rename",
      "names_count",
      "tip",
      "zipped",
      "domain",
      "step",
      "display",
    ]) {
      expect(isPersonalDataProperty(name), name).toBe(false);
    }
  });
});
