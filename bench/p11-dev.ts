/**
 * P11's development loop (not part of `npm run bench`): scores the engine on the *development*
 * parts only of both corpora and prints what went wrong, page by page. The held-out parts are never
 * read here. `tsx bench/p11-dev.ts [traf|read] [every=N] [fold=a|b] [verbose]`.
 *
 * `fold=a` / `fold=b` split the development pages in two by another hash of the file name: look at
 * fold a's misses, and keep a change only if fold b (whose pages you have not read) gains too. Dev
 * gains tuned on every dev page did not carry over to the held-out third.
 */
import { loadMarkdownConverter } from "../src/engine/content/html-to-markdown.js";
import { engineExtractor, expectedText, readerText } from "./lib/p11-contenders.js";
import { loadCorpus, pageUrl } from "./lib/readability-corpus.js";
import { scoreSnippets, sumSnippets } from "./lib/snippet-score.js";
import { scoreCorpus, scorePage } from "./lib/shingle-score.js";
import { loadTrafilatura } from "./lib/trafilatura-corpus.js";

const args = process.argv.slice(2);
const every = Number(args.find((arg) => arg.startsWith("every="))?.slice(6) ?? "1");
const verbose = args.includes("verbose");
const fold = args.find((arg) => arg.startsWith("fold="))?.slice(5);
if (fold !== undefined && fold !== "a" && fold !== "b") throw new Error(`fold must be a or b, not ${fold}`);
const inFold = (name: string) => fold === undefined || foldOf(name) === fold;
const converter = await loadMarkdownConverter();
const engine = engineExtractor(converter.convert);
if (!args.includes("read")) {
  let n = 0;
  const pages = loadTrafilatura((file, heldOut) => !heldOut && inFold(file) && n++ % every === 0);
  const counts = pages.map((page) => {
    const result = scoreSnippets(readerText(engine(page.html, page.url)), page.with, page.without);
    if (verbose && (result.kept.length > 0 || result.missed.length > 0)) console.log(`${page.file}\n  kept: ${JSON.stringify(result.kept)}\n  missed: ${JSON.stringify(result.missed)}`);
    return result;
  });
  const s = sumSnippets(counts);
  console.log(`trafilatura dev${fold === undefined ? "" : ` fold ${fold}`} (${s.pages}): F1 ${s.f1.toFixed(3)} P ${s.precision.toFixed(3)} R ${s.recall.toFixed(3)} (tp ${s.tp} fp ${s.fp} fn ${s.fn})`);
}
if (!args.includes("traf")) {
  const pages = loadCorpus().filter((page) => !page.heldOut && inFold(page.name));
  const scores = pages.map((page) => {
    const score = scorePage(readerText(engine(page.html, pageUrl(page))), expectedText(page.expectedHtml));
    if (verbose && (score.precision < 0.9 || score.recall < 0.95)) console.log(`${page.name} P ${score.precision.toFixed(3)} R ${score.recall.toFixed(3)}`);
    return score;
  });
  const s = scoreCorpus(scores);
  console.log(`readability dev${fold === undefined ? "" : ` fold ${fold}`} (${s.pages}): F1 ${s.f1.toFixed(4)} P ${s.precision.toFixed(4)} R ${s.recall.toFixed(4)}`);
}

/** A second split of the dev pages, independent of the held-out one (another FNV offset). */
function foldOf(name: string): "a" | "b" {
  let hash = 0x9747b28c;
  for (let index = 0; index < name.length; index++) {
    hash ^= name.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) % 2 === 0 ? "a" : "b";
}
