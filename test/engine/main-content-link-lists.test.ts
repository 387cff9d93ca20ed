import { beforeAll, describe, expect, it } from "vitest";
import { chromePage, expectAll, expectFaithful, expectNoChrome, loadConverter, scrape } from "../helpers/article-page.js";

// In-article link lists under onlyMainContent: further reading, sources, references, downloads, a list
// article, link-dense wiki paragraphs; each page inside a news site's chrome (test/helpers/article-page.ts).

beforeAll(loadConverter);

describe("main content keeps the article's link lists with their headings", () => {
  it("keeps a news article's 'Further reading' and 'Sources' link lists, headings with them", () => {
    const sources = [
      ["https://www.ipcc.ch/report/ar6/wg1/", "IPCC Sixth Assessment Report, Working Group I"],
      ["https://www.nature.com/articles/s41586-023-0001", "Sea-level rise from ice sheets, Nature, 2023"],
      ["https://psmsl.org/data/", "Permanent Service for Mean Sea Level: tide gauge data"],
      ["https://www.noaa.gov/sea-level", "NOAA sea level trends"],
    ];
    const reading = [
      ["https://en.wikipedia.org/wiki/Storm_surge", "Storm surge (Wikipedia)"],
      ["https://www.bbc.co.uk/news/science-environment-1234", "How cities are preparing for higher seas"],
      ["https://www.theguardian.com/environment/2025/jan/01/dykes", "The Dutch way with dykes"],
    ];
    const article =
      '<article class="story"><h1>The harbour wall will not be high enough by 2080</h1>' +
      '<p class="lede">A new survey of the old harbour wall shows that the sea will top it on spring tides within sixty years unless the city raises it by at least a metre.</p>' +
      "<p>Engineers from the port authority measured the wall along its whole length last autumn. In places it has sunk by almost twenty centimetres since it was built in 1887, and the stone facing has cracked where the foundations rest on old river silt.</p>" +
      "<p>Combined with the rise in sea level that the latest climate reports project for the North Sea, the survey concludes that the highest tides of the year will wash over the quay regularly from the 2080s on. Storm surges would do so much earlier.</p>" +
      "<h2>Further reading</h2><ul>" +
      reading.map(([href, text]) => `<li><a href="${href}">${text}</a></li>`).join("") +
      "</ul>" +
      "<p>The council will discuss the survey at its meeting in May. A decision on the money for the work is not expected before next year's budget, the harbour master said on Tuesday.</p>" +
      "<h2>Sources</h2><ul>" +
      sources.map(([href, text]) => `<li><a href="${href}">${text}</a></li>`).join("") +
      "</ul></article>";
    const markdown = scrape(chromePage(article));
    expectAll(markdown, [...sources, ...reading].map(([, text]) => text as string));
    expect(markdown).toContain("## Further reading");
    expect(markdown).toContain("## Sources");
    expect(markdown).toContain("(https://psmsl.org/data/)");
    expectAll(markdown, ["A decision on the money for the work is not expected"]);
    expectNoChrome(markdown);
    expectFaithful(markdown);
  });

  it("keeps a 'References' list ending the article and a list of links that is the article's point", () => {
    const tools = [
      ["https://git-scm.com/", "Git", "the version control system almost every team uses, fast and distributed."],
      ["https://code.visualstudio.com/", "Visual Studio Code", "a free editor with a huge range of extensions."],
      ["https://www.docker.com/", "Docker", "containers that run the same on a laptop and a server."],
      ["https://jqlang.github.io/jq/", "jq", "slices and filters JSON on the command line."],
      ["https://github.com/BurntSushi/ripgrep", "ripgrep", "searches a large code base in a blink."],
      ["https://www.postman.com/", "Postman", "builds, saves and shares HTTP requests."],
      ["https://tmux.github.io/", "tmux", "keeps terminal sessions alive when the connection drops."],
      ["https://www.gnu.org/software/make/", "Make", "still the simplest way to write down how a project is built."],
      ["https://www.sqlite.org/", "SQLite", "a whole SQL database in a single file."],
      ["https://htop.dev/", "htop", "shows what the machine is busy with, process by process."],
    ];
    const article =
      '<div class="post-body"><h1>10 tools every developer should know</h1>' +
      "<p>We asked forty developers which tools they open every single day. These ten came up again and again, in roughly this order.</p>" +
      "<ol>" +
      tools.map(([href, name, line]) => `<li><a href="${href}"><strong>${name}</strong></a>: ${line}</li>`).join("") +
      "</ol>" +
      "<h2>References</h2><ol>" +
      '<li><a href="https://survey.stackoverflow.co/2025/">Stack Overflow Developer Survey 2025</a></li>' +
      '<li><a href="https://octoverse.github.com/">GitHub Octoverse report</a></li>' +
      "</ol></div>";
    const markdown = scrape(chromePage(article));
    for (const [href, name, line] of tools) {
      expect(markdown).toContain(`(${href})`);
      expectAll(markdown, [`${name}: ${line}`]);
    }
    expectAll(markdown, ["Stack Overflow Developer Survey 2025", "GitHub Octoverse report"]);
    expect(markdown).toContain("## References");
    expectNoChrome(markdown);
    expectFaithful(markdown);
  });

  it("keeps a 'Sources' box and a list of the site's documents to download at the article's end", () => {
    const article =
      "<article><h1>Ferry fares rise by eight percent</h1>" +
      "<p>Single tickets on the harbour ferry will cost eight percent more from June, the operator announced on Wednesday, blaming the price of electricity and higher wages.</p>" +
      "<p>Season tickets for commuters rise by only three percent. Children under twelve and passengers over seventy keep travelling free of charge, as they have since 2019.</p>" +
      "<h3>Downloads</h3><ul>" +
      '<li><a href="/files/fares-2026.pdf">Fare table from 1 June (PDF)</a></li>' +
      '<li><a href="/files/season-tickets.xlsx">Season ticket prices by zone (Excel)</a></li>' +
      "</ul>" +
      '<div class="sources"><h3>Sources</h3><ul>' +
      '<li><a href="https://www.harbourferries.example/press/fares">Operator\'s press release</a></li>' +
      '<li><a href="https://www.energy-regulator.example/prices-2026">Regulator\'s electricity price report</a></li>' +
      "</ul></div></article>";
    const markdown = scrape(chromePage(article));
    expectAll(markdown, ["Fare table from 1 June (PDF)", "Season ticket prices by zone (Excel)", "Operator's press release", "Regulator's electricity price report"]);
    expect(markdown).toContain("### Downloads");
    expect(markdown).toContain("### Sources");
    expectNoChrome(markdown);
    expectFaithful(markdown);
  });

  it("drops a 'More on this' box of the site's articles but keeps the sources subheading and list after it", () => {
    const article =
      "<article><h1>A dictionary of the pandemic</h1>" +
      "<p>The editors of the online dictionary have collected more than two thousand new words and phrases that came into use during the pandemic, from lockdown to social distancing.</p>" +
      "<p>The glossary is updated every week and explains where each word first appeared, with examples from newspapers and from the parliament's debates.</p>" +
      "<h3>More on this topic</h3><ul>" +
      '<li><a href="/2025/01/words-of-the-year">The words of the year, chosen by our readers</a></li>' +
      '<li><a href="/2024/11/dictionary-online">The big dictionary goes online at last</a></li>' +
      "</ul>" +
      '<h4>Further link</h4><ul><li><a href="https://www.dwds.example/glossary/pandemic">www.dwds.example/glossary/pandemic</a></li></ul></article>';
    const markdown = scrape(chromePage(article));
    expect(markdown).not.toContain("More on this topic");
    expect(markdown).not.toContain("The words of the year");
    expect(markdown).toContain("#### Further link");
    expect(markdown).toContain("(https://www.dwds.example/glossary/pandemic)");
    expectNoChrome(markdown);
    expectFaithful(markdown);
  });

  it("drops a list of share links after the last paragraph (links out that carry the page's address)", () => {
    const page = "https://www.harbourtimes.example/science/2026/03/story";
    const article =
      "<article><h1>Ferry fares rise by eight percent</h1>" +
      "<p>Single tickets on the harbour ferry will cost eight percent more from June, the operator announced on Wednesday, blaming the price of electricity and higher wages.</p>" +
      "<p>Season tickets for commuters rise by only three percent. Children under twelve and passengers over seventy keep travelling free of charge, as they have since 2019.</p>" +
      `<ul><li><a href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page)}">Facebook</a></li>` +
      `<li><a href="https://x.com/intent/post?url=${page}">X</a></li><li><a href="mailto:?subject=Fares&body=${page}">Email</a></li></ul></article>`;
    const markdown = scrape(chromePage(article), page);
    expectAll(markdown, ["as they have since 2019."]);
    expect(markdown).not.toContain("facebook.com");
    expect(markdown).not.toContain("intent/post");
    expectFaithful(markdown);
  });

  it("keeps a one-column table of links under its heading, as a list would be kept", () => {
    const article =
      "<article><h1>New ferry timetable from May</h1>" +
      "<p>The harbour board approved the new timetable on Tuesday evening after a debate that lasted more than three hours and ended in a narrow vote.</p>" +
      "<p>From May the ferry will run every twenty minutes at rush hour, and every forty minutes in the evening and on Sundays, the board said.</p>" +
      "<h3>Documents</h3><table>" +
      '<tr><td><a href="/files/timetable-may.pdf">Timetable from May (PDF)</a></td></tr>' +
      '<tr><td><a href="/board/minutes-12-march">Minutes of the board meeting, 12 March</a></td></tr>' +
      "</table>" +
      "<p>The timetable will be on the operator's website two weeks before it starts, and on paper at every pier.</p></article>";
    const markdown = scrape(chromePage(article));
    expect(markdown).toContain("### Documents");
    expectAll(markdown, ["Timetable from May (PDF)", "Minutes of the board meeting, 12 March", "and on paper at every pier."]);
    expectNoChrome(markdown);
    expectFaithful(markdown);
  });

  it("keeps a short link list under its heading, each item a link and one line", () => {
    const article =
      '<article><h1>Where to watch the eclipse</h1>' +
      "<p>The partial eclipse on Saturday morning will be visible from the whole coast if the sky is clear. The moon will cover about a third of the sun at ten past ten.</p>" +
      "<p>Several clubs and museums open their doors and telescopes for the occasion, and most of them ask you to book a place first.</p>" +
      "<h3>Public viewings</h3><ul>" +
      '<li><a href="/go/observatory">Old Observatory</a>, from 9:00, free</li>' +
      '<li><a href="/go/planetarium">Planetarium on the quay</a>, from 9:30, book ahead</li>' +
      '<li><a href="/go/astro-club">North Bank Astronomy Club</a>, in the park</li>' +
      "</ul>" +
      "<h3>Live streams</h3><ul>" +
      '<li><a href="https://www.esa.int/live">ESA live stream</a></li>' +
      '<li><a href="https://www.timeanddate.com/live/">timeanddate.com live</a></li>' +
      "</ul></article>";
    const markdown = scrape(chromePage(article));
    expectAll(markdown, ["Old Observatory, from 9:00, free", "Planetarium on the quay, from 9:30, book ahead", "North Bank Astronomy Club, in the park", "ESA live stream", "timeanddate.com live"]);
    expect(markdown).toContain("### Public viewings");
    expect(markdown).toContain("### Live streams");
    expectNoChrome(markdown);
    expectFaithful(markdown);
  });

  it("keeps wiki-style paragraphs dense with inline links", () => {
    const link = (text: string) => `<a href="/wiki/${text.replace(/ /g, "_")}">${text}</a>`;
    const article =
      '<div id="content" class="mw-body"><h1 id="firstHeading">Lighthouse of Alexandria</h1><div class="mw-parser-output">' +
      `<p>The ${link("Lighthouse of Alexandria")}, sometimes called the ${link("Pharos")}, was a ${link("lighthouse")} built by the ${link("Ptolemaic Kingdom")} during the reign of ${link("Ptolemy II Philadelphus")}.</p>` +
      `<p>It stood on the island of ${link("Pharos")} in ${link("Alexandria")}, ${link("Egypt")}, and was one of the ${link("Seven Wonders of the Ancient World")}.</p>` +
      `<p>Damaged by ${link("earthquakes")} between ${link("956")} and ${link("1323")}, it became an abandoned ruin; its stones were used for the ${link("Citadel of Qaitbay")}.</p>` +
      `<p>Other lighthouses of antiquity: the ${link("Tower of Hercules")} in ${link("A Coruña")}, the ${link("Lighthouse of Ostia")}, the ${link("Roman lighthouse at Dover")} and ${link("Caepionis Turris")}.</p>` +
      `<h2>See also</h2><ul><li>${link("Colossus of Rhodes")}</li><li>${link("Tower of Hercules")}</li><li>${link("List of lighthouses in Egypt")}</li></ul>` +
      "</div></div>";
    const markdown = scrape(chromePage(article, { title: "Lighthouse of Alexandria" }));
    expectAll(markdown, [
      "was a lighthouse built by the Ptolemaic Kingdom during the reign of Ptolemy II Philadelphus.",
      "and was one of the Seven Wonders of the Ancient World.",
      "its stones were used for the Citadel of Qaitbay.",
      "Other lighthouses of antiquity: the Tower of Hercules in A Coruña, the Lighthouse of Ostia, the Roman lighthouse at Dover and Caepionis Turris.",
    ]);
    // A "See also" list of the site's own pages may go as related links, but never leaves its heading behind.
    expect(markdown.includes("## See also")).toBe(markdown.includes("Colossus of Rhodes"));
    expectNoChrome(markdown);
    expectFaithful(markdown);
  });
});
