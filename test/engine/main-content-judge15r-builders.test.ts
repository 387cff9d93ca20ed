import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { keepsAndDrops, li, linkItems, ps } from "../helpers/judge8-pages.js";
import { CHROME_WORDS, said, stackPage } from "../helpers/judge15r-pages.js";

// Page builders that set every block of the story in a widget of its own (Elementor, SiteOrigin):
// an accordion or a table between two text widgets keeps its list or table — the text widgets are
// the running text around it, and an accordion's title that is a script's `<a tabindex>` is no link —
// while a widget of links to the site's pages at the same place still goes.

beforeAll(loadConverter);

const gone = [...CHROME_WORDS];
const elementor = (type: string, inner: string) => `<div class="elementor-element elementor-widget elementor-widget-${type}" data-widget_type="${type}.default"><div class="elementor-widget-container">${inner}</div></div>`;
const accordion = (title: string, inner: string) =>
  `<div class="elementor-accordion" role="tablist"><div class="elementor-accordion-item"><div id="elementor-tab-title-1" class="elementor-tab-title" data-tab="1" role="button" aria-controls="elementor-tab-content-1" aria-expanded="false"><span class="elementor-accordion-icon" aria-hidden="true"><i class="fas fa-plus"></i></span><a class="elementor-accordion-title" tabindex="0">${title}</a></div><div id="elementor-tab-content-1" class="elementor-tab-content elementor-clearfix" data-tab="1" role="region" aria-labelledby="elementor-tab-title-1">${inner}</div></div></div>`;
const de = (...n: number[]) => ps(n.map((k) => said("de", k)));

describe("main content (judge15r): lists and tables in page builders' widgets", () => {
  it("(de) Elementor: an accordion's list between two text widgets stays with its title", () => {
    const page = `<div data-elementor-type="wp-page" class="elementor">${elementor("heading", '<h1 class="elementor-heading-title">Liegeplätze</h1>')}${elementor("text-editor", de(0, 1))}${elementor("accordion", accordion("Was kostet ein Liegeplatz?", `<ul>${li(["bis 8 m: 400 € im Jahr", "bis 12 m: 650 € im Jahr"])}</ul>`))}${elementor("text-editor", de(2, 3))}</div>`;
    keepsAndDrops(scrape(stackPage(page, "de", "Liegeplätze")), [said("de", 1), "Was kostet ein Liegeplatz?", "bis 8 m: 400 € im Jahr", "bis 12 m: 650 € im Jahr", said("de", 2)], gone);
  });

  it("SiteOrigin: a table in a 'widget' panel between two text panels stays", () => {
    const panel = (inner: string) => `<div class="so-panel widget widget_sow-editor panel-first-child"><div class="so-widget-sow-editor"><div class="siteorigin-widget-tinymce textwidget">${inner}</div></div></div>`;
    const table = '<table><tbody><tr><td>Liegeplatz bis 8 m</td><td>400 €</td></tr><tr><td>Liegeplatz bis 12 m</td><td>650 €</td></tr></tbody></table>';
    const page = `<div id="pl-12" class="panel-layout"><div class="panel-grid"><div class="panel-grid-cell"><h1>Liegeplätze</h1>${panel(de(0, 1))}${panel(`<h3>Preise</h3>${table}`)}${panel(de(2, 3))}</div></div></div>`;
    keepsAndDrops(scrape(stackPage(page, "de", "Liegeplätze")), [said("de", 1), "Preise", "Liegeplatz bis 8 m 400 €", "Liegeplatz bis 12 m 650 €", said("de", 2)], gone);
  });

  it("the same places holding an accordion of links to the site's pages and a widget of recent posts still lose them", () => {
    const links = accordion("Mehr zum Hafen", `<ul>${linkItems(["Fährplan", "Hafenwebcam", "Hafengeschichte"], "/seiten/")}</ul>`);
    const recent = `<div class="so-panel widget widget_recent_entries"><h3 class="widget-title">Neueste Beiträge</h3><ul>${linkItems(["Neue Fähre ab Juni", "Der alte Kran im Museum"], "/news/")}</ul></div>`;
    const page = `<div data-elementor-type="wp-page" class="elementor">${elementor("heading", '<h1 class="elementor-heading-title">Liegeplätze</h1>')}${elementor("text-editor", de(0, 1))}${elementor("accordion", links)}${elementor("text-editor", de(2))}${recent}${elementor("text-editor", de(3))}</div>`;
    keepsAndDrops(scrape(stackPage(page, "de", "Liegeplätze")), [said("de", 1), said("de", 2), said("de", 3)], [...gone, "Hafenwebcam", "Neueste Beiträge", "Neue Fähre ab Juni"]);
  });
});
