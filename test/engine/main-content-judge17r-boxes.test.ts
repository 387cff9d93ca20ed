import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { EN_COOKIE, EN_FOOTER, EN_MENU, EN_STORY, keepsAndDrops, li, ps, shell } from "../helpers/judge8-pages.js";

// Issue 29's seventeenth round, from pages written by someone who had not read the engine: the
// article's lists and tables in boxes named like chrome, introduced by a line ending on a colon or
// followed by their source; the parts of such a box named after it (BEM); a list's point that
// opens with a "read also" word; the key points under a headline.

beforeAll(loadConverter);

const EN = EN_STORY;
const comments = '<section class="comments"><h2>Reader comments (2)</h2><ol><li><a href="/users/pedalpusher">Pedalpusher</a> <time>2 hours ago</time><p>About time they fixed this wall, it has been dangerous for years.</p><a href="#reply-1">Reply</a></li><li><a href="/users/quayside">Quayside</a> <time>1 hour ago</time><p>Stone is the right call, concrete would look awful by the water.</p><a href="#reply-2">Reply</a></li></ol></section>';
const page = (title: string, body: string, header = "") =>
  shell({ title, site: "Harbour Times", cookie: EN_COOKIE, menu: EN_MENU, footer: EN_FOOTER, main: `<main><article class="story">${header || `<h1>${title}</h1>`}<div class="story__body">${body}</div></article>${comments}</main>` });
const gone = ["Reader comments", "About time they fixed", "Privacy policy", EN_COOKIE];

describe("main content (judge17r): the article's boxes named like chrome", () => {
  it("a box named like a promotion whose title and list are named after it (promo-terms__title, promo-terms__list) stays whole", () => {
    const box = `<div class="promo-terms"><h2 class="promo-terms__title">Key terms of the offer</h2><ol class="promo-terms__list">${li(["Double points apply to a maximum spend of £150.", "Fuel and gift cards earn no points at all.", "Bonus points appear within 14 days."])}</ol></div>`;
    const markdown = scrape(page("Double points weekend", ps(EN.slice(0, 2)) + box + ps(EN.slice(2))));
    keepsAndDrops(markdown, [EN[1], "Key terms of the offer", "Double points apply to a maximum spend", "Bonus points appear within 14 days.", EN[2]], gone);
  });

  it("a part of such a box whose own name says credit still goes", () => {
    const box = `<div class="promo-terms"><ul class="promo-terms__list">${li(["The cap is new this year", "Online orders count only at the weekend", "Points expire after two years"])}</ul><p class="promo-terms__credit">Photo: Jane Doe/Agency</p></div>`;
    const markdown = scrape(page("Double points weekend", ps(EN.slice(0, 2)) + box + ps(EN.slice(2))));
    keepsAndDrops(markdown, [EN[1], "The cap is new this year", "Points expire after two years", EN[2]], [...gone, "Jane Doe"]);
  });

  it("a data table in a box named for ad spending, with its source line under it, stays with the source", () => {
    const table = '<div class="ad-spend"><table class="ad-spend__table"><tr><th>Channel</th><th>2023</th></tr><tr><td>Linear TV</td><td>22%</td></tr><tr><td>Retail media</td><td>24%</td></tr><tr><td>Search</td><td>13%</td></tr></table><p class="ad-spend__source">Source: Media Spend Observatory, May 2024</p></div>';
    const markdown = scrape(page("Retail media overtakes TV", ps(EN.slice(0, 2)) + table + ps(EN.slice(2))));
    keepsAndDrops(markdown, [EN[1], "Channel 2023", "Linear TV 22%", "Retail media 24%", "Source: Media Spend Observatory, May 2024", EN[2]], gone);
  });

  it("a titled list in a box named for comments, announced by a short line ending on a colon, stays; the readers' comments still go", () => {
    const summary = `<div class="comments-summary"><h2 class="comments-summary__title">Summary of consultation comments</h2><ul class="comments-summary__list">${li(["Loading for shops: traders fear for deliveries before 10am.", "Safety at side roads: cyclists asked for raised crossings.", "Trees: objections to felling four plane trees."])}</ul></div>`;
    const markdown = scrape(page("What residents told the council", ps(EN.slice(0, 2)) + "<p>The main points raised were:</p>" + summary + ps(EN.slice(2))));
    keepsAndDrops(markdown, [EN[1], "The main points raised were:", "Summary of consultation comments", "Loading for shops", "objections to felling four plane trees", EN[2]], gone);
  });

  it("a tip box named like a sidebar among a checklist's sections stays; a promotion's list before the next section still goes", () => {
    const steps = (items: readonly string[]) => `<ul class="checklist">${li(items)}</ul>`;
    const tip = `<div class="sidebar-note"><h3>Tip from a removalist</h3><p>Pack one first-night box per person and keep it in the car. Include:</p><ul>${li(["Phone chargers and a power board", "Toilet paper, soap and a towel", "Kettle, mugs and tea"])}</ul></div>`;
    const promo = `<div class="promo"><p class="promo__title">Why readers love the app</p><ul>${li(["Breaking news alerts the moment they happen", "Offline reading for your commute home", "Puzzles and games every single day"])}</ul></div>`;
    const body =
      ps(EN.slice(0, 2)) +
      "<h2>Four weeks before</h2>" +
      steps(["Arrange electricity and gas at the new address", "Set up mail redirection with the post office", "Collect boxes, tape and markers for every room"]) +
      tip +
      "<h2>One week before</h2>" +
      steps(["Confirm the removalist's arrival time and parking", "Defrost and clean the fridge two days before", "Update your address with the bank and employer"]) +
      ps([EN[2]]) +
      promo +
      "<h2>Moving day</h2>" +
      ps([EN[3]]);
    const markdown = scrape(page("Moving house checklist", body));
    keepsAndDrops(markdown, ["Set up mail redirection", "Tip from a removalist", "Phone chargers and a power board", "Kettle, mugs and tea", "One week before", EN[2], "Moving day", EN[3]], [...gone, "Why readers love the app", "Puzzles and games"]);
  });

  it("a point of the article's list that opens with a 'read also' word stays", () => {
    const list = `<p>Three things I have mostly stopped doing:</p><ul>${li(["Trending audio on every video", "Hashtag research beyond five local tags", "Posting where the customers simply are not"])}</ul>`;
    const markdown = scrape(page("Social media for a small shop", ps(EN.slice(0, 2)) + list + ps(EN.slice(2))));
    keepsAndDrops(markdown, [EN[1], "Trending audio on every video", "Hashtag research beyond five local tags", EN[2]], gone);
  });
});

describe("main content (judge17r): link lists the article announces after its last paragraph", () => {
  const outbound = '<li><a href="https://docs.python.org/3/library/venv.html">venv (Python docs)</a></li><li><a href="https://pip.pypa.io/en/stable/user_guide/">pip User Guide</a></li><li><a href="https://packaging.python.org/en/latest/tutorials/">Packaging tutorial</a></li>';

  it("a list of links out of the site under a lead-in, named like chrome (resource-links), after the last paragraph stays", () => {
    const list = `<h2>Further resources</h2><p>Useful links:</p><ul class="resource-links">${outbound}</ul>`;
    const markdown = scrape(page("Virtual environments in Python", ps(EN) + list));
    keepsAndDrops(markdown, [EN[3], "Further resources", "Useful links:", "venv (Python docs)", "pip User Guide", "Packaging tutorial"], gone);
  });

  it("a box that opens with its lead-in over links out and a download stays", () => {
    const box = '<div class="links-box"><p>Useful links:</p><ul><li><a href="/files/hillclimb-results.xlsx">Full results spreadsheet (XLSX)</a></li><li><a href="https://www.strava.example/segments/brae">Carrick Brae Strava segment</a></li><li><a href="/racing/dinner">Annual dinner booking form</a></li></ul></div>';
    const markdown = scrape(page("Hill climb results", ps(EN) + box));
    keepsAndDrops(markdown, [EN[3], "Useful links:", "Full results spreadsheet (XLSX)", "Carrick Brae Strava segment"], gone);
  });
});

describe("main content (judge17r): the key points under a headline", () => {
  const points = ["Work starts in September and lasts two years", "The ferry keeps running from a temporary stage", "Objections can be sent until the end of June"] as const;

  it("a box of key points under the headline and standfirst in the story's header stays, before the body", () => {
    const header = `<header class="story__header"><h1>Quay wall to be rebuilt in stone</h1><p class="story__teaser">The harbour board chose stone over concrete after two years of argument about cost.</p><div class="story__summary"><h2>Key points</h2><ul>${li(points)}</ul></div><div class="story__meta"><span>By Anna Berg</span> · <time>12 March 2026</time></div></header>`;
    const markdown = scrape(page("Quay wall to be rebuilt in stone", ps(EN), header));
    keepsAndDrops(markdown, ["Quay wall to be rebuilt in stone", "The harbour board chose stone over concrete", "Key points", points[0], points[2], EN[0], EN[3]], [...gone, "By Anna Berg"]);
  });

  it("key points in a title box of scraps (kicker, standfirst in a box of its own, byline) stay with the standfirst; the kicker and byline go", () => {
    const header = `<div class="story__header"><div class="story__kicker"><a href="/harbour">Harbour</a></div><h1>Quay wall to be rebuilt in stone</h1><div class="story__standfirst"><p>The harbour board chose stone over concrete after two years of argument about cost.</p></div><div class="story__keypoints"><p>Key points</p><ul>${li(points)}</ul></div><div class="article-author"><a href="/authors/anna">Anna Berg</a>, harbour correspondent, Monday 12 March 2026 at 11:10</div></div>`;
    const markdown = scrape(page("Quay wall to be rebuilt in stone", ps(EN), header));
    keepsAndDrops(markdown, ["Quay wall to be rebuilt in stone", "The harbour board chose stone over concrete", points[0], points[2], EN[0], EN[3]], [...gone, "harbour correspondent"]);
  });
});
