import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { keepsAndDrops, linkItems, shell } from "../helpers/judge8-pages.js";

// FAQ accordions put each question in a <button> inside a heading (Bootstrap's "accordion-header",
// the ARIA disclosure pattern's <dt><button>): the button is the question's text, not a form control.
// A button beside a heading's own text ("Copy link") and a "Load more" button still go.

beforeAll(loadConverter);


const PT: readonly [string, string] = [
  "A junta do porto decidiu na terça-feira reconstruir em pedra o muro do cais norte, depois de dois anos de discussão sobre os custos.",
  "As obras começam em setembro e o ferry continua a sair de um pontão provisório na margem sul durante todo o período.",
];

describe("main content: accordion questions", () => {
  it("(pt) Bootstrap accordion: each question (a button in an h3) stays over its answer; a heading's 'Copy link' button and the 'Load more' button go", () => {
    const item = (n: number, q: string, a: string) =>
      `<div class="accordion-item"><h3 class="accordion-header" id="h${n}"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#c${n}" aria-expanded="false" aria-controls="c${n}">${q}</button></h3>` +
      `<div id="c${n}" class="accordion-collapse collapse" aria-labelledby="h${n}" data-bs-parent="#faq"><div class="accordion-body"><p>${a}</p></div></div></div>`;
    const article =
      `<article class="noticia"><h1>Obras no cais norte: perguntas e respostas</h1><p>${PT[0]}</p><h2 id="calendario">Calendário <button class="copy-anchor" type="button">Copiar ligação</button></h2><p>${PT[1]}</p>` +
      '<h2>Perguntas frequentes</h2><div class="accordion" id="faq">' +
      item(1, "O ferry continua a funcionar?", "Sim, a partir de um pontão provisório na margem sul.") +
      item(2, "Onde posso ver os projetos?", "Na câmara municipal, até ao fim de junho.") +
      item(3, "Quanto tempo duram as obras?", "Cerca de sete meses, de setembro a março.") +
      '</div></article><div class="more"><button type="button" class="load-more">Carregar mais notícias</button></div>';
    const main = `<main>${article}<aside class="lateral"><h2>Mais lidas</h2><ul>${linkItems(["Bilhetes do ferry sobem", "Farol abre portas"], "/noticias/")}</ul></aside></main>`;
    const page = shell({ lang: "pt", title: "Obras no cais norte", site: "Jornal do Porto", cookie: "Usamos cookies.", menu: ["Notícias", "Desporto", "Cultura"], footer: ["Privacidade", "Contactos"], main });
    const markdown = scrape(page, "https://www.jornaldoporto.example/noticias/cais-norte");
    keepsAndDrops(markdown, ["Obras no cais norte: perguntas e respostas", PT[0], "Calendário", PT[1], "Perguntas frequentes", "O ferry continua a funcionar?", "Sim, a partir de um pontão provisório", "Onde posso ver os projetos?", "Na câmara municipal", "Quanto tempo duram as obras?", "Cerca de sete meses"], ["Copiar ligação", "Carregar mais notícias", "Mais lidas", "Usamos cookies"]);
  });

  it("ARIA disclosure list (<dt><button>): each term's button is its question", () => {
    const pair = (q: string, a: string) => `<dt><button type="button" aria-expanded="true">${q}</button></dt><dd><p>${a}</p></dd>`;
    const article =
      '<article><h1>Harbour parking during the works</h1><p>The north quay car park closes in September; these answers cover what changes for residents and visitors.</p>' +
      `<dl class="faq">${pair("Where can residents park?", "On the south quay, with a free permit from the town hall.")}${pair("Will the ferry car park stay open?", "Yes, with the same prices as today.")}</dl></article>`;
    const markdown = scrape(shell({ title: "Harbour parking during the works", site: "Porthaven Council", cookie: "We use cookies.", menu: ["Home", "Services"], footer: ["Privacy"], main: `<main>${article}</main>` }), "https://porthaven.example/parking");
    keepsAndDrops(markdown, ["Harbour parking during the works", "Where can residents park?", "On the south quay, with a free permit", "Will the ferry car park stay open?", "Yes, with the same prices as today."], ["We use cookies"]);
  });
});
