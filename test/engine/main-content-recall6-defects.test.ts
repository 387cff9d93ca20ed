import { beforeAll, describe, expect, it } from "vitest";
import { count, loadConverter, scrape, words } from "../helpers/article-page.js";
import { a, cmsPage, expectClean, expectOnceInOrder, prose, proseBlock, ul } from "../helpers/cms-page.js";

// Four ways the main content lost parts of the article a reader needs: a box set beside the text
// in an <aside> between its paragraphs, a "see also" list of the site's own pages ending the
// article, a thread numbered "1/4", "2/4", … read as a slideshow's counters, and a story in a plain
// div beside a comment thread under a neutral name. Each with what must still go.

beforeAll(loadConverter);


describe("main content: an <aside> between the article's paragraphs is the article's", () => {
  it("keeps a fact box set as an <aside> between the paragraphs of a news story", () => {
    const body =
      '<article><h1>Ten years of the harbour festival</h1>' +
      proseBlock("harbour festival", 0, 2) +
      '<aside class="factbox"><h3>The festival in numbers</h3>' +
      ul(["120,000 visitors last year", "45 tall ships in the parade", "3 days of music on two stages"]) +
      "</aside>" +
      proseBlock("harbour festival", 2, 2) +
      "</article>";
    const markdown = scrape(cmsPage("news", body, "Festival"));
    expectOnceInOrder(markdown, ["The festival in numbers", "120,000 visitors last year", "45 tall ships in the parade", "3 days of music on two stages"]);
    expectClean(markdown, "news");
  });

  it("keeps a pull quote in an <aside> between paragraphs, once", () => {
    const body =
      proseBlock("lock keeper", 0, 2) +
      '<aside class="pullquote"><blockquote><p>“You learn the river by listening to it at night, not by reading about it.”</p></blockquote></aside>' +
      proseBlock("lock keeper", 2, 2);
    const markdown = scrape(cmsPage("wordpress", body, "The last lock keeper"));
    expectOnceInOrder(markdown, ["On the lock keeper, the survey team", "You learn the river by listening to it at night", "On the lock keeper, the numbers only made sense"]);
    expectClean(markdown, "wordpress");
  });

  it("prints a pull quote <aside> that repeats a sentence of the text (with an ellipsis and other quote marks) once", () => {
    const body =
      proseBlock("lock keeper", 0, 2) +
      "<p>The last keeper said that you learn the river by listening to it at night, not by reading about it, and he meant it.</p>" +
      '<aside class="pullquote"><p>“…you learn the river by listening to it at night, not by reading about it”</p></aside>' +
      proseBlock("lock keeper", 2, 2);
    const markdown = scrape(cmsPage("wordpress", body, "The last lock keeper"));
    expect(count(words(markdown), "you learn the river by listening to it at night")).toBe(1);
    expectOnceInOrder(markdown, ["On the lock keeper, the survey team", "The last keeper said", "On the lock keeper, the numbers only made sense"]);
  });

  it("keeps an info box <aside> with a short table inside a story in a plain div", () => {
    const body =
      '<div class="story-text">' +
      proseBlock("ferry fares", 0, 2) +
      '<aside><h4>Fares from May</h4><table><tr><th>Ticket</th><th>Price</th></tr><tr><td>Single</td><td>4.50</td></tr><tr><td>Return</td><td>8.00</td></tr><tr><td>Season</td><td>120.00</td></tr></table></aside>' +
      proseBlock("ferry fares", 2, 3) +
      "</div>";
    const markdown = scrape(cmsPage("german", body, "Fähre"));
    expectOnceInOrder(markdown, ["Fares from May", "Ticket", "Single", "4.50", "Season", "120.00", "On the ferry fares, the first attempt"]);
    expectClean(markdown, "german");
  });

  it("keeps an info box <aside> that an embed wrapper holds alone between the paragraphs", () => {
    const body =
      '<article><h1>Night ferry</h1>' +
      proseBlock("night ferry", 0, 2) +
      '<div class="embed-block"><div class="embed-inner"><aside class="note"><h4>Timetable</h4><p>Boats leave the north quay at 23:00, 01:00 and 03:00 from June to August.</p></aside></div></div>' +
      proseBlock("night ferry", 2, 2) +
      "</article>";
    const markdown = scrape(cmsPage("news", body, "Ferry"));
    expectOnceInOrder(markdown, ["On the night ferry, nobody expected", "Timetable", "Boats leave the north quay at 23:00", "On the night ferry, the numbers only made sense"]);
  });

  it("still drops an <aside> full of links to other pages, between paragraphs or after the story, and the page's sidebar", () => {
    const body =
      '<article><h1>Dredging starts in June</h1>' +
      proseBlock("dredging", 0, 2) +
      `<aside class="inline-related"><h3>Related</h3>${ul([a("/news/1", "Silt in the channel costs the port millions"), a("/news/2", "Who pays for the dredger?"), a("/news/3", "The channel in pictures")])}</aside>` +
      proseBlock("dredging", 2, 2) +
      `<aside class="more">${ul([a("/news/4", "Port traffic down for a third year"), a("/news/5", "New pilots for the estuary")])}</aside>` +
      "</article>";
    const markdown = scrape(cmsPage("news", body, "Dredging"));
    expectOnceInOrder(markdown, ["On the dredging, the survey team", "On the dredging, the numbers only made sense"]);
    expectClean(markdown, "news", ["Silt in the channel", "Who pays for the dredger", "Port traffic down", "New pilots for the estuary"]);
  });

  it("still drops an <aside> of text beside a story's <article>, between it and the readers' letters", () => {
    const page =
      '<!doctype html><html><head><title>Quay | Harbour News</title></head><body><header><a href="/">Harbour News</a></header><main>' +
      `<article><h1>The quay wall</h1>${proseBlock("quay wall", 0, 3)}</article>` +
      "<aside><h3>About Harbour News</h3><p>Harbour News is written by a small team of volunteers in the old customs house, and has reported on the port, its ferries and its people every week since 1998.</p></aside>" +
      `<div class="discussion"><h2>Reader letters</h2>${proseBlock("letters", 5, 2)}</div></main></body></html>`;
    const markdown = scrape(page);
    expectOnceInOrder(markdown, ["On the quay wall, the survey team", "On the quay wall, the numbers only made sense"]);
    expect(count(words(markdown), "small team of volunteers")).toBe(0);
  });

  it("still drops a WordPress sidebar <aside> of widgets beside the post", () => {
    const markdown = scrape(cmsPage("wordpress", proseBlock("dunes", 0, 4), "Dunes"));
    expectClean(markdown, "wordpress", ["Recent Posts", "A week on the ferry"]);
  });
});

describe("main content: a 'see also' list of the site's own pages ending the article", () => {
  const wiki = (list: string) =>
    '<div id="content"><div id="bodyContent"><div class="mw-parser-output">' +
    proseBlock("tide gauge", 0, 4) +
    list +
    "</div></div></div>";

  it("keeps a wiki article's 'See also' list of its own pages on the topic", () => {
    const list = `<h2>See also</h2>${ul([a("/wiki/Tidal_range", "Tidal range"), a("/wiki/Chart_datum", "Chart datum"), a("/wiki/Mean_sea_level", "Mean sea level"), a("/wiki/Stilling_well", "Stilling well")])}`;
    const markdown = scrape(cmsPage("docs", wiki(list), "Tide gauge"), "https://wiki.example.org/wiki/Tide_gauge");
    expectOnceInOrder(markdown, ["On the tide gauge, the survey team", "See also", "Tidal range", "Chart datum", "Mean sea level", "Stilling well"]);
    expectClean(markdown, "docs");
  });

  it("keeps a wiki's 'See also' with edit links in its heading, between the text and the references", () => {
    const heading = (id: string, text: string) => `<h2><span class="mw-headline" id="${id}">${text}</span><span class="mw-editsection">[<a href="/w/index.php?title=Tide_gauge&amp;action=edit">edit</a>]</span></h2>`;
    const body =
      '<div class="mw-parser-output">' +
      proseBlock("tide gauge", 0, 4) +
      heading("See_also", "See also") +
      `<ul><li>${a("/wiki/List_of_tide_gauges_on_the_north_coast", "List of tide gauges on the north coast")}</li><li>${a("/wiki/Tide_prediction", "Tide prediction")}</li><li><i>${a("/wiki/The_Tide_Clock", "The Tide Clock")}</i>, 1998 documentary</li></ul>` +
      heading("References", "References") +
      '<div class="reflist"><ol class="references"><li id="cite_note-1"><a href="#cite_ref-1">^</a> Harbour board minutes, 1868.</li><li id="cite_note-2"><a href="#cite_ref-2">^</a> Annual report of the port, 1902.</li></ol></div>' +
      "</div>";
    const markdown = scrape(cmsPage("docs", body, "Tide gauge"), "https://wiki.example.org/wiki/Tide_gauge");
    expectOnceInOrder(markdown, ["See also", "List of tide gauges on the north coast", "Tide prediction", "The Tide Clock, 1998 documentary", "References", "Harbour board minutes, 1868."]);
    expectClean(markdown, "docs");
  });

  it("keeps a 'Related topics' list on a site whose pages sit at its top", () => {
    const list = `<h2>Related topics</h2>${ul([a("/tidal-range", "Tidal range"), a("/chart-datum", "Chart datum"), a("/storm-surge", "Storm surge")])}`;
    const markdown = scrape(cmsPage("wordpress", proseBlock("tide gauge", 0, 4) + list, "Tide gauge"), "https://tides.example.org/tide-gauge");
    expectOnceInOrder(markdown, ["On the tide gauge, the survey team", "Related topics", "Tidal range", "Chart datum", "Storm surge"]);
    expectClean(markdown, "wordpress");
  });

  it("drops a 'Recent posts' list of headlines on a site whose posts sit at its top (the folder says nothing there)", () => {
    const list = `<h2>Recent posts</h2>${ul([a("/how-we-rebuilt-the-harbour-gauge-in-a-week", "How we rebuilt the harbour gauge in a week"), a("/ten-things-the-spring-tides-taught-us", "Ten things the spring tides taught us this year"), a("/why-our-readings-drifted-last-winter", "Why our readings drifted last winter and what we did")])}`;
    const markdown = scrape(cmsPage("wordpress", proseBlock("tide gauge", 0, 4) + list, "Tide gauge"), "https://tides.example.org/tide-gauge");
    expectOnceInOrder(markdown, ["On the tide gauge, the survey team"]);
    expectClean(markdown, "wordpress", ["Recent posts", "How we rebuilt the harbour gauge", "Ten things the spring tides", "Why our readings drifted"]);
  });

  it("keeps 'Further reading' and 'References' lists of the site's pages at the end of a docs page", () => {
    const body =
      proseBlock("retry policy", 0, 3) +
      `<h2>Further reading</h2>${ul([a("/docs/jobs", "Job lifecycle"), a("/docs/backoff", "Backoff settings"), a("/docs/errors", "Error codes")])}` +
      `<h2>References</h2>${ul([a("/docs/api/retry", "Retry API reference"), a("/docs/cli/retry", "The retry command")])}`;
    const markdown = scrape(cmsPage("docs", body, "Retries"), "https://docs.tideline.example/docs/retries");
    expectOnceInOrder(markdown, ["Further reading", "Job lifecycle", "Backoff settings", "Error codes", "References", "Retry API reference", "The retry command"]);
    expectClean(markdown, "docs");
  });

  it("keeps the list but drops the teaser cards and the site's links after the article", () => {
    const body =
      '<article class="post"><h1>Salt marsh birds</h1>' +
      proseBlock("salt marsh", 0, 4) +
      `<h3>See also</h3>${ul([a("/birds/redshank", "Redshank"), a("/birds/curlew", "Curlew"), a("/birds/lapwing", "Lapwing")])}` +
      "</article>";
    const markdown = scrape(cmsPage("blog", body, "Salt marsh birds"), "https://fieldnotes.example/birds/salt-marsh");
    expectOnceInOrder(markdown, ["See also", "Redshank", "Curlew", "Lapwing"]);
    expectClean(markdown, "blog", ["Salt, smoke and patience", "Tide tables by hand"]);
  });

  it("keeps 'Further reading' of the section's own articles by their titles, and drops the same list under a 'Read more' heading", () => {
    const list = (heading: string) =>
      `<h2>${heading}</h2>${ul([a("/guides/how-a-tide-gauge-works", "How a tide gauge works, step by step"), a("/guides/reading-chart-datum", "Reading chart datum on an old sea chart"), a("/guides/stilling-wells", "Why every tide gauge needs a stilling well")])}`;
    const page = (heading: string) => cmsPage("wordpress", proseBlock("tide gauge", 0, 4) + list(heading), "Tide gauge");
    const url = "https://tides.example.org/guides/tide-gauge";
    const kept = scrape(page("Further reading"), url);
    expectOnceInOrder(kept, ["Further reading", "How a tide gauge works, step by step", "Reading chart datum on an old sea chart", "Why every tide gauge needs a stilling well"]);
    expectClean(kept, "wordpress");
    const gone = scrape(page("Read more"), url);
    expectClean(gone, "wordpress", ["Read more", "How a tide gauge works", "Why every tide gauge needs"]);
  });

  it("still drops a list of tags ending the article: its links go to index pages in a folder of their own", () => {
    const body =
      '<article class="post"><h1>Salt marsh birds</h1>' +
      proseBlock("salt marsh", 0, 4) +
      `<div class="attachments"><h2>Keywords</h2>${ul([a("/glossary/birds", "Birds"), a("/glossary/coast", "Coast"), a("/glossary/marsh", "Marsh")])}</div>` +
      "</article>";
    const markdown = scrape(cmsPage("blog", body, "Salt marsh birds"), "https://fieldnotes.example/birds/salt-marsh");
    expectClean(markdown, "blog", ["Keywords", "Birds", "Coast", "Marsh"]);
  });

  it("still drops a 'See also' list of the section's headlines ending the article", () => {
    const body =
      proseBlock("tide gauge", 0, 4) +
      `<h2>See also</h2>${ul([a("/wiki/2025/gauge-stolen", "Thieves take the harbour's tide gauge overnight"), a("/wiki/2025/gauge-back", "The stolen tide gauge turns up in a skip")])}`;
    const markdown = scrape(cmsPage("docs", body, "Tide gauge"), "https://wiki.example.org/wiki/Tide_gauge");
    expectClean(markdown, "docs", ["See also", "Thieves take", "The stolen tide gauge"]);
  });
});

describe("main content: a thread numbered 1/4, 2/4, … is the article, not a slideshow", () => {
  const posts = [
    "the council voted last night to close the old swing bridge to cars from June, after engineers found cracks in two of the main girders",
    "buses will use the new bridge upstream, which adds about ten minutes to the trip from the station to the harbour in the morning",
    "cyclists and people on foot can still cross, but only on the east side, while the west footway is fenced off for the repairs",
    "the repairs should take two years; the council will publish the full engineering report on its website next week for anyone to read",
  ];

  it("keeps every post of a thread set as an ordered list, after an introduction", () => {
    const body =
      "<h1>The swing bridge closes to cars</h1>" +
      proseBlock("swing bridge", 0, 4) +
      "<p>Our reporter followed the meeting and posted this thread:</p>" +
      `<ol class="thread">${posts.map((post, n) => `<li><p>${n + 1}/4 ${post[0]?.toUpperCase()}${post.slice(1)}.</p></li>`).join("")}</ol>` +
      proseBlock("swing bridge", 4, 1);
    const markdown = scrape(cmsPage("news", body, "Bridge"));
    expectOnceInOrder(markdown, posts.map((post) => post.slice(1, 60)));
    expectClean(markdown, "news");
  });

  it("keeps every post of a thread set as sections headed 1/4, 2/4, …", () => {
    const body = "<h1>The swing bridge closes to cars</h1>" + posts.map((post, n) => `<section class="post"><h2>${n + 1}/4</h2><p>Update: ${post}.</p></section>`).join("");
    const markdown = scrape(cmsPage("blog", body, "Bridge"));
    expectOnceInOrder(markdown, posts.map((post) => post.slice(0, 60)));
    expectClean(markdown, "blog");
  });

  for (const tag of ["article", "div"]) {
    it(`keeps every post of a thread page whose posts are <${tag}> entries with their author's link and time`, () => {
      const entries = posts
        .map((post, n) => `<${tag} class="post"><div class="author"><a href="/harbourdesk">@harbourdesk</a></div><p>${n + 1}/4 ${post}.</p><a href="/harbourdesk/status/${n}">10:0${n} AM</a></${tag}>`)
        .join("");
      const html = `<!doctype html><html><head><title>Thread</title></head><body><header><a href="/">Unroll</a><nav><a href="/top">Top</a> <a href="/new">New</a></nav></header><div class="page"><h1>Thread by @harbourdesk: the swing bridge closes to cars</h1>${entries}</div><footer><p>© Unroll</p></footer></body></html>`;
      const markdown = scrape(html);
      expectOnceInOrder(markdown, posts.map((post) => post.slice(0, 60)));
    });
  }

  it("keeps every post of a thread whose posts each open with their counter in a span", () => {
    const body =
      '<article class="thread-story"><h1>The swing bridge closes to cars</h1>' +
      proseBlock("swing bridge", 0, 3) +
      posts.map((post, n) => `<div class="tweet"><span class="count">${n + 1}/4</span><p>${post}.</p></div>`).join("") +
      "</article>";
    const markdown = scrape(cmsPage("news", body, "Bridge"));
    expectOnceInOrder(markdown, posts.map((post) => post.slice(0, 60)));
    expectClean(markdown, "news");
  });
});

describe("main content: a story in a plain div beside a thread of comments under a neutral name", () => {
  const STORY = [
    "The harbour board agreed on Tuesday to rebuild the north quay wall in stone, after two years of arguments about the cost of concrete and the look of the old front.",
    "Work starts in September and the quay stays open to the ferry throughout, with a temporary landing stage on the south side for the fishing boats.",
    "The board expects the wall to last a hundred years; the last one, built in 1911, was patched eleven times before the storm of 2024 broke it.",
  ];
  const replies = Array.from(
    { length: 14 },
    (_, n) => `<div class="post"><span class="user">reader${n}</span><p>${["About time too.", "Stone is the right choice, concrete looks awful on the front.", "Who is paying for this?", "Great news for the boats.", "I remember the storm, it was terrible.", "Hope the ferry keeps running.", "Finally!"][n % 7]} (${n + 1})</p><a href="#r${n}">Reply</a></div>`,
  ).join("");

  it("keeps the story, not the thread, when the story is a plain div without a name", () => {
    const page =
      '<!doctype html><html><head><title>Quay wall | Harbour News</title></head><body><div class="top"><a href="/">Harbour News</a></div>' +
      `<div class="wrap"><div><h1>The north quay gets a stone wall</h1>${STORY.map((text) => `<p>${text}</p>`).join("")}</div>` +
      `<div class="thread"><h3>Discussion</h3>${replies}</div></div></body></html>`;
    const markdown = scrape(page);
    expectOnceInOrder(markdown, STORY.map((text) => text.slice(0, 50)));
    const text = words(markdown);
    expect(count(text, "Who is paying for this?")).toBe(0);
    expect(count(text, "reader3")).toBe(0);
  });

  it("keeps the story, not the thread, when the thread's posts carry no link (a name line over each post)", () => {
    const page =
      '<!doctype html><html><head><title>Quay wall | Harbour News</title></head><body><div class="top"><a href="/">Harbour News</a></div>' +
      `<div class="wrap"><div><h1>The north quay gets a stone wall</h1>${STORY.map((text) => `<p>${text}</p>`).join("")}</div>` +
      `<div class="thread"><h3>Discussion</h3>${replies.replace(/<a href="#r\d+">Reply<\/a>/g, "")}</div></div></body></html>`;
    const markdown = scrape(page);
    expectOnceInOrder(markdown, STORY.map((text) => text.slice(0, 50)));
    expect(count(words(markdown), "Who is paying for this?")).toBe(0);
  });

  it("keeps a list article's tips (short sections with a heading and a link each) beside its introduction", () => {
    const tips = ["Check the tide table", "Tell someone your route", "Carry a whistle", "Watch the weather", "Know your way back"];
    const page =
      '<!doctype html><html><head><title>Five rules | Harbour News</title></head><body><div class="top"><a href="/">Harbour News</a></div>' +
      `<div class="wrap"><div><h1>Five rules for walking the sandbanks</h1>${STORY.slice(0, 2).map((text) => `<p>${text}</p>`).join("")}</div>` +
      `<div class="tips">${tips.map((tip, n) => `<div class="tip"><h3>${n + 1}. ${tip}</h3><p>The ${tip.toLowerCase()} rule matters most on spring tides, when the water comes back faster than a person can walk. ${a(`/safety/${n}`, "More on this")}</p></div>`).join("")}</div></div></body></html>`;
    const markdown = scrape(page);
    expectOnceInOrder(markdown, tips);
  });

  it("keeps the story in a plain div beside a neutrally named thread holding more text than the story", () => {
    const longReplies = Array.from(
      { length: 10 },
      (_, n) => `<div class="entry"><b>guest${n}</b><p>${prose("quay wall", n + 20).replace(/<\/?p>/g, "")}</p><a href="#q${n}">Quote</a> <a href="#r${n}">Reply</a></div>`,
    ).join("");
    const page =
      '<!doctype html><html><head><title>Quay wall | Harbour News</title></head><body>' +
      `<div class="content"><div><h1>The north quay gets a stone wall</h1>${STORY.map((text) => `<p>${text}</p>`).join("")}</div>` +
      `<div class="thread">${longReplies}</div></div></body></html>`;
    const markdown = scrape(page);
    expectOnceInOrder(markdown, STORY.map((text) => text.slice(0, 50)));
  });
});
