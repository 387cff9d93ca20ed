import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";

// A page of plain divs whose chosen blocks reach up to its wrapper: the site's logo linked to its
// home page (`site-logos.ts`), the author's box linked to "/autoren/" (`author-box.ts`) and the
// footer line of legal links and a copyright notice (`chrome-text.ts`) go; the story stays.

const markdownOf = mainContentMarkdown("https://www.regionalzeitung.example/wirtschaft/energiewende-doerfer");

const page = [
  "<!doctype html><html lang=\"de\"><head><meta charset=\"utf-8\"><title>Wie die Energiewende Dörfer verändert - Regionalzeitung</title></head>",
  "<body><div id=\"wrapper\"><div class=\"top\"><div class=\"logo\"><a href=\"/\"><img src=\"/logo.png\" alt=\"Regionalzeitung\"></a></div>",
  "<div class=\"menu\"><a href=\"/politik\">Politik</a> | <a href=\"/wirtschaft\">Wirtschaft</a> | <a href=\"/sport\">Sport</a> | <a href=\"/kultur\">Kultur</a> | <a href=\"/abo\">Abo</a></div></div>",
  "<div class=\"cols\"><div class=\"col-main\">",
  "<div class=\"kicker\">Energie</div>",
  "<div class=\"headline\"><h1>Wie die Energiewende Dörfer verändert</h1></div>",
  "<div class=\"info\">Von Klaus Weber | 14.11.2026, 08:30 Uhr | Lesezeit: 5 Minuten</div>",
  "<div class=\"teaser-text\"><b>In Brandenburg produzieren immer mehr Gemeinden ihren eigenen Strom. Ein Besuch in Feldheim, wo das seit Jahren funktioniert.</b></div>",
  "<div class=\"bild\"><img src=\"/bilder/windpark.jpg\" alt=\"Windräder bei Feldheim\"><div class=\"bildunterschrift\">Windräder am Rand von Feldheim. Foto: dpa</div></div>",
  "<div class=\"text\">",
  "<p>Feldheim hat rund 130 Einwohner, 55 Windräder und ein eigenes Stromnetz. Seit 2010 versorgt sich das Dorf vollständig selbst mit Strom und Wärme, und die Preise liegen unter dem Durchschnitt.</p>",
  "<p>„Am Anfang haben viele gezweifelt\", sagt Bürgermeister Michael Raschemann. „Heute kommen Besucher aus der ganzen Welt, um sich das anzusehen.\"</p>",
  "<div class=\"infobox\"><h3>Feldheim in Zahlen</h3><ul><li>Einwohner: 130</li><li>Windräder: 55</li><li>Biogasanlage: 1</li><li>Strompreis: 16,6 Cent pro kWh</li></ul></div>",
  "<p>Das Modell lässt sich jedoch nicht überall übertragen. Viele Gemeinden fehlt das Geld für ein eigenes Netz, und die Genehmigungen dauern oft Jahre.</p>",
  "<div class=\"mehr\"><span>Mehr zum Thema</span><ul><li><a href=\"/energie/1\">Strompreise steigen im Winter</a></li><li><a href=\"/energie/2\">Neue Solarpflicht für Neubauten</a></li></ul></div>",
  "<p>Das Land will nun mit einem Förderprogramm helfen. Bis 2030 sollen 50 weitere Dörfer folgen.</p>",
  "</div>",
  "<div class=\"autor-box\"><img src=\"/autoren/weber.jpg\" alt=\"\"><p><b>Klaus Weber</b> ist Redakteur im Ressort Wirtschaft.</p><a href=\"/autoren/weber\">Alle Artikel</a></div>",
  "<div class=\"social\">Teilen: <a href=\"#\">Facebook</a> <a href=\"#\">Twitter</a> <a href=\"#\">WhatsApp</a></div>",
  "<div class=\"paywall-box\"><p>Jetzt weiterlesen mit RZ+: Testen Sie 4 Wochen für 0,99 €</p><a href=\"/abo\">Jetzt abonnieren</a></div>",
  "<div class=\"teaser-list\"><h2>Das könnte Sie auch interessieren</h2>",
  "<div class=\"teaser\"><a href=\"/a1\"><img src=\"/t1.jpg\"><span class=\"t-title\">Bauern protestieren in Potsdam</span></a><span class=\"t-date\">13.11.2026</span></div>",
  "<div class=\"teaser\"><a href=\"/a2\"><img src=\"/t2.jpg\"><span class=\"t-title\">Neuer Radweg an der Havel</span></a><span class=\"t-date\">12.11.2026</span></div>",
  "<div class=\"teaser\"><a href=\"/a3\"><img src=\"/t3.jpg\"><span class=\"t-title\">Kita-Gebühren sinken</span></a><span class=\"t-date\">11.11.2026</span></div></div>",
  "</div>",
  "<div class=\"col-right\"><div class=\"box\"><b>Meistgelesen</b><ol><li><a href=\"/m1\">Unfall auf der A10</a></li><li><a href=\"/m2\">Weihnachtsmarkt öffnet</a></li></ol></div><div class=\"ad\">Anzeige</div></div>",
  "</div>",
  "<div class=\"bottom\">Impressum · Datenschutz · Kontakt · © Regionalzeitung 2026</div></div></body></html>"
].join("\n");

describe("a plain-div page's wrapper chrome", () => {
  it("drops the logo, the author's box and the footer line, keeping the story and its own links", () => {
    const markdown = markdownOf(page);
    expect(markdown.startsWith("# Wie die Energiewende Dörfer verändert")).toBe(true);
    expect(markdown).not.toContain("logo.png");
    expect(markdown).not.toContain("Klaus Weber");
    expect(markdown).not.toContain("Impressum");
    expect(markdown).toContain("Feldheim hat rund 130 Einwohner");
    expect(markdown).toContain("Das Land will nun mit einem Förderprogramm helfen.");
  });

  it("keeps a picture of the story that links elsewhere", () => {
    const markdown = markdownOf(page.replace('<div class="text">', '<div class="text"><p><a href="/bilder/gross.jpg"><img src="/bilder/dorf.jpg" alt="Das Dorf"></a></p>'));
    expect(markdown).toContain("[![Das Dorf](https://www.regionalzeitung.example/bilder/dorf.jpg)](https://www.regionalzeitung.example/bilder/gross.jpg)");
  });
});
