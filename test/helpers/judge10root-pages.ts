import { expect } from "vitest";

/**
 * Judge pages of issue 29 (judge10root): neutral texts in several languages, a page with a menu and
 * a footer, and the competing blocks (teasers, cards, comment threads) the tests set beside a story.
 */

export const en = (topic: string, n: number) =>
  `Line ${n} of the ${topic} text explains, calmly and at some length, why the old mill by the river was rebuilt after the flood of that spring.`;
export const de = (topic: string, n: number) =>
  `Absatz ${n} über ${topic} erzählt ausführlich, wie die alte Mühle am Fluss nach dem Hochwasser jenes Frühjahrs wieder aufgebaut wurde.`;
export const ja = (topic: string, n: number) => `${topic}の第${n}段落では、春の洪水のあとで川辺の古い水車小屋がどのように建て直されたかを、村の人々の言葉で詳しく説明している。`;
export const zh = (topic: string, n: number) => `关于${topic}的第${n}段介绍了春季洪水之后，河边那座老磨坊是如何在村民的帮助下一点一点重新建起来的。`;
export const ps = (make: (topic: string, n: number) => string, topic: string, count: number) =>
  Array.from({ length: count }, (_, n) => `<p>${make(topic, n)}</p>`).join("");

const nav = '<nav class="site-nav"><a href="/">Home</a> <a href="/news">News</a> <a href="/sport">Sport</a> <a href="/culture">Culture</a></nav>';
const footer = '<footer class="site-foot"><a href="/about">About</a> <a href="/privacy">Privacy</a> <a href="/contact">Contact</a></footer>';
export const page = (body: string, lang = "en") => `<html lang="${lang}"><head><title>The mill</title></head><body>${nav}${body}${footer}</body></html>`;

export const teasers = (count: number) =>
  Array.from(
    { length: count },
    (_, n) =>
      `<div class="item"><h3><a href="/news/story-${n}">Teaser headline number ${n} about the town</a></h3><p>A short excerpt of story ${n}, one line to tempt the reader on.</p></div>`,
  ).join("");

export const comments = (count: number) =>
  Array.from(
    { length: count },
    (_, n) =>
      `<div class="entry"><div class="meta"><a href="/u/reader${n}">reader${n}</a> <span>2 days ago</span></div><div class="body"><p>Reply ${n}: I grew up near that river and I remember the mill being closed for years, so it is good to hear that someone finally took care of it properly.</p></div><a href="#reply-${n}">Reply</a></div>`,
  ).join("");

export function expectAll(markdown: string, make: (topic: string, n: number) => string, topic: string, count: number): void {
  for (let n = 0; n < count; n++) expect(markdown).toContain(make(topic, n));
}

export const exc = (n: number) => `Excerpt ${n}: the council met on Monday, and after a long debate, with many voices, it voted for a new bridge, a park and a library.`;
export const rail = (count: number) => Array.from({ length: count }, (_, n) => `<div class="card"><h3><a href="/s/${n}">Headline ${n}: the council votes on the bridge</a></h3><p>${exc(n)}</p></div>`).join("");
