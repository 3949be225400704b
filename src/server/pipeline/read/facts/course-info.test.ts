import { describe, expect, it } from "vitest";
import { readFacts } from "./read-facts";

const info = (description: string) =>
  readFacts({ description, category: "course", targetPlatform: [], fileFormats: null, testimonial: null, imageCount: 1 }).courseInfo ?? {};

describe("readCourseInfo: the instructor", () => {
  it.each([
    ["Watercolour for beginners, taught by Jane Doe. Eight lessons.", "Jane Doe"],
    ["Hi, I'm Maria, a certified yoga teacher, and this is my morning flow.", "Maria"],
    ["I'm Tomasz Nowak and I have repaired bikes for 20 years.", "Tomasz Nowak"],
    ["Sawasdee! My name is Nok, I grow up in Chiang Mai.", "Nok"],
    ["Your instructor, Priya Raman, has coached runners since 2010.", "Priya Raman"],
    ["Instructor: Dr. Ahmed Hassan. Twelve lectures on anatomy.", "Dr. Ahmed Hassan"],
    ["This course is presented by Lena Fischer from our Berlin studio.", "Lena Fischer"],
    ["Pottery at home, taught by Rose Walker.", "Rose Walker"],
  ])("reads the person in %j", (description, name) => {
    expect(info(description).instructor).toBe(name);
  });

  it.each([
    ["Taught by a teacher with 20 years of experience."],
    ["Created by a former nursery teacher and mum of three."],
    ["I'm a certified infant sleep consultant with 8 years of experience."],
    ["I'm Canadian and I have been knitting since I was six."],
    ["Led by Certified Trainers from the industry."],
    ["Taught by Industry Professionals."],
    ["I teach this at university level and made it for my own students."],
    ["This course was created by a Deaf instructor and a CODA."],
    ["Taught by 3 instructors with 40 years between them."],
  ])("finds no name in %j", (description) => {
    expect(info(description).instructor).toBeUndefined();
  });
});

describe("readCourseInfo: the duration", () => {
  it.each([
    ["31 lessons / 4.5 hours. Stock plugins only.", "4.5 hours"],
    ["42 lessons, about 7 hours.", "About 7 hours"],
    ["Power BI dashboards for HR teams, beginner friendly, 3h", "3 hours"],
    ["This is a 21-day tone bootcamp: one 8-minute video a day.", "21 days"],
    ["This 9-week plan takes you to 5K, with three 30-minute sessions a week.", "9 weeks"],
    ["Learn hiragana in 14 days with mnemonics.", "14 days"],
    ["Sourdough class. 12 short videos, total 3 hours.", "3 hours"],
    ["Excel for bookkeeping. 4 hours of video + a workbook.", "4 hours of video"],
    ["Yoga training over 6 weeks, with 20 hours of video.", "6 weeks (20 hours of video)"],
    ["PMP Exam Prep - 35 contact hours (meets the PMI requirement).", "35 contact hours"],
    ["Zero to 10 strict pull-ups. 8 week program, bar needed.", "8 weeks"],
  ])("reads the total in %j", (description, duration) => {
    expect(info(description).duration).toBe(duration);
  });

  it.each([
    ["Each lecture is about 45 minutes and is illustrated with images."],
    ["Lessons are short (5-12 minutes) so you can practise every day."],
    ["For babies aged 4 to 18 months. Is your baby waking every 45 minutes?"],
    ["You'll learn how to structure any talk in 20 minutes. Most people finish in two weeks."],
    ["Brooder setup, heat plates and the first 6 weeks."],
    ["How to freeze paste for 3 months."],
    ["Includes a 6-week study schedule and 600 practice questions."],
    ["Mic technique for 6-hour sessions. I've been welding for 22 years."],
    ["Spectroscopy basics: IR and 1H NMR."],
  ])("takes no part, age or task time for the total in %j", (description) => {
    expect(info(description).duration).toBeUndefined();
  });
});

describe("readCourseInfo: level, language and certificate", () => {
  it("names the level the reader found", () => {
    expect(info("Knitting for absolute beginners.").level).toBe("Beginner");
    expect(info("Not suitable for complete beginners: you should know the basics.").level).toBe("Intermediate");
    expect(info("Suitable for all levels!").level).toBe("All levels");
    expect(info("Chess openings, with every line explained.").level).toBeUndefined();
  });

  it.each([
    ["The course is taught in Spanish with English subtitles.", "Spanish, with English subtitles"],
    ["All lessons are in French.", "French"],
    ["Language: German. Twelve units.", "German"],
    ["Videos are recorded in English and Portuguese.", "English and Portuguese"],
  ])("reads the language in %j", (description, language) => {
    expect(info(description).language).toBe(language);
  });

  it.each([
    ["Every video has English subtitles."],
    ["Business German for professionals relocating to Germany."],
    ["Recipe PDF in English with pictures."],
    ["You should be comfortable writing in English."],
  ])("reads no course language from %j", (description) => {
    expect(info(description).language).toBeUndefined();
  });

  it.each([
    ["Certificate of completion for your application.", "Certificate of completion"],
    ["You'll receive a downloadable certificate when you finish.", "Certificate of completion"],
    ["Includes a CPD certificate and lifetime access.", "CPD certificate"],
    ["There is no certificate; this is a hobby course.", "No certificate"],
    ["The course does not include a certificate of completion.", "No certificate"],
  ])("reads the certificate in %j", (description, certificate) => {
    expect(info(description).certificate).toBe(certificate);
  });

  it.each([
    ["EPA 608 Certification Prep: 420 practice questions."],
    ["Please note: this course will not certify you as an interpreter."],
    ["Also not a certification prep."],
    ["Buy it as a gift certificate for a friend."],
    ["Written by a certified infant sleep consultant."],
  ])("reads no certificate from %j", (description) => {
    expect(info(description).certificate).toBeUndefined();
  });

  it("reads nothing for other categories", () => {
    const sheet = readFacts({
      description: "Planner taught by Jane Doe.",
      category: "planner",
      targetPlatform: [],
      fileFormats: null,
      testimonial: null,
      imageCount: 1,
    });
    expect(sheet.courseInfo).toBeUndefined();
  });
});
