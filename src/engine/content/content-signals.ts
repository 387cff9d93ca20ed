import { detachedString } from "../../core/detached-string.js";
import { withoutLayout } from "./layout-names.js";

const noLayout: ReadonlySet<string> = new Set();

/** What the signals read from an element: its class, id and role. */
export interface Named {
  readonly className: string;
  readonly id: string;
  readonly role: string;
}

/**
 * What class names and ids say about an element. Names are split into words ("relatedArticles",
 * "post__share-bar" → related, articles, post, share, bar) and each word is matched on its start,
 * so one stem covers "comments", "commentlist" and "comment-form".
 */

/** Never article text, whatever else the element is called: removed unless it holds most of the page. */
const alwaysOutside = [
  "comment", "disqus", "respond", "share", "sharing", "sharedaddy", "social", "related", "recommend", "newsletter",
  "subscribe", "subscription", "signup", "outbrain", "taboola", "zergnet", "cookie", "consent", "gdpr", "popup", "modal", "overlay", "breadcrumb",
  "mostread", "popular", "trending", "promo", "sponsor", "advert", "skiplink", "pagination", "pager", "byline",
  // Other threads or posts like this one ("similarThreads", "similar-posts"; not "similarity").
  "similar",
  // Boxes beside the story: the author's bio, affiliate and legal notices, the copyright line.
  "bio", "biograph", "disclaimer", "disclosure", "affiliate", "copyright",
  // The same in the languages news sites most often name their markup in (es/pt, fr, de, pl/cs).
  // German "Kommentar" alone is an opinion piece, like "commentary": only the plural means comments.
  "coment", "kommentare", "komentarz", "komentare", "relacionad", "compartir", "partage", "publicidad", "publicit", "werbung", "afiliad",
  "meistgelesen",
];

/** Usually page chrome; overruled when the same element also has an article word. */
const usuallyOutside = [
  "sidebar", "widget", "footer", "masthead", "header", "nav", "menu", "ad", "ads", "tags", "tagcloud", "meta",
  "author", "toolbar", "community", "extra", "links", "sitemap", "rss", "utility", "secondary", "complementary",
  "more", "also", "next", "prev", "previous", "login", "search", "feed", "caption-credit", "credit", "banner",
  "reaction", "follow", "donate",
];

/**
 * Chrome words that also name parts of a story: a lead ("teaser"), a box beside the text ("aside"),
 * the rest after the jump, a printable article, a review's score, the paragraphs behind a paywall
 * ("subscriber-only"; the offer to subscribe is named "subscribe" and stays outside). Paragraphs of
 * running text overrule them even inside the chosen article.
 */
const sometimesStory = ["teaser", "aside", "jump", "print", "rating", "subscriber", "paywall"];

/** Words of containers that hold articles; a docs page's note or warning box ("admonition": Sphinx, MkDocs, Docusaurus) is its text too. */
const articleWords = ["article", "body", "content", "entry", "main", "post", "story", "text", "blog", "hentry", "prose", "markdown", "column", "page", "admonition"];

// Stems that would match too much as prefixes: exact words only ("ad" must not match "address",
// "subscribe" not "subscriber").
const exactWords = new Set(["bio", "similar", "subscribe", "ad", "ads", "more", "also", "next", "prev", "meta", "page", "text", "body", "main", "links", "extra"]);

// Words a stem starts but that say nothing about chrome: an opinion column ("commentary") is not comments.
const notSignals = ["commentar"];

/** A list of stems ready to match: its exact words in a set, the rest tried as prefixes. */
interface Stems {
  exact: ReadonlySet<string>;
  prefixes: readonly string[];
}

function stemsOf(words: readonly string[]): Stems {
  return { exact: new Set(words.filter((word) => exactWords.has(word))), prefixes: words.filter((word) => !exactWords.has(word)) };
}

function matches(word: string, stems: Stems): boolean {
  if (stems.exact.has(word)) return true;
  for (const stem of stems.prefixes) if (word.startsWith(stem)) return true;
  return false;
}

const outsideStems = stemsOf(alwaysOutside);
const usuallyOutsideStems = stemsOf(usuallyOutside);
const sometimesStoryStems = stemsOf(sometimesStory);
const articleStems = stemsOf(articleWords);

/** What one word of a name says (the first list it matches, in the order `addSignals` reads them). */
const WordKind = { None: 0, Outside: 1, OnlyChrome: 2, Chrome: 3, Article: 4 } as const;
type WordKind = (typeof WordKind)[keyof typeof WordKind];

function kindOfWord(word: string): WordKind {
  if (notSignals.some((prefix) => word.startsWith(prefix))) return WordKind.None;
  if (matches(word, outsideStems)) return WordKind.Outside;
  if (matches(word, usuallyOutsideStems)) return WordKind.OnlyChrome;
  if (matches(word, sometimesStoryStems)) return WordKind.Chrome;
  if (matches(word, articleStems)) return WordKind.Article;
  return WordKind.None;
}

// Words recur across names far more than names do ("post", "content", "wp", "block"): each is
// matched against the ~120 stems once. Cleared when large, like the names' cache.
const wordKinds = new Map<string, WordKind>();

function wordKind(word: string): WordKind {
  // A hostile page's huge class words are matched, not kept.
  if (word.length > 64) return kindOfWord(word);
  let kind = wordKinds.get(word);
  if (kind === undefined) {
    if (wordKinds.size > 10000) wordKinds.clear();
    kind = kindOfWord(word);
    wordKinds.set(detachedString(word), kind);
  }
  return kind;
}

function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "");
}

export interface NameSignals {
  /** A word that never names article text (comments, sharing, related links, …). */
  outside: boolean;
  /** A word that usually names page chrome (sidebar, footer, menu, …). */
  chrome: boolean;
  /** A chrome word that is not one of those that also name parts of a story. */
  onlyChrome: boolean;
  /** A word that names an article container. */
  article: boolean;
}

const noSignals: NameSignals = { outside: false, chrome: false, onlyChrome: false, article: false };
const signalCache = new Map<string, NameSignals>();

/** What one class token says, as bits (see `tokenSignals`). */
const Bit = { Outside: 1, Chrome: 2, OnlyChrome: 4, Article: 8, ElementChrome: 16 } as const;

function signalsOfName(name: string | undefined): NameSignals {
  if (name === undefined || name === "") return noSignals;
  let signals = signalCache.get(name);
  if (signals !== undefined) return signals;
  let bits = 0;
  for (const token of name.split(/\s+/)) bits |= tokenSignals(token);
  signals = {
    outside: (bits & Bit.Outside) !== 0,
    chrome: (bits & Bit.Chrome) !== 0,
    onlyChrome: (bits & Bit.OnlyChrome) !== 0,
    // A BEM element named as chrome overrules the article word of its block (below).
    article: (bits & Bit.Article) !== 0 && (bits & Bit.ElementChrome) === 0,
  };
  if (signalCache.size > 10000) signalCache.clear();
  signalCache.set(detachedString(name), signals);
  return signals;
}

// Tokens recur across class names far more than whole names do ("wp-block-group", "col-md-8"):
// each is split into words once. Cleared when large, like the names' cache.
const tokenCache = new Map<string, number>();

/** The signals of one class token (`Bit`s), cached unless the token is huge (a hostile page's). */
function tokenSignals(token: string): number {
  if (token.length > 100) return readToken(token);
  let bits = tokenCache.get(token);
  if (bits === undefined) {
    if (tokenCache.size > 10000) tokenCache.clear();
    bits = readToken(token);
    tokenCache.set(detachedString(token), bits);
  }
  return bits;
}

function readToken(token: string): number {
  // BEM ("block__element"): the part after "__" says what the element is, the block only where it
  // sits; "article-header__author" is an author line, whatever the block's article word says.
  const split = token.lastIndexOf("__");
  if (split <= 0) return wordSignals(wordsOf(token));
  const element = wordSignals(wordsOf(token.slice(split + 2)));
  const elementChrome = (element & Bit.Chrome) !== 0 && (element & Bit.Article) === 0;
  return element | wordSignals(wordsOf(token.slice(0, split))) | (elementChrome ? Bit.ElementChrome : 0);
}

/** The signals of `words` together, as `Bit`s. */
function wordSignals(words: readonly string[]): number {
  let bits = 0;
  for (const word of words) {
    const kind = wordKind(word);
    if (kind === WordKind.Outside) bits |= Bit.Outside;
    else if (kind === WordKind.OnlyChrome) bits |= Bit.Chrome | Bit.OnlyChrome;
    else if (kind === WordKind.Chrome) bits |= Bit.Chrome;
    else if (kind === WordKind.Article) bits |= Bit.Article;
  }
  return bits;
}

/**
 * Whether the element's names say it is not article text (before any scoring). `prose` (the
 * element holds paragraphs of running text) overrules names that only usually mean chrome.
 */
export function looksOutside(element: Named, prose: boolean): boolean {
  const className = signalsOfName(element.className);
  const id = signalsOfName(element.id);
  if (className.outside || id.outside) return true;
  if (prose) return false;
  const role = element.role;
  if (role === "complementary" || role === "navigation" || role === "banner" || role === "contentinfo") return true;
  return (className.chrome || id.chrome) && !className.article && !id.article;
}

const creditName = /credit|copyright|photographer|fotograf|bildnachweis|bildquelle/i;

/** Whether a class name or id holds a word that never names article text (comments, sharing, related links, …). */
export function neverArticleName(name: string): boolean {
  return signalsOfName(name).outside;
}

/**
 * Whether a class name only says "page chrome, usually" (sidebar, widget, footer, …): no word that
 * never names article text (comments, related links), none that names an article container.
 */
export function chromeOnlyName(name: string): boolean {
  const signals = signalsOfName(name);
  return signals.chrome && !signals.outside && !signals.article;
}

/** Whether the names say the element is a photo credit (inside a caption, it is not part of the caption's sentence). */
export function namedCredit(element: Named): boolean {
  // Most elements have neither name: no pattern is run on an empty one.
  return (element.className !== "" && creditName.test(element.className)) || (element.id !== "" && creditName.test(element.id));
}

/**
 * ±25 per attribute (class, id) that names an article container or page chrome; `layout` holds
 * the page's layout classes (`layout-names.ts`), which say neither.
 */
export function nameWeight(element: Named, layout: ReadonlySet<string> = noLayout): number {
  return signalWeight(signalsOfName(withoutLayout(element.className, layout))) + signalWeight(signalsOfName(element.id));
}

function signalWeight(signals: NameSignals): number {
  if (signals.outside || (signals.chrome && !signals.article)) return -25;
  return signals.article ? 25 : 0;
}

/**
 * Whether the names have no word that is never article text, and every chrome word among them is one
 * that also names part of a story (see `sometimesStory`).
 */
export function mayBeStory(element: Named, layout: ReadonlySet<string> = noLayout): boolean {
  const className = signalsOfName(withoutLayout(element.className, layout));
  const id = signalsOfName(element.id);
  return !className.outside && !id.outside && !className.onlyChrome && !id.onlyChrome;
}
