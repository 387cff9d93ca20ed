import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { EN_COOKIE, EN_FOOTER, EN_MENU, EN_STORY, keepsAndDrops, ps, shell } from "../helpers/judge8-pages.js";

// Issue 29's seventeenth round, precision on pages written by someone who had not read the engine:
// a small box that an ad's label opens goes with its label; a short cookie banner around the
// buttons the scanner dropped; "was this helpful" in more languages; a prompt to log in to reply;
// a wiki's "last edited … by <name>" line.

beforeAll(loadConverter);

const EN = EN_STORY;
const page = (title: string, body: string, top = "") =>
  shell({ title, site: "Harbour Times", cookie: EN_COOKIE, menu: EN_MENU, footer: EN_FOOTER, main: `${top}<main><article><h1>${title}</h1>${body}</article></main>` });
const gone = ["Privacy policy", EN_COOKIE];

describe("main content (judge17p): lines and small boxes that are not the story", () => {
  it("a box opened by an ad's label goes whole (Spanish, with a '·' after the label); the label alone in a long box takes only itself", () => {
    const ad = '<div class="dn-apuestas"><span class="etiqueta">Publicidad · +18</span><p>Apuesta por la jornada 32 con cuotas mejoradas. Juega con responsabilidad.</p></div>';
    const sponsored = '<div class="eh-publi"><span>Contenido patrocinado</span><p>Invierte en fondos indexados desde 10 € con comisiones del 0,2 %.</p></div>';
    const markdown = scrape(page("Quay wall", ps(EN.slice(0, 2)) + ad + ps([EN[2]]) + sponsored + ps([EN[3]])));
    keepsAndDrops(markdown, [EN[1], EN[2], EN[3]], [...gone, "Publicidad", "Apuesta por la jornada", "Contenido patrocinado", "Invierte en fondos"]);
  });

  it("a paragraph of the story after an ad label on a line of its own stays", () => {
    const markdown = scrape(page("Quay wall", `${ps(EN.slice(0, 2))}<div class="story-part"><p>Anzeige</p>${ps(EN.slice(2))}</div>`));
    keepsAndDrops(markdown, [EN[1], EN[2], EN[3]], [...gone, "Anzeige"]);
  });

  it("a short cookie banner in Polish around dropped buttons goes", () => {
    const banner = '<div class="zgody-baner"><p>Szanujemy Twoją prywatność. Korzystamy z plików cookie, aby dopasować treści i reklamy.</p><button>Akceptuję</button><button>Ustawienia</button></div>';
    const markdown = scrape(page("Quay wall", ps(EN), banner));
    keepsAndDrops(markdown, [EN[0], EN[3]], [...gone, "Szanujemy", "plików cookie"]);
  });

  it("'was this guide helpful' in Polish and Dutch, a prompt to log in to reply, and a wiki's 'last edited … by' line go", () => {
    const tail = "<p>Czy ten poradnik był pomocny?</p><p>Was dit artikel nuttig?</p><p>You must log in or register to reply here.</p><p>Aby odpowiedzieć, musisz się zalogować lub zarejestrować.</p><p>molens/de_hoop.txt · Laatst gewijzigd: 2024/02/11 14:22 door molenaar_piet</p>";
    const markdown = scrape(page("Quay wall", ps(EN) + tail));
    keepsAndDrops(markdown, [EN[0], EN[3]], [...gone, "pomocny", "nuttig", "log in or register", "zalogować", "Laatst gewijzigd"]);
  });

  it("readers' reviews under a heading with their count, a recipe's 'Tried this recipe?' call, an affiliate note in German and a Spanish affiliate box go", () => {
    const reviews = '<section class="avis"><h2>Les avis (327)</h2><div class="avis__item"><p>Sandrine · ★★★★★</p><p>Enfin un vrai gratin sans gruyère, ma belle-mère a validé.</p></div></section>';
    const cta = '<div class="wprm-call-to-action"><span>Tried this recipe?</span> <span>Mention @harbourbakes or tag #harbourbakes!</span></div>';
    const note = "<p>*Affiliate-Links: Bei einem Kauf über diese Links erhalten wir eine Provision. Der Preis ändert sich für Sie nicht.</p>";
    const box = '<div class="caja-afiliado"><p><strong>¿Aún no tienes alojamiento?</strong> Mira los hoteles mejor valorados del centro.</p><a href="/go/hoteles">Ver hoteles</a></div>';
    const markdown = scrape(page("Quay wall", note + ps(EN.slice(0, 2)) + box + ps(EN.slice(2)) + cta + reviews));
    keepsAndDrops(markdown, [EN[0], EN[1], EN[2], EN[3]], [...gone, "Les avis", "belle-mère", "Tried this recipe", "harbourbakes", "Affiliate-Links", "Provision", "alojamiento", "Ver hoteles"]);
  });

  it("a heading that names reviews without a count, over the article's list, stays", () => {
    const list = `<ul>${["The Guardian called the plan bold but costly", "The Harbour Post praised the choice of stone", "The Quay Weekly asked who pays for upkeep"].map((item) => `<li>${item}</li>`).join("")}</ul>`;
    const markdown = scrape(page("Quay wall", ps(EN.slice(0, 2)) + "<h2>Reviews</h2>" + list + ps(EN.slice(2))));
    keepsAndDrops(markdown, [EN[1], "Reviews", "The Harbour Post praised the choice of stone", EN[2], EN[3]], gone);
  });

  it("a live blog's end, a Portuguese meta line ('Texto de …', a date, 'Leitura de 6 minutos'), 'was this helpful' in Turkish and Spanish, a German note on starred links and 'Pour citer cet article' go", () => {
    const top = '<p>Texto de Inês Carvalho · 9 de julho de 2024 · Leitura de 6 minutos</p><div class="live-note">This live blog has ended. Our full report is below.</div><p>Mit * markierte Links sind Affiliate-Links.</p>';
    const tail = "<p>Bu sayfadaki bilgiler işinize yaradı mı?</p><p>¿Le ha resultado útil esta información?</p><div class='pourciter'><h2>Pour citer cet article :</h2><p>Anna Berg, « Le mur du quai », <i>Harbour Times</i>, 12 mars 2026.</p></div>";
    const markdown = scrape(page("Quay wall", top + ps(EN) + tail));
    keepsAndDrops(markdown, [EN[0], EN[3]], [...gone, "Inês Carvalho", "Leitura de 6 minutos", "live blog", "Affiliate-Links", "işinize", "información", "Pour citer", "Le mur du quai"]);
  });
});

describe("main content (judge17p): a price widget's note, an Italian feedback question, a German 'Passend dazu' line", () => {
  it("go; a sentence of the story about prices stays", () => {
    const lines = "<p>Prices are updated hourly. We may earn a commission.</p><p class='valutazione'>Quanto sono chiare le informazioni su questa pagina?</p><p class='verweis'>Passend dazu: <a href='/grundrezepte/sahne'>So gelingt stabile Schlagsahne</a></p>";
    const story = "<p>The market sets its prices every morning, and traders say they have rarely moved so fast as this spring.</p>";
    const markdown = scrape(page("Quay market", ps(EN.slice(0, 2)) + story + lines + ps(EN.slice(2))));
    keepsAndDrops(markdown, [EN[1], "The market sets its prices every morning", EN[2]], [...gone, "Prices are updated hourly", "Quanto sono chiare", "Passend dazu", "Schlagsahne"]);
  });
});

describe("main content (judge17p): chrome in more languages", () => {
  it("ad boxes labelled in Romanian and Vietnamese, 'Save to Pinterest', a Danish recipe card's call, a Russian wiki's tagline and skip link, comments under 'Bình luận (18)' go", () => {
    const top = "<p>Перейти к навигации</p><p>Материал из Вики-энциклопедии — свободной энциклопедии</p>";
    const ads = '<div class="gb-adzone"><small>Publicitate</small><div>Apartamente noi în Tractorul – avans de la 15%</div></div>' + '<div class="css-1o8mwl1"><span>Quảng cáo</span><div>Máy sưởi dầu giảm giá 30% chỉ trong tuần này</div></div>';
    const card = "<p>Save to Pinterest</p><p>Har du bagt opskriften? Tag @mormorskoekken på Instagram</p>";
    const comments = "<section><h2>Bình luận (18)</h2><p><b>Nguyễn Lan</b>: Năm nào cũng rét nhưng năm nay lạnh sớm quá.</p></section>";
    const markdown = scrape(page("Quay wall", top + ps(EN.slice(0, 2)) + ads + ps(EN.slice(2)) + card + comments));
    keepsAndDrops(markdown, [EN[0], EN[1], EN[2], EN[3]], [...gone, "Перейти", "Вики-энциклопедии", "Publicitate", "Apartamente noi", "Quảng cáo", "Máy sưởi", "Pinterest", "mormorskoekken", "Bình luận", "Năm nào"]);
  });
});

describe("main content (judge17p): a data table in a wrapper named for a promotion", () => {
  const rows = "<tr><td>Gartenfuchs GF 46</td><td>46 cm</td><td>1,7 (gut)</td></tr><tr><td>Verdano Cut 38</td><td>38 cm</td><td>2,0 (gut)</td></tr><tr><td>EasyMow 34</td><td>34 cm</td><td>2,3 (gut)</td></tr>";
  const related = '<div class="auch-interessant"><p class="titel">Auch interessant</p><a href="/tests/maehroboter">Mähroboter ohne Begrenzungsdraht: Sechs Modelle im Praxistest</a></div>';

  it("stays when it holds no link, though a related box follows it", () => {
    const table = `<div class="promo-table"><div class="promo-table__inner"><table><thead><tr><th>Modell</th><th>Schnittbreite</th><th>Note</th></tr></thead><tbody>${rows}</tbody></table></div></div>`;
    const markdown = scrape(page("Akku-Rasenmäher im Test", ps(EN.slice(0, 2)) + "<h2>Die Ergebnisse</h2>" + table + related + ps(EN.slice(2))));
    keepsAndDrops(markdown, [EN[1], "Die Ergebnisse", "Gartenfuchs GF 46", "2,3 (gut)", EN[2]], [...gone, "Auch interessant", "Mähroboter"]);
  });

  it("goes when its rows offer deals", () => {
    const deals = '<tr><td>Shop One</td><td>€ 399</td><td><a href="/go/one">Zum Angebot</a></td></tr><tr><td>Shop Two</td><td>€ 419</td><td><a href="/go/two">Zum Angebot</a></td></tr>';
    const table = `<div class="promo-table"><table><thead><tr><th>Shop</th><th>Preis</th><th></th></tr></thead><tbody>${deals}</tbody></table></div>`;
    const markdown = scrape(page("Akku-Rasenmäher im Test", ps(EN.slice(0, 2)) + table + related + ps(EN.slice(2))));
    keepsAndDrops(markdown, [EN[1], EN[2]], [...gone, "Shop One", "Zum Angebot"]);
  });
});
