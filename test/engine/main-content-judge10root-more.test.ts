import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { en, de, ja, ps, page, teasers, comments, expectAll, exc, rail } from "../helpers/judge10root-pages.js";

// Judge pages for issue 29: hard page shapes where the block that holds the article competes with
// a longer or denser block beside it. Texts are neutral and written for these tests.

const markdownOf = mainContentMarkdown("https://example.org/news/2026/the-mill");

const plainExcerpt = (n: number) => `Excerpt ${n}: the council met on Monday to vote on a new bridge over the river near the old town hall.`;
const articleCards = (n: number) => Array.from({ length: n }, (_, i) => `<article class="card"><h3><a href="/s/${i}">Headline ${i}: the council votes on the bridge</a></h3><p>${plainExcerpt(i)}</p></article>`).join("");

describe("main content judge10root: more hard root choices", () => {
  it("listicle as <ol> of <li> with <h3> and <p>", () => {
    const items = Array.from({ length: 7 }, (_, n) => `<li><h3>Place number ${n}</h3><p>${en("place", n)}</p></li>`).join("");
    const html = page(`<div class="cols"><div class="main"><h1>Seven places</h1><ol class="list">${items}</ol></div><div class="side">${teasers(8)}</div></div>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "place", 7);
  });

  it("main with article and a related rail of excerpts with commas and long headlines", () => {
    const rail = Array.from({ length: 10 }, (_, n) => `<div class="card"><h3><a href="/s/${n}">Headline ${n}: the council votes on the bridge</a></h3><p>${exc(n)}</p></div>`).join("");
    const html = page(`<main><article><h1>The mill</h1>${ps(en, "article", 3)}</article><section class="more">${rail}</section></main>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "article", 3);
    expect(markdown).not.toContain("Excerpt 4");
  });

  it("short Japanese article (short paragraphs) beside a Japanese ranking with excerpts", () => {
    const short = (n: number) => `水車小屋は${n}年ぶりに動き出した。村の人たちは朝から集まり、その音に耳を傾けた。`;
    const side = Array.from({ length: 10 }, (_, n) => `<div class="rk"><h4><a href="/r/${n}">ランキング第${n}位：町の新しい橋について議会が議論</a></h4><p>要約${n}：月曜日に議会が開かれ、長い議論のあと、新しい橋と公園と図書館の建設が決まった。</p></div>`).join("");
    const html = page(`<div class="cols"><div class="a"><h1>水車小屋</h1>${Array.from({ length: 4 }, (_, n) => `<p>${short(n)}</p>`).join("")}</div><div class="b">${side}</div></div>`, "ja");
    const markdown = markdownOf(html);
    for (let n = 0; n < 4; n++) expect(markdown).toContain(short(n));
    expect(markdown).not.toContain("要約5");
  });

  it("forum first post shorter than replies without reply links", () => {
    const rp = Array.from({ length: 8 }, (_, n) => `<div class="msg"><p>${exc(n)} And then, of course, the mill, the weir, and the old road, all of it, came up again.</p></div>`).join("");
    const html = page(`<div class="topic"><h1>Mill question</h1><div class="msg first"><p>${en("question", 0)}</p><p>${en("question", 1)}</p></div>${rp}</div>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "question", 2);
  });

  it("article paragraphs in <td>s beside a long news column in another <td>", () => {
    const news = Array.from({ length: 12 }, (_, n) => `<a href="/n/${n}">News item ${n} about the town</a><br>${exc(n)}<br><br>`).join("");
    const html = page(`<table><tr><td valign="top"><h1>The mill</h1>${Array.from({ length: 3 }, (_, n) => `${en("td", n)}<br><br>`).join("")}</td><td width="200" valign="top">${news}</td></tr></table>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "td", 3);
  });

  it("article whose body follows an inline newsletter box inside <article>, body in a sibling div", () => {
    const html = page(`<article><h1>The mill</h1><div class="intro">${ps(en, "intro", 2)}</div><aside class="signup"><p>Get our letter every morning, free, with the news of the valley.</p><form><input name="m"><button>Go</button></form></aside><div class="rest">${ps(en, "rest", 4)}</div></article><div class="side">${teasers(8)}</div>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "intro", 2);
    expectAll(markdown, en, "rest", 4);
  });

  it("product description in a tab panel and many short reviews with names", () => {
    const rv = Array.from({ length: 12 }, (_, n) => `<li class="review"><div class="who">Buyer ${n}</div><div class="what">Great kettle, boils fast, quiet, looks good, would buy again, five stars from me and my wife.</div></li>`).join("");
    const html = page(`<div class="pdp"><h1>Kettle</h1><div class="tabs"><div class="tab-panel"><p>${en("desc", 0)}</p><ul><li>1.7 litres</li><li>2200 watts</li></ul></div></div><ul class="reviews">${rv}</ul></div>`);
    const markdown = markdownOf(html);
    expect(markdown).toContain(en("desc", 0));
    expect(markdown).toContain("2200 watts");
  });

  it("Spanish article split into two <section>s with a video embed between and related teasers after", () => {
    const es = (t: string, n: number) => `El párrafo ${n} de ${t} cuenta, con calma y con detalle, cómo el viejo molino junto al río fue reconstruido después de la inundación.`;
    const html = page(`<div class="nota"><h1>El molino</h1><section>${ps(es, "uno", 2)}</section><div class="video"><iframe src="https://video.example/x"></iframe></div><section>${ps(es, "dos", 2)}</section><div class="rel">${teasers(6)}</div></div>`, "es");
    const markdown = markdownOf(html);
    expectAll(markdown, es, "uno", 2);
    expectAll(markdown, es, "dos", 2);
  });

  it("text directly in <main> with <b>/<i> only, beside an aside of prose about the author", () => {
    const text = Array.from({ length: 4 }, (_, n) => `${en("bare", n)} `).join("");
    const html = page(`<div class="w"><main><h1>The mill</h1>${text}</main><aside><h3>About</h3><p>Anna writes about rivers, mills and bridges, and has done so, for twenty years, from her house in the valley.</p></aside></div>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "bare", 4);
    expect(markdown).not.toContain("Anna writes");
  });

  it("Korean short article above a long comment list", () => {
    const ko = (n: number) => `${n}번째 문단은 봄 홍수 이후 강가의 오래된 물레방앗간이 마을 사람들의 도움으로 어떻게 다시 지어졌는지 자세히 설명한다.`;
    const cm = Array.from({ length: 10 }, (_, n) => `<li><span class="nick">독자${n}</span><p>어릴 때 그 강 근처에 살았는데, 물레방앗간이 오랫동안 닫혀 있었던 것을 기억합니다. 드디어 고쳐져서 정말 다행입니다, 꼭 다시 가 보고 싶네요.</p></li>`).join("");
    const html = page(`<div class="w"><div class="art"><h1>물레방앗간</h1>${Array.from({ length: 3 }, (_, n) => `<p>${ko(n)}</p>`).join("")}</div><ul class="cmt">${cm}</ul></div>`, "ko");
    const markdown = markdownOf(html);
    for (let n = 0; n < 3; n++) expect(markdown).toContain(ko(n));
  });

  it("a how-to that is only an <ol> of steps beside a rail of excerpts", () => {
    const steps = Array.from({ length: 6 }, (_, n) => `<li>${en("step", n)}</li>`).join("");
    const html = page(`<div class="cols"><div class="main"><h1>How to</h1><ol>${steps}</ol></div><div class="side">${rail(6)}</div></div>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "step", 6);
    expect(markdown).not.toContain("Excerpt 3");
  });
  it("a links roundup whose paragraphs are half links beside a comment thread", () => {
    const para = (n: number) => `<p>Roundup ${n}: <a href="https://a.example/${n}">the story of the mill by the river and its new wheel</a> is worth reading, as is <a href="https://b.example/${n}">the piece on the weir</a>, which explains the flood.</p>`;
    const cm = Array.from({ length: 8 }, (_, n) => `<div class="c"><p>${exc(n)} Also, the weir, the road and the school came up, again and again.</p></div>`).join("");
    const html = page(`<div class="w"><div class="post"><h1>Links</h1>${Array.from({ length: 5 }, (_, n) => para(n)).join("")}</div><div class="cs">${cm}</div></div>`);
    const markdown = markdownOf(html);
    for (let n = 0; n < 5; n++) expect(markdown).toContain(`Roundup ${n}:`);
  });
  it("Chinese article of short paragraphs beside Chinese teasers with longer excerpts", () => {
    const short = (n: number) => `磨坊第${n}次转动了。村民们早早来到河边，静静地听着水声。`;
    const side = Array.from({ length: 10 }, (_, n) => `<div class="it"><h4><a href="/n/${n}">第${n}条：小镇议会讨论新桥和公园的建设计划</a></h4><p>摘要${n}：周一议会开会，经过长时间的讨论，许多人发言，最后决定建设一座新桥、一个公园和一座图书馆。</p></div>`).join("");
    const html = page(`<div class="cols"><div class="l"><h1>老磨坊</h1>${Array.from({ length: 4 }, (_, n) => `<p>${short(n)}</p>`).join("")}</div><div class="r">${side}</div></div>`, "zh");
    const markdown = markdownOf(html);
    for (let n = 0; n < 4; n++) expect(markdown).toContain(short(n));
    expect(markdown).not.toContain("摘要5");
  });
  it("glossary with short definitions beside a rail", () => {
    const terms = Array.from({ length: 12 }, (_, n) => `<dt>Term ${n}</dt><dd>A wheel part, number ${n}.</dd>`).join("");
    const html = page(`<div class="cols"><div class="main"><h1>Glossary</h1><p>${en("gloss", 0)}</p><dl>${terms}</dl></div><div class="side">${rail(6)}</div></div>`);
    const markdown = markdownOf(html);
    for (let n = 0; n < 12; n++) expect(markdown).toContain(`A wheel part, number ${n}.`);
  });
  it("short article with no commas beside an about-box and a rail", () => {
    const plain = (n: number) => `The mill turned again on day ${n} and the village came down to the river to hear the sound of the wheel on the water.`;
    const html = page(`<div class="cols"><div class="main"><h1>The mill</h1>${Array.from({ length: 3 }, (_, n) => `<p>${plain(n)}</p>`).join("")}</div><div class="side">${rail(8)}</div></div>`);
    const markdown = markdownOf(html);
    for (let n = 0; n < 3; n++) expect(markdown).toContain(plain(n));
    expect(markdown).not.toContain("Excerpt 3");
  });
  it("<br><br> article in a <div> inside <td> beside a td of <p> excerpts", () => {
    const lines = Array.from({ length: 4 }, (_, n) => en("br", n)).join("<br><br>");
    const side = Array.from({ length: 8 }, (_, n) => `<p><a href="/x/${n}">Story ${n} about the valley and the town</a><br>${exc(n)}</p>`).join("");
    const html = page(`<table><tr><td><div class="t">${lines}</div></td><td>${side}</td></tr></table>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "br", 4);
  });

  it("halves as cousins with a figure between", () => {
    const html = page(`<div class="story"><h1>The mill</h1><div class="top"><div class="intro">${ps(en, "intro", 2)}</div></div><div class="middle"><figure><img src="/m.jpg" alt="mill"><figcaption>The mill in May.</figcaption></figure></div><div class="bottom"><div class="body">${ps(en, "body", 5)}</div></div></div><div class="side">${teasers(8)}</div>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "intro", 2);
    expectAll(markdown, en, "body", 5);
  });

  it("an inline related box of excerpts between the halves goes", () => {
    const html = page(`<div class="story"><h1>The mill</h1><div class="p1">${ps(en, "one", 3)}</div><div class="inline-more">${rail(3)}</div><div class="p2">${ps(en, "two", 3)}</div></div>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "one", 3);
    expectAll(markdown, en, "two", 3);
    expect(markdown).not.toContain("Excerpt 1");
  });

  it("German lead and body split, comment thread under the same parent", () => {
    const cm = Array.from({ length: 8 }, (_, n) => `<div class="kommentar"><a href="/u/${n}">Leser${n}</a><p>Kommentar ${n}: Ich bin an dem Fluss aufgewachsen, und ich erinnere mich gut an die Mühle, die Brücke und die Schule, die jahrelang geschlossen waren.</p></div>`).join("");
    const html = page(`<div class="inhalt"><h1>Die Mühle</h1><div class="vorspann">${ps(de, "Vorspann", 2)}</div><div class="ad"></div><div class="text">${ps(de, "Text", 3)}</div>${cm}</div>`, "de");
    const markdown = markdownOf(html);
    expectAll(markdown, de, "Vorspann", 2);
    expectAll(markdown, de, "Text", 3);
  });

  it("Japanese article continued after a newsletter box at a different depth", () => {
    const html = page(`<div class="kiji"><h1>水車小屋</h1><div class="a"><div class="b">${ps(ja, "前半", 2)}</div></div><div class="mail"><p>メールマガジンに登録</p><form><input name="m"><button>登録</button></form></div>${ps(ja, "後半", 3)}</div><div class="side">${teasers(8)}</div>`, "ja");
    const markdown = markdownOf(html);
    expectAll(markdown, ja, "前半", 2);
    expectAll(markdown, ja, "後半", 3);
  });

  it("article body in <div>s with direct text (no <p>) and inline ads between", () => {
    const body = Array.from({ length: 5 }, (_, n) => `<div class="para">${en("divtext", n)}</div>${n === 2 ? '<div class="adbox"><a href="https://ads.example/x"><img src="/ad.png" alt=""></a></div>' : ""}`).join("");
    const html = page(`<div class="cols"><div class="main"><h1>The mill</h1>${body}</div><div class="side">${rail(6)}</div></div>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "divtext", 5);
  });

  it("French Q&A with a long question and the accepted answer in a different block, other answers after", () => {
    const fr = (t: string, n: number) => `Le paragraphe ${n} de ${t} explique, avec calme et en détail, pourquoi le vieux moulin au bord de la rivière a été reconstruit après la crue.`;
    const other = Array.from({ length: 6 }, (_, n) => `<div class="reponse"><div class="vote">${n}</div><div class="corps"><p>${fr("autre" + n, 0)}</p></div><a href="/u/${n}">membre${n}</a></div>`).join("");
    const html = page(`<div class="qa"><div class="question"><h1>Pourquoi le moulin ?</h1>${ps(fr, "question", 2)}</div><div class="reponse acceptee"><div class="vote">12</div><div class="corps">${ps(fr, "réponse", 3)}</div><a href="/u/x">expert</a></div>${other}</div>`, "fr");
    const markdown = markdownOf(html);
    expectAll(markdown, fr, "question", 2);
    expectAll(markdown, fr, "réponse", 3);
  });

  it("short press release with boilerplate 'about the company' and a long contact block in sibling divs", () => {
    const about = `<div class="about"><h3>About Millworks</h3><p>Millworks builds and repairs water mills across the region, and has done so since 1921, with a staff of forty, three workshops and a training school.</p></div>`;
    const contact = `<div class="contact"><h3>Media contact</h3><p>Jo Smith<br>Millworks Ltd<br>1 River Road<br>Town 12345<br>+44 1234 567890<br>press@millworks.example</p></div>`;
    const html = page(`<div class="pr"><h1>Millworks rebuilds the mill</h1><div class="pr-body">${ps(en, "release", 3)}</div>${about}${contact}</div>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "release", 3);
  });

  it("phpBB-like table: first post and replies in rows", () => {
    const row = (who: string, body: string) => `<tr><td class="profile"><a href="/u/${who}">${who}</a><br>Posts: 12</td><td class="postbody">${body}</td></tr>`;
    const replies = Array.from({ length: 8 }, (_, n) => row(`user${n}`, `${exc(n)} And the weir, the road, the school, all of it, again.`)).join("");
    const html = page(`<table class="forum">${row("starter", `${en("first", 0)}<br><br>${en("first", 1)}`)}${replies}</table>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "first", 2);
  });

  it("same-class modules: article modules and a related rail module", () => {
    const mods = Array.from({ length: 4 }, (_, n) => `<section class="module"><p>${en("mod", n)}</p></section>`).join("");
    const html = page(`<div class="page"><h1>The mill</h1>${mods}<section class="module">${rail(5)}</section></div>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "mod", 4);
    expect(markdown).not.toContain("Excerpt 3");
  });

  it("Japanese blog body in <br><br> beside comments also in <br>", () => {
    const body = Array.from({ length: 4 }, (_, n) => ja("本文", n)).join("<br><br>");
    const cm = Array.from({ length: 8 }, (_, n) => `<div class="comment">コメント${n}：その川の近くに住んでいたので、水車小屋が長い間閉まっていたことをよく覚えています。<br>本当に直ってよかったですね、また見に行きたいです。<br><a href="/c/${n}">返信</a></div>`).join("");
    const html = page(`<div class="blog"><div class="entry-body">${body}</div><div class="comments">${cm}</div></div>`, "ja");
    const markdown = markdownOf(html);
    expectAll(markdown, ja, "本文", 4);
  });

  it("one-paragraph news brief beside a comment thread", () => {
    const html = page(`<div class="w"><div class="brief"><h1>The mill</h1><p>${en("brief", 0)} ${en("brief", 1)}</p></div>${comments(10)}</div>`);
    const markdown = markdownOf(html);
    expect(markdown).toContain(en("brief", 0));
  });

  it("short question, long answers: question kept", () => {
    const ans = Array.from({ length: 3 }, (_, n) => `<div class="answer"><div class="post-text">${ps(en, "answer" + n, 3)}</div><a href="/a/${n}">share</a></div>`).join("");
    const html = page(`<div class="content"><div class="question"><h1>Why rebuild the mill?</h1><div class="post-text"><p>Why was the mill rebuilt after the flood, and who paid for it?</p></div></div><div class="answers">${ans}</div></div>`);
    const markdown = markdownOf(html);
    expect(markdown).toContain("Why was the mill rebuilt after the flood");
    expectAll(markdown, en, "answer0", 3);
  });

  it("article body in <div> with <span>s separated by <br><br>, inside a <center>", () => {
    const body = Array.from({ length: 4 }, (_, n) => `<span style="font-size:12px">${en("span", n)}</span>`).join("<br><br>");
    const html = page(`<center><table width="760"><tr><td width="160">${teasers(4)}</td><td><div>${body}</div></td></tr></table></center>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "span", 4);
  });

  it("review page: short verdict article with a long specs table and user reviews", () => {
    const rv = Array.from({ length: 8 }, (_, n) => `<div class="user-review"><b>Buyer ${n}</b> <span>★★★★</span><p>Review ${n}: the kettle boils quickly, the handle stays cool, and after three months, honestly, it still looks new, shiny and clean.</p></div>`).join("");
    const specs = `<table class="specs"><tr><th>Capacity</th><td>1.7 l</td></tr><tr><th>Power</th><td>2200 W</td></tr><tr><th>Weight</th><td>1.1 kg</td></tr></table>`;
    const html = page(`<div class="review"><h1>Kettle review</h1>${ps(en, "verdict", 2)}${specs}</div><div class="user-reviews">${rv}</div>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "verdict", 2);
    expect(markdown).toContain("2200 W");
  });

  it("lead, then a rail of cards, then the body, as siblings", () => {
    const html = page(`<div class="story"><h1>The mill</h1><div class="lead"><p>${en("lead", 0)}</p></div><div class="box">${rail(4)}</div><div class="body">${ps(en, "body", 5)}</div></div>`);
    const markdown = markdownOf(html);
    expect(markdown).toContain(en("lead", 0));
    expectAll(markdown, en, "body", 5);
    expect(markdown).not.toContain("Excerpt 2");
  });

  it("Japanese standfirst in its own div", () => {
    const html = page(`<div class="story"><h1>水車小屋</h1><div class="lead"><p>春の洪水から一年、川辺の水車小屋がついに動き出した。</p></div><div class="ad"></div><div class="body">${ps(ja, "本文", 4)}</div></div><div class="side">${teasers(6)}</div>`, "ja");
    const markdown = markdownOf(html);
    expect(markdown).toContain("春の洪水から一年、川辺の水車小屋がついに動き出した。");
    expectAll(markdown, ja, "本文", 4);
  });

  it("English short article beside a most-read list of link+excerpt divs without headings", () => {
    const plain = (n: number) => `The mill turned again on day ${n} and the village came down to the river to hear the sound of the wheel on the water.`;
    const side = Array.from({ length: 10 }, (_, n) => `<div class="mr"><a href="/n/${n}">Most read ${n}: the council votes on the bridge</a><p>Excerpt ${n}: the council met on Monday, and after a long debate, with many voices, it voted for a new bridge, a park and a library.</p></div>`).join("");
    const html = page(`<div class="cols"><div class="l"><h1>The mill</h1>${Array.from({ length: 3 }, (_, n) => `<p>${plain(n)}</p>`).join("")}</div><div class="r">${side}</div></div>`);
    const markdown = markdownOf(html);
    for (let n = 0; n < 3; n++) expect(markdown).toContain(plain(n));
    expect(markdown).not.toContain("Excerpt 5");
  });

  it("story <article> and a section of card <article>s in one <main>", () => {
    const html = page(`<main><article class="story"><h1>The mill</h1>${ps(en, "story", 3)}</article><section>${articleCards(10)}</section></main>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "story", 3);
    expect(markdown).not.toContain("Excerpt 4");
  });

  it("story in a <div>, cards as <article>s without headings, links around the title", () => {
    const c = Array.from({ length: 10 }, (_, i) => `<article class="teaser"><a href="/s/${i}">Title ${i}: the council votes on the bridge</a><p>${plainExcerpt(i)}</p></article>`).join("");
    const html = page(`<div class="w"><div class="s"><h1>The mill</h1>${ps(en, "story", 3)}</div><div class="r">${c}</div></div>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "story", 3);
    expect(markdown).not.toContain("Excerpt 4");
  });

  it("a short story in <article> with comments as <article>s after it", () => {
    const c = Array.from({ length: 8 }, (_, i) => `<article class="comment"><footer><a href="/u/${i}">reader${i}</a></footer><p>${plainExcerpt(i)} And the weir, the road, the school, all of it, again and again.</p></article>`).join("");
    const html = page(`<div class="w"><article class="post"><h1>The mill</h1>${ps(en, "story", 2)}</article><section class="responses">${c}</section></div>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "story", 2);
  });

  it("one-paragraph chunks after the root, between ad slots, and a comment thread elsewhere", () => {
    const html = page(`<div class="w"><div class="story"><h1>The mill</h1><div class="c-a">${ps(en, "a", 3)}</div><div class="ad">Advertisement</div><div class="c-b"><p>${en("b", 0)}</p></div><div class="ad">Advertisement</div><div class="c-c"><p>${en("c", 0)}</p></div></div><div class="thread">${comments(6)}</div></div>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "a", 3);
    expect(markdown).toContain(en("b", 0));
    expect(markdown).toContain(en("c", 0));
  });

  it("the same with a sidebar of teasers", () => {
    const html = page(`<div class="w"><div class="story"><h1>The mill</h1><div class="c-a">${ps(en, "a", 4)}</div><div class="ad">Advertisement</div><div class="c-b"><p>${en("b", 0)}</p></div><div class="c-c"><p>${en("c", 0)}</p></div></div><div class="side">${teasers(8)}</div></div>`);
    const markdown = markdownOf(html);
    expectAll(markdown, en, "a", 4);
    expect(markdown).toContain(en("b", 0));
    expect(markdown).toContain(en("c", 0));
  });

  it("a last paragraph alone in a wrapper with an inline image", () => {
    const html = page(`<div class="w"><div class="story"><h1>The mill</h1><div class="body">${ps(en, "a", 5)}</div><div class="ad">Advertisement</div><div class="tail"><div class="inner"><p>${en("tail", 0)}</p></div></div></div>${comments(6)}</div>`);
    const markdown = markdownOf(html);
    expect(markdown).toContain(en("tail", 0));
  });
});
