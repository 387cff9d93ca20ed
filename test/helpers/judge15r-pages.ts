import { storyText } from "./judge10p-pages.js";
import { cards, linkItems } from "./judge8-pages.js";

/**
 * The judge15r fixtures' page: a site's chrome (cookie line, header menu, a sidebar of most-read
 * links, related cards, a share list, a tag list and footer link columns) around one stack's article
 * markup, in the story's language (right to left for Arabic and Hebrew).
 */

const french = [
  "Le conseil municipal a approuvé mercredi le projet de rénovation du vieux port, débattu pendant près de dix ans et qui a divisé les habitants des quartiers côtiers.",
  "Selon le maire, les premiers travaux commenceront au printemps et la nouvelle promenade ouvrira aux piétons d'ici la fin de l'année prochaine si les entreprises tiennent les délais.",
  "Les opposants craignent que la hausse des loyers chasse les pêcheurs et les petits ateliers installés sur le port depuis le milieu du siècle dernier.",
  "La ville promet de conserver les mouillages des bateaux locaux et de consacrer des crédits à la restauration des entrepôts historiques près de la jetée nord.",
] as const;

/** Paragraph `n` (0–3) of the harbour story in `language` (French added to judge10p's languages). */
export const said = (language: string, n: number): string => (language === "fr" ? (french[n] as string) : storyText(language, n));

/** The chrome's words that must never reach the markdown. */
export const CHROME_WORDS = ["Most read", "Ferry fares rise again", "Lighthouse open day", "Share on Facebook", "Share on X", "Tagged", "harbour-works", "Company info", "Press office", "We use cookies on this site", "More from the harbour", "Old crane goes to museum"] as const;

/** A page around `article` (the stack's whole article markup, title included). */
export function stackPage(article: string, language = "en", title = "The harbour plan"): string {
  const dir = language === "ar" || language === "he" ? "rtl" : "ltr";
  return (
    `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${title} | Harbour Times</title></head><body>` +
    '<div class="cookie-banner" role="dialog"><p>We use cookies on this site.</p><button>Accept</button></div>' +
    `<header class="site-header"><a class="logo" href="/">Harbour Times</a><nav class="main-nav"><ul>${linkItems(["Home", "City", "Port", "Culture", "Contact"], "/s/")}</ul></nav></header>` +
    `<div class="page-wrap"><main class="content">${article}` +
    '<div class="share-buttons"><ul><li><a href="https://www.facebook.com/sharer/sharer.php?u=x">Share on Facebook</a></li><li><a href="https://twitter.com/intent/tweet?url=x">Share on X</a></li></ul></div>' +
    '<div class="post-tags">Tagged: <a href="/tag/harbour-works" rel="tag">harbour-works</a>, <a href="/tag/city-hall" rel="tag">city-hall</a></div>' +
    cards("More from the harbour", [["Old crane goes to museum", "The last steam crane leaves the quay for the transport museum."], ["Night ferry returns", "The night crossing is back from June after a two-year break."]]) +
    `</main><aside class="sidebar"><h2>Most read</h2><ul>${linkItems(["Ferry fares rise again", "Lighthouse open day"], "/news/")}</ul></aside></div>` +
    '<footer class="site-footer"><div class="footer-col"><h4>Company info</h4><ul>' + linkItems(["About us", "Careers", "Advertise"], "/c/") + "</ul></div>" +
    '<div class="footer-col"><h4>Press office</h4><ul>' + linkItems(["Press releases", "Media kit"], "/p/") + "</ul></div><p>© 2026 Harbour Times</p></footer></body></html>"
  );
}
