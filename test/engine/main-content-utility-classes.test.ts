import { beforeAll, describe, expect, it } from "vitest";
import { expectFaithful, loadConverter, scrape, words } from "../helpers/article-page.js";
import { isUtilityClass } from "../../src/engine/content/utility-classes.js";

// Tailwind and Bootstrap put "text-white", "text-center" or "text-muted" on every kind of block: the word
// "text" there is styling, not a name for the story's container (`utility-classes.ts`).

beforeAll(loadConverter);

const story = [
  "A washing machine is one of the appliances a household runs most often, and the right size saves both water and power over its life.",
  "Capacity is the weight of dry laundry a drum takes in one wash; a machine run half empty wastes water, and a small one runs twice as often.",
  "Energy labels changed in 2021: the old A+++ became roughly a B or a C, so compare machines by the kilowatt hours printed under the letter.",
];

function tailwindShop(banner: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>How to choose a washing machine | HomeTech</title></head><body class="font-sans bg-white text-slate-800">' +
    banner +
    '<header class="border-b"><div class="max-w-7xl mx-auto flex gap-6"><a href="/" class="text-2xl font-extrabold">HomeTech</a><nav><ul class="flex gap-5 text-sm"><li><a href="/appliances">Appliances</a></li><li><a href="/tv">Televisions</a></li><li><a href="/guides">Buying guides</a></li></ul></nav></div></header>' +
    '<main class="max-w-7xl mx-auto px-4 py-8 grid grid-cols-12 gap-8"><div class="col-span-12 lg:col-span-8"><article class="space-y-5">' +
    '<h1 class="text-3xl font-bold">How to choose a washing machine</h1>' +
    story.map((text) => `<p class="text-base md:text-lg leading-relaxed">${text}</p>`).join("") +
    "</article></div></main>" +
    '<footer class="text-center text-sm text-slate-500 py-8"><p>© 2026 HomeTech Ltd.</p></footer></body></html>'
  );
}

describe("main content: framework utility classes name nothing", () => {
  it("reads text-, content- and columns- utilities (with variants) as no name, and names that only start so as names", () => {
    for (const token of ["text-white", "text-sm", "md:text-lg", "text-slate-800", "text-muted", "text-bg-warning", "text-center", "text-[13px]", "content-center", "columns-2"]) expect(isUtilityClass(token), token).toBe(true);
    for (const token of ["text", "text-block", "text-content", "textwidget", "content-area", "columns-left"]) expect(isUtilityClass(token), token).toBe(false);
  });

  it("leaves out a shop's announcement bar styled with text utilities above its header", () => {
    const markdown = scrape(tailwindShop('<div class="bg-orange-600 text-white text-center text-sm py-2">Free delivery on orders over 50 pounds this week only</div>'));
    for (const text of story) expect(words(markdown)).toContain(text);
    expect(words(markdown)).not.toContain("Free delivery on orders over 50 pounds");
    expectFaithful(markdown);
  });
});
