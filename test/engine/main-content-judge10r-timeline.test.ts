import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { EN_COOKIE, EN_FOOTER, EN_STORY, keepsAndDrops, li, linkItems, ps, shell } from "../helpers/judge8-pages.js";

// A timeline set in divs (each entry a date, then a sentence): many short scraps and no paragraph,
// like a player's controls, and dates standing alone, like a dateline. The sentences make it the
// story's (scrap-sentences.ts) and a date opening an entry of a run of like entries is the entry's
// (dated-entries.ts). Player controls, the article's own dateline and an archive's dated links go.

beforeAll(loadConverter);


const IT: readonly [string, string, string] = [
  "Il consiglio del porto ha deciso martedì di ricostruire in pietra il muro del molo nord, dopo due anni di discussioni sui costi.",
  "I lavori cominciano a settembre e il traghetto continuerà a partire da un pontile provvisorio sulla riva sud.",
  "I cittadini possono vedere i progetti in municipio fino alla fine di giugno e presentare osservazioni scritte.",
];

describe("main content: timelines in divs", () => {
  it("(it) a timeline of <time> and a sentence per entry stays with its years; the dateline over the story and the player's controls go", () => {
    const entry = (year: string, text: string) => `<div class="cronologia__voce"><time datetime="${year}">${year}</time><div class="cronologia__testo">${text}</div></div>`;
    const player = '<div class="player"><span>Riproduci</span><span>1x</span><span>00:00</span><span>/</span><span>03:12</span><span>Muto</span><span>Schermo intero</span></div>';
    const article =
      `<article class="articolo"><h1>Un secolo di molo</h1><div class="data"><time datetime="2026-03-03">3 marzo 2026</time></div>${player}${ps(IT.slice(0, 2))}<h2>Le tappe</h2><div class="cronologia">` +
      entry("1911", "La compagnia del porto costruisce il primo muro in pietra.") +
      entry("1953", "Una mareggiata supera il muro, che viene alzato di mezzo metro.") +
      entry("2024", "La tempesta d'inverno rompe il muro in tre punti.") +
      entry("2026", "Il consiglio vota la ricostruzione in pietra.") +
      `</div>${ps(IT.slice(2))}</article>`;
    const main = `<main>${article}<aside class="laterale"><h2>I più letti</h2><ul>${linkItems(["Aumentano i biglietti del traghetto", "Il faro apre le porte"], "/notizie/")}</ul></aside></main>`;
    const page = shell({ lang: "it", title: "Un secolo di molo", site: "Gazzetta del Porto", cookie: "Usiamo i cookie.", menu: ["Notizie", "Sport", "Cultura"], footer: ["Privacy", "Contatti"], main });
    const markdown = scrape(page, "https://www.gazzettadelporto.example/notizie/un-secolo-di-molo");
    keepsAndDrops(markdown, ["Un secolo di molo", IT[0], IT[1], "Le tappe", "1911", "La compagnia del porto costruisce", "1953", "Una mareggiata supera il muro", "2024", "La tempesta d'inverno rompe", "2026", "Il consiglio vota la ricostruzione", IT[2]], ["3 marzo 2026", "Riproduci", "Schermo intero", "I più letti", "Usiamo i cookie"]);
  });

  it("(de) a song's short lines written into a div between <br>s stay, line by line; a ticker of spans beside them goes", () => {
    const lyrics = '<div class="liedtext">Stein auf Stein<br>Well auf Well<br>Halt die Mauer<br>Hell und schnell<br><br>Fährenglocke<br>Morgengrau<br>Netze drinnen<br>Himmel blau</div>';
    const ticker = '<div class="ticker"><span>DAX</span><span>15.432</span><span>+0,4 %</span><span>Dow</span><span>38.120</span><span>-0,2 %</span><span>Euro</span><span>1,08 $</span></div>';
    const intro = "Zur Einweihung der Baustelle sang der Hafenchor ein neues Lied über die alte Mauer, geschrieben von zwei Fischern aus dem Ort.";
    const outro = "Das Lied soll im Sommer beim Hafenfest wieder gesungen werden, dann mit dem ganzen Chor und der Blaskapelle.";
    const article = `<article class="artikel"><h1>Ein Lied für die Mauer</h1><p>${intro}</p>${ticker}${lyrics}<p>${outro}</p></article>`;
    const page = shell({ lang: "de", title: "Ein Lied für die Mauer", site: "Hafenzeitung", cookie: "Wir verwenden Cookies.", menu: ["Start", "Lokales"], footer: ["Impressum"], main: `<main>${article}</main>` });
    const markdown = scrape(page, "https://www.hafenzeitung.example/lokales/lied");
    keepsAndDrops(markdown, ["Ein Lied für die Mauer", intro, "Stein auf Stein", "Well auf Well", "Halt die Mauer", "Hell und schnell", "Fährenglocke", "Morgengrau", "Netze drinnen", "Himmel blau", outro], ["DAX", "15.432", "Wir verwenden Cookies"]);
  });

  it("an archive of dated links after the story (the same shape: a date, then a headline link) still goes", () => {
    const entry = (date: string, title: string, n: number) => `<div class="archive-entry"><time>${date}</time><a href="/2026/${n}">${title}</a></div>`;
    const article = `<article class="post"><h1>Stone wall approved</h1>${ps(EN_STORY)}</article>`;
    const archive = `<div class="archive"><h2>From the archive</h2>${entry("March 1, 2026", "Ferry fares rise again in the spring", 1)}${entry("February 20, 2026", "Lighthouse open day draws a crowd", 2)}${entry("February 12, 2026", "Storm damage bill comes in higher", 3)}</div>`;
    const markdown = scrape(shell({ title: "Stone wall approved", site: "Harbour Times", cookie: EN_COOKIE, menu: ["Home", "News"], footer: EN_FOOTER, main: `<main>${article}${archive}</main>` }));
    keepsAndDrops(markdown, ["Stone wall approved", EN_STORY[0], EN_STORY[3]], ["From the archive", "March 1, 2026", "Ferry fares rise again", "Lighthouse open day"]);
  });

  it("(fr, en) a list of opening hours, each item a day and its hours, stays whole; a dateline over the story goes", () => {
    const hours = `<p>Nouveaux horaires :</p><ul>${li(["Lundi : 8 h 30 – 16 h 30", "Mercredi : 8 h 30 – 12 h", "Vendredi : 8 h 30 – 15 h 30"])}</ul>`;
    const french = scrape(shell({ lang: "fr", title: "Les horaires changent", site: "Mairie", cookie: "Nous utilisons des cookies.", menu: ["Accueil", "Écoles"], footer: ["Mentions légales"], main: `<main><article><h1>Les horaires changent</h1>${ps([EN_STORY[0]])}${hours}${ps([EN_STORY[1]])}</article></main>` }));
    keepsAndDrops(french, ["Nouveaux horaires", "Lundi : 8 h 30 – 16 h 30", "Mercredi : 8 h 30 – 12 h", "Vendredi : 8 h 30 – 15 h 30"], []);
    const dates = `<ul>${li(["Monday: 8:30 am – 4:30 pm", "Wednesday: 8:30 am – noon", "Friday: 8:30 am – 3:30 pm"])}</ul>`;
    const english = scrape(shell({ title: "New opening hours", site: "Harbour Times", cookie: EN_COOKIE, menu: ["Home", "News"], footer: EN_FOOTER, main: `<main><article><h1>New opening hours</h1><p class="date">March 3, 2026</p>${ps([EN_STORY[0]])}${dates}${ps([EN_STORY[1]])}</article></main>` }));
    keepsAndDrops(english, ["Monday: 8:30 am – 4:30 pm", "Friday: 8:30 am – 3:30 pm", EN_STORY[1]], ["March 3, 2026"]);
    // A short list of dates (its whole text a dateline's length) and a long one (a day for each of 40) stay whole.
    const short = `<ul>${li(["1 June", "8 June", "15 June", "22 June", "29 June"])}</ul>`;
    const long = `<ol>${li(Array.from({ length: 40 }, (_, n) => `${1 + (n % 28)} March 2026: ferry ${n}`))}</ol>`;
    const dated = scrape(shell({ title: "New opening hours", site: "Harbour Times", cookie: EN_COOKIE, menu: ["Home", "News"], footer: EN_FOOTER, main: `<main><article><h1>New opening hours</h1>${ps([EN_STORY[0]])}${short}${ps([EN_STORY[1]])}${long}${ps([EN_STORY[2]])}</article></main>` }));
    keepsAndDrops(dated, ["1 June", "29 June", "1 March 2026: ferry 0", "12 March 2026: ferry 39"], []);
  });
});
