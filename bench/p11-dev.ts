/**
 * P11's development loop (not part of `npm run bench`): scores the engine on the *development*
 * parts only of both corpora and prints what went wrong, page by page. The held-out parts are never
 * read here. `tsx bench/p11-dev.ts [traf|read] [every=N] [verbose]`.
 */
import { loadMarkdownConverter } from "../src/engine/content/html-to-markdown.js";
import { engineExtractor, expectedText } from "./lib/p11-contenders.js";
import { loadCorpus } from "./lib/readability-corpus.js";
import { scoreSnippets, sumSnippets } from "./lib/snippet-score.js";
import { scoreCorpus, scorePage } from "./lib/shingle-score.js";
import { loadTrafilatura } from "./lib/trafilatura-corpus.js";

const args = process.argv.slice(2);
const every = Number(args.find((arg) => arg.startsWith("every="))?.slice(6) ?? "1");
const verbose = args.includes("verbose");
const converter = await loadMarkdownConverter();
const engine = engineExtractor(converter.convert);
if (!args.includes("read")) {
  let n = 0;
  const pages = loadTrafilatura((_, heldOut) => !heldOut && n++ % every === 0);
  const counts = pages.map((page) => {
    const result = scoreSnippets(engine(page.html, page.url).text, page.with, page.without);
    if (verbose && (result.kept.length > 0 || result.missed.length > 0)) console.log(`${page.file}\n  kept: ${JSON.stringify(result.kept)}\n  missed: ${JSON.stringify(result.missed)}`);
    return result;
  });
  const s = sumSnippets(counts);
  console.log(`trafilatura dev (${s.pages}): F1 ${s.f1.toFixed(3)} P ${s.precision.toFixed(3)} R ${s.recall.toFixed(3)} (tp ${s.tp} fp ${s.fp} fn ${s.fn})`);
}
if (!args.includes("traf")) {
  const pages = loadCorpus().filter((page) => !page.heldOut);
  const scores = pages.map((page) => {
    const score = scorePage(engine(page.html, `http://fakehost/test/${page.name}/`).text, expectedText(page.expectedHtml));
    if (verbose && (score.precision < 0.9 || score.recall < 0.95)) console.log(`${page.name} P ${score.precision.toFixed(3)} R ${score.recall.toFixed(3)}`);
    return score;
  });
  const s = scoreCorpus(scores);
  console.log(`readability dev (${s.pages}): F1 ${s.f1.toFixed(4)} P ${s.precision.toFixed(4)} R ${s.recall.toFixed(4)}`);
}
