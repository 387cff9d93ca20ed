import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { EN_COOKIE, EN_FOOTER, EN_MENU, EN_STORY, cards, keepsAndDrops, li, linkItems, ps, shell } from "../helpers/judge8-pages.js";

// Article shapes a CMS writes around a story's own parts: definition lists, footnotes, quoted posts,
// numbered how-to steps, FAQ accordions, admonitions, spec tables, timelines, interviews, poems and
// math. Each part stays once; the site's chrome of the same shape goes.

beforeAll(loadConverter);

const EN = EN_STORY;


const page = (title: string, main: string, lang = "en") => shell({ lang, title, site: "Harbour Times", cookie: EN_COOKIE, menu: EN_MENU, footer: EN_FOOTER, main });
const sidebar = `<aside class="sidebar"><h2>Most read</h2><ul>${linkItems(["Ferry fares rise again", "Lighthouse open day", "Storm damage bill"], "/news/")}</ul></aside>`;
const related = cards("Related stories", [["Ferry fares rise again", "Tickets cost more from May."], ["Lighthouse open day", "Visit the lamp room."], ["Storm damage bill", "The council counts the cost."]]);
const GONE = ["Most read", "Related stories", "Tickets cost more from May", EN_COOKIE, "Privacy policy"];

describe("main content: judge10r article shapes", () => {
  it("definition list in a story: terms and their definitions stay once", () => {
    const article = `<article class="post"><h1>Words of the quay</h1>${ps(EN.slice(0, 2))}<dl class="glossary"><dt>Bollard</dt><dd>A short post on the quay that mooring lines are tied to.</dd><dt>Fender</dt><dd>A cushion hung over the side to keep the hull off the wall.</dd><dt>Slipway</dt><dd>A ramp into the water for launching boats.</dd></dl>${ps(EN.slice(2))}</article>`;
    const markdown = scrape(page("Words of the quay", `<main>${article}${sidebar}</main>${related}`));
    keepsAndDrops(markdown, ["Words of the quay", EN[0], "Bollard", "A short post on the quay", "Fender", "A cushion hung over the side", "Slipway", "A ramp into the water", EN[3]], GONE);
  });

  it("footnotes: the numbered notes at the story's end stay, with their back links' text gone", () => {
    const article =
      `<article class="post"><h1>The 1911 wall</h1><p>${EN[0]}<sup id="fnref1"><a href="#fn1">1</a></sup></p><p>${EN[1]}<sup id="fnref2"><a href="#fn2">2</a></sup></p>${ps(EN.slice(2))}` +
      '<section class="footnotes" role="doc-endnotes"><hr><ol><li id="fn1"><p>Minutes of the harbour board, 14 March 2026, item 4. <a href="#fnref1" class="footnote-back">↩︎</a></p></li><li id="fn2"><p>The ferry company confirmed the landing stage in a letter to residents. <a href="#fnref2" class="footnote-back">↩︎</a></p></li></ol></section></article>';
    const markdown = scrape(page("The 1911 wall", `<main>${article}${sidebar}</main>${related}`));
    keepsAndDrops(markdown, ["The 1911 wall", EN[0], EN[3], "Minutes of the harbour board, 14 March 2026, item 4.", "The ferry company confirmed the landing stage"], GONE);
  });

  it("quoted post (blockquote embed with text): the post's words and its author line stay once; the embed script goes", () => {
    const tweet = '<blockquote class="twitter-tweet" data-lang="en"><p lang="en" dir="ltr">The north quay is finally getting its stone wall back. Proud of everyone who signed the petition! <a href="https://t.example/abc">pic.example/abc</a></p>&mdash; Porthaven Residents (@porthavenres) <a href="https://x.example/porthavenres/status/1">March 3, 2026</a></blockquote><script async src="https://platform.x.example/widgets.js" charset="utf-8"></script>';
    const article = `<article class="post"><h1>Stone wall approved</h1>${ps(EN.slice(0, 2))}${tweet}${ps(EN.slice(2))}</article>`;
    const markdown = scrape(page("Stone wall approved", `<main>${article}${sidebar}</main>${related}`));
    keepsAndDrops(markdown, ["Stone wall approved", EN[1], "The north quay is finally getting its stone wall back.", "Porthaven Residents", EN[2]], GONE);
  });

  it("how-to with numbered step headings: every step's heading and its text stay", () => {
    const step = (n: number, title: string, text: string) => `<div class="step" id="step-${n}"><h3 class="step-header"><span class="step-number">Step ${n}</span> ${title}</h3><p>${text}</p></div>`;
    const article =
      `<article class="howto"><h1>How to splice a mooring line</h1><p>${EN[0]}</p><div class="steps">` +
      step(1, "Unlay the rope", "Unlay about thirty centimetres of each end and tape the strands so they do not fray.") +
      step(2, "Marry the ends", "Push the two ends together so each strand lies between two strands of the other end.") +
      step(3, "Tuck the strands", "Tuck each strand over one and under the next, against the lay, five times on each side.") +
      `</div><p>${EN[3]}</p></article>`;
    const markdown = scrape(page("How to splice a mooring line", `<main>${article}${sidebar}</main>${related}`));
    keepsAndDrops(markdown, ["How to splice a mooring line", EN[0], "Step 1", "Unlay the rope", "Unlay about thirty centimetres", "Step 2", "Marry the ends", "Push the two ends together", "Step 3", "Tuck the strands", "Tuck each strand over one", EN[3]], GONE);
  });

  it("FAQ accordion (<details>/<summary>) inside the article: every question and answer stays", () => {
    const qa = (q: string, a: string) => `<details class="faq-item"><summary class="faq-question">${q}</summary><div class="faq-answer"><p>${a}</p></div></details>`;
    const article =
      `<article class="post"><h1>North quay works: your questions</h1>${ps(EN.slice(0, 2))}<h2>Frequently asked questions</h2><div class="faq accordion">` +
      qa("Will the ferry keep running?", "Yes, from a temporary landing stage on the south bank.") +
      qa("Where can I see the plans?", "In the town hall until the end of June.") +
      qa("How long will the works take?", "About seven months, from September to March.") +
      "</div></article>";
    const markdown = scrape(page("North quay works: your questions", `<main>${article}${sidebar}</main>${related}`));
    keepsAndDrops(markdown, ["North quay works: your questions", EN[1], "Frequently asked questions", "Will the ferry keep running?", "Yes, from a temporary landing stage", "Where can I see the plans?", "In the town hall until the end of June.", "How long will the works take?", "About seven months"], GONE);
  });

  it("docs page with admonitions (Note, Warning) keeps their titles and text", () => {
    const adm = (kind: string, title: string, text: string) => `<div class="admonition ${kind}"><p class="admonition-title">${title}</p><p>${text}</p></div>`;
    const doc =
      '<div class="document"><div class="body" role="main"><section id="install"><h1>Installing tidewatch</h1><p>tidewatch reads tide tables from the harbour office and prints the next high water.</p>' +
      adm("note", "Note", "tidewatch needs Python 3.11 or later.") +
      "<pre><code>pip install tidewatch</code></pre>" +
      adm("warning", "Warning", "Do not run the installer as root; it writes to your home directory.") +
      "<p>After installing, run <code>tidewatch --station porthaven</code> to check it works.</p></section></div></div>";
    const main = `<div class="wrapper"><div class="sphinxsidebar" role="navigation"><h3>Navigation</h3><ul>${linkItems(["Installing", "Configuration", "Stations"], "/docs/")}</ul></div>${doc}</div>`;
    const markdown = scrape(shell({ title: "Installing tidewatch", site: "tidewatch docs", cookie: EN_COOKIE, menu: ["Docs", "Blog"], footer: EN_FOOTER, main }), "https://tidewatch.example/docs/install.html");
    keepsAndDrops(markdown, ["Installing tidewatch", "tidewatch reads tide tables", "Note", "tidewatch needs Python 3.11 or later.", "pip install tidewatch", "Warning", "Do not run the installer as root", "After installing, run"], ["Configuration", EN_COOKIE, "Privacy policy"]);
  });

  it("product page spec table: the table of specifications stays under its heading", () => {
    const specs = [["Length", "4.2 m"], ["Beam", "1.6 m"], ["Weight", "68 kg"], ["Sail area", "7.4 m²"]];
    const product =
      '<div class="product-main"><h1 class="product-title">Harbour Dinghy 420</h1><div class="product-description">' +
      ps(["A stable two-person dinghy for club training and family sailing, built in the town since 1968.", "Its hull is laid up by hand in the same yard, and every boat is sailed in the harbour before it is delivered."]) +
      '</div><div class="product-specs"><h2 class="specs-heading">Specifications</h2><table class="specs-table"><tbody>' +
      specs.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join("") +
      "</tbody></table></div></div>";
    const markdown = scrape(page("Harbour Dinghy 420", `<main>${product}${cards("You may also like", [["Harbour Dinghy 360", "Smaller."], ["Harbour Skiff", "Faster."]])}</main>`), "https://harbourboats.example/boats/420");
    keepsAndDrops(markdown, ["Harbour Dinghy 420", "A stable two-person dinghy", "Specifications", "Length", "4.2 m", "Beam", "1.6 m", "Weight", "68 kg", "Sail area", "7.4 m²"], ["You may also like", EN_COOKIE]);
  });

  it("timeline of dated entries in a story stays whole", () => {
    const entry = (date: string, text: string) => `<li class="timeline-item"><span class="timeline-date">${date}</span><div class="timeline-content"><p>${text}</p></div></li>`;
    const article =
      `<article class="post"><h1>A wall's century</h1>${ps(EN.slice(0, 2))}<h2>Timeline</h2><ol class="timeline">` +
      entry("1911", "The first stone quay wall is built by the harbour company.") +
      entry("1953", "A storm surge tops the wall; it is raised by half a metre.") +
      entry("2024", "The winter storm breaks the wall in three places.") +
      entry("2026", "The board votes to rebuild the wall in stone.") +
      `</ol>${ps(EN.slice(2))}</article>`;
    const markdown = scrape(page("A wall's century", `<main>${article}${sidebar}</main>${related}`));
    keepsAndDrops(markdown, ["A wall's century", EN[1], "Timeline", "1911 The first stone quay wall", "1953 A storm surge tops the wall", "2024 The winter storm breaks", "2026 The board votes to rebuild", EN[3]], GONE);
  });

  it("Q&A interview (es) with bold speaker names keeps every question and answer", () => {
    const q = (text: string) => `<p><strong>Pregunta:</strong> ${text}</p>`;
    const a = (text: string) => `<p><strong>Mary Penrose:</strong> ${text}</p>`;
    const article =
      '<article class="entrevista"><h1>“El muro durará cien años”</h1><p class="entradilla">La presidenta de la junta del puerto explica por qué eligieron la piedra.</p>' +
      q("¿Por qué piedra y no hormigón?") + a("Porque el muro viejo aguantó más de un siglo y el hormigón del puerto vecino ya se agrieta.") +
      q("¿Y el ferri?") + a("Seguirá funcionando desde un embarcadero provisional en la orilla sur.") +
      q("¿Cuándo empiezan las obras?") + a("En septiembre, si no hay recursos de los vecinos.") +
      "</article>";
    const markdown = scrape(page("El muro durará cien años", `<main>${article}<aside class="sidebar"><h2>Lo más leído</h2><ul>${linkItems(["Suben las tarifas del ferri", "Jornada de puertas abiertas"], "/noticias/")}</ul></aside></main>`, "es"), "https://www.diariodelpuerto.example/entrevistas/muro");
    keepsAndDrops(markdown, ["El muro durará cien años", "La presidenta de la junta", "Pregunta: ¿Por qué piedra y no hormigón?", "Mary Penrose: Porque el muro viejo", "Pregunta: ¿Y el ferri?", "Mary Penrose: Seguirá funcionando", "Pregunta: ¿Cuándo empiezan las obras?", "Mary Penrose: En septiembre"], ["Lo más leído", "Suben las tarifas", EN_COOKIE]);
  });

  it("poem (fr) with <br> lines keeps every line, in stanzas", () => {
    const poem = '<div class="poem"><p>Le quai de pierre attend la mer,<br>Les bateaux dorment sous la pluie,<br>Et le phare compte les hivers.</p><p>Cent ans de vagues sur le mur,<br>Cent ans de filets et de voix,<br>La pierre garde le murmure.</p></div>';
    const article = `<article class="post"><h1>Le quai</h1><p class="chapo">Un poème de Jeanne Le Goff, lu à l'inauguration du chantier.</p>${poem}<p class="auteur">Jeanne Le Goff vit à Porthaven depuis quarante ans et écrit sur la mer.</p></article>`;
    const markdown = scrape(page("Le quai", `<main>${article}<aside class="sidebar"><h2>Les plus lus</h2><ul>${linkItems(["Le ferry augmente ses prix", "Portes ouvertes au phare"], "/actu/")}</ul></aside></main>`, "fr"), "https://www.journaldu-port.example/poemes/le-quai");
    keepsAndDrops(markdown, ["Le quai Un poème de Jeanne Le Goff", "Le quai de pierre attend la mer,", "Les bateaux dorment sous la pluie,", "Et le phare compte les hivers.", "Cent ans de vagues sur le mur,", "Cent ans de filets et de voix,", "La pierre garde le murmure."], ["Les plus lus", "Le ferry augmente", EN_COOKIE]);
  });

  it("math (KaTeX: MathML with its TeX annotation, and an aria-hidden copy) prints the formula once: the annotation is never shown", () => {
    const katex = '<span class="katex"><span class="katex-mathml"><math><semantics><mrow><mi>F</mi><mo>=</mo><mi>ρ</mi><mi>g</mi><mi>h</mi></mrow><annotation encoding="application/x-tex">F = \\rho g h</annotation></semantics></math></span><span class="katex-html" aria-hidden="true"><span class="base"><span class="mord mathnormal">F</span><span class="mrel">=</span><span class="mord mathnormal">ρ</span><span class="mord mathnormal">g</span><span class="mord mathnormal">h</span></span></span></span>';
    const article = `<article class="post"><h1>Why the wall broke</h1>${ps(EN.slice(0, 2))}<p>The pressure of the water on the wall grows with depth:</p><p class="equation">${katex}</p><p>where h is the depth of the water behind the wall, in metres.</p>${ps(EN.slice(2))}</article>`;
    const markdown = scrape(page("Why the wall broke", `<main>${article}${sidebar}</main>${related}`));
    keepsAndDrops(markdown, ["Why the wall broke", EN[1], "The pressure of the water on the wall grows with depth:", "F=ρgh", "where h is the depth of the water", EN[3]], [...GONE, "rho"]);
  });

  it("plain-div fact box at the story's start and end stays (list and text)", () => {
    const article =
      '<article class="story"><h1>Quay contract awarded</h1>' +
      `<div class="factbox"><h3>At a glance</h3><ul>${li(["Contract value: £2.2 million", "Wall length: 240 metres", "Finished by March 2027"])}</ul></div>` +
      ps(EN) +
      '<div class="infobox"><h3>The old wall</h3><p>Built in 1911 by the harbour company, patched eleven times, broken by the storm of 2024.</p></div></article>';
    const markdown = scrape(page("Quay contract awarded", `<main>${article}${sidebar}</main>${related}`));
    keepsAndDrops(markdown, ["Quay contract awarded", "At a glance", "Contract value: £2.2 million", "Wall length: 240 metres", "Finished by March 2027", EN[0], EN[3], "The old wall", "Built in 1911 by the harbour company"], GONE);
  });
});
