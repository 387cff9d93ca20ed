import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { EN_COOKIE, EN_FOOTER, EN_STORY, keepsAndDrops, li, linkItems, ps, shell } from "../helpers/judge8-pages.js";

// Headings a CMS calls "header" in their class (a recipe card's "Zutaten" and "Zubereitung", a
// how-to's numbered steps): the word names the heading itself, so they stay with their lists. A
// heading whose class holds another chrome word ("widget-header", "sidebar-header") still goes.

beforeAll(loadConverter);


const DE_STORY: readonly [string, string] = [
  "Der Fischeintopf kommt aus der Hafenküche meiner Großmutter, die ihn jeden Freitag für die ganze Familie gekocht hat.",
  "Wichtig ist guter Fond: ein gekaufter geht auch, aber selbst gekocht schmeckt der Eintopf deutlich runder und kräftiger.",
];

describe("main content: headings called 'header'", () => {
  it("recipe card (de, Tasty Recipes shape): 'Zutaten', 'Zubereitung' and 'Notizen' stay over their lists; a sidebar widget's 'header' heading over text goes", () => {
    const card =
      '<div class="tasty-recipes tasty-recipes-display" id="tasty-recipes-12"><div class="tasty-recipes-entry-header"><h2 class="tasty-recipes-title">Hafen-Fischeintopf</h2><div class="tasty-recipes-details"><ul><li class="prep-time">Vorbereitung: 15 Min.</li><li class="cook-time">Kochzeit: 40 Min.</li></ul></div></div>' +
      `<div class="tasty-recipes-entry-content"><div class="tasty-recipes-ingredients"><h3 class="tasty-recipes-ingredients-header">Zutaten</h3><div class="tasty-recipes-ingredients-body"><ul>${li(["1 Liter Fischfond", "2 Tomaten, gehackt", "500 g Kabeljaufilet", "12 Miesmuscheln"])}</ul></div></div>` +
      `<div class="tasty-recipes-instructions"><h3 class="tasty-recipes-instructions-header">Zubereitung</h3><div class="tasty-recipes-instructions-body"><ol>${li(["Den Fond mit den Tomaten aufkochen und zehn Minuten köcheln lassen.", "Den Kabeljau in großen Stücken zugeben und sechs Minuten garen.", "Die Muscheln zugeben, zudecken und garen, bis sie sich öffnen."])}</ol></div></div>` +
      '<div class="tasty-recipes-notes"><h3 class="tasty-recipes-notes-header">Notizen</h3><div class="tasty-recipes-notes-body"><p>Jeder feste weiße Fisch geht; geschlossene Muscheln wegwerfen.</p></div></div></div></div>';
    const widget = (title: string, text: string) => `<section class="widget widget_text"><h3 class="widget-header">${title}</h3><div class="textwidget"><p>${text}</p></div></section>`;
    const main =
      `<div class="site-content"><main id="main"><article class="post"><h1 class="entry-title">Hafen-Fischeintopf</h1><div class="entry-content">${ps(DE_STORY)}${card}</div></article></main>` +
      `<aside id="secondary" class="widget-area">${widget("Über mich", "Ich koche seit zwanzig Jahren an der Küste und schreibe hier über Fisch, Brot und Gemüse aus dem Garten.")}${widget("Werbung", "Dieser Blog finanziert sich durch Partnerlinks; für dich ändert sich am Preis dadurch nichts.")}</aside></div>`;
    const page = shell({ lang: "de", title: "Hafen-Fischeintopf", site: "Hafenküche", cookie: "Wir verwenden Cookies.", menu: ["Rezepte", "Fisch", "Über mich"], footer: ["Impressum", "Datenschutz"], main });
    const markdown = scrape(page, "https://hafenkueche.example/hafen-fischeintopf/");
    keepsAndDrops(markdown, [DE_STORY[0], DE_STORY[1], "Zutaten", "1 Liter Fischfond", "12 Miesmuscheln", "Zubereitung", "Den Fond mit den Tomaten aufkochen", "Die Muscheln zugeben", "Notizen", "Jeder feste weiße Fisch geht"], ["Ich koche seit zwanzig Jahren", "Partnerlinks", "Wir verwenden Cookies", "Impressum"]);
  });

  it("how-to steps (en) with 'step-header' headings keep every step's heading once; a footer's 'footer-header' columns go", () => {
    const step = (n: number, title: string, text: string) => `<div class="step"><h3 class="step-header">Step ${n}: ${title}</h3><p>${text}</p></div>`;
    const article =
      `<article class="howto"><h1>How to splice a mooring line</h1><p>${EN_STORY[0]}</p>` +
      step(1, "Unlay the rope", "Unlay about thirty centimetres of each end and tape the strands so they do not fray.") +
      step(2, "Marry the ends", "Push the two ends together so each strand lies between two strands of the other end.") +
      step(3, "Tuck the strands", "Tuck each strand over one and under the next, against the lay, five times on each side.") +
      "</article>";
    const column = (title: string, text: string) => `<div class="footer-col"><h4 class="footer-header">${title}</h4><p>${text}</p></div>`;
    const main = `<main>${article}</main><div class="site-info">${column("Our mission", "We teach seamanship to everyone in the town, young and old, for free since 1952.")}${column("Visit us", "The club house on the south quay is open every Saturday from ten until four.")}</div>`;
    const page = shell({ title: "How to splice a mooring line", site: "Harbour Sailing Club", cookie: EN_COOKIE, menu: ["Courses", "Boats", "Join"], footer: EN_FOOTER, main });
    const markdown = scrape(page, "https://harboursailing.example/howto/splice");
    keepsAndDrops(markdown, ["How to splice a mooring line", "Step 1: Unlay the rope", "Unlay about thirty centimetres", "Step 2: Marry the ends", "Push the two ends together", "Step 3: Tuck the strands", "Tuck each strand over one"], ["Our mission", "We teach seamanship", "Visit us", EN_COOKIE, "Privacy policy"]);
  });

  it("a lone 'header' heading over a box of links (a sidebar's list of categories) still goes", () => {
    const article = `<article class="post"><h1>Stone wall approved</h1>${ps(EN_STORY)}</article>`;
    const main = `<main>${article}<div class="categories"><h3 class="header">Categories</h3><ul>${linkItems(["Harbour", "Ferries", "Weather", "Events"], "/cat/")}</ul></div></main>`;
    const markdown = scrape(shell({ title: "Stone wall approved", site: "Harbour Times", cookie: EN_COOKIE, menu: ["Home", "News"], footer: EN_FOOTER, main }));
    keepsAndDrops(markdown, ["Stone wall approved", EN_STORY[0], EN_STORY[3]], ["Categories", "Ferries", EN_COOKIE]);
  });
});
