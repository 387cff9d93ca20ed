import { isDateline } from "./chrome-phrases.js";
import { fastPhraseTest } from "./phrase-test.js";
import { isLabelledDate } from "./world-chrome.js";

/**
 * Lines a site's software prints around every article, told by their shape: the site's tagline
 * ("From <Name>, the …"), when the page was last edited, who submitted it on which date, counts
 * of likes and views, an empty tag line, a button's single word. `chrome-text.ts` applies these
 * only to short blocks outside the running text.
 */

/**
 * The site's tagline under the title: "From <Name>, the/a …" with no figure and no sentence's end
 * ("From Wikipedia, the free encyclopedia", "Aus Wikipedia, der freien Enzyklopädie"). A sign-off
 * ("From Paris, with love") names no thing after the comma.
 */
const tagline =
  /^(?:from|aus|de|da|van|z|un article de|материал из)\s+\p{Lu}[\p{L}\p{N}.'-]*(?:\s\p{Lu}[\p{L}\p{N}.'-]*)?\s*[,—–-]\s*(?:the|a|an|der|die|das|la|le|l'|el|il|lo|o|a|de|het|een|свободной)\s*\p{L}[\p{L}' ]{2,40}$/iu;

export function isSiteTagline(text: string): boolean {
  return text.length <= 70 && (text.includes(",") || text.includes("—")) && tagline.test(text);
}

/** The words that say when a page was last changed: "last edited", "zuletzt bearbeitet", "dernière modification". */
const lastChanged = fastPhraseTest(
  /(?:last (?:edited|modified|updated|changed|reviewed)|zuletzt (?:am|geändert|bearbeitet|aktualisiert)|por última vez|pour la dernière fois|letzte (?:änderung|aktualisierung)|dernière (?:modification|mise à jour)|(?:última|ultima) (?:modificación|edición|actualización|atualização|alteração|modifica)|laatst (?:gewijzigd|bewerkt|bijgewerkt)|ostatnia (?:edycja|modyfikacja|aktualizacja)|последн\p{L}* (?:изменени|правк))/iu,
);

/**
 * Who made the change, after its date: a user's handle of one word ("by admin", "door molenaar_piet"),
 * not a sentence's agent ("by the ministry").
 */
const editedBy = /\s+(?:by|von|door|par|por|przez|da|di)\s+(?!(?:the|der|die|das|den|dem|de|het|la|le|les|el|los|las|il|lo|gli|a|an|o|os|as)(?:\s|$))[^\s,.:;!?]+\s*\)?$/iu;

/** Longer than this (words before the date), a line that says "last changed" is a sentence of the story. */
const EDITED_WORDS = 12;

/**
 * When the page was last changed, the line ending in a day's date: "This page was last edited on
 * 12 March 2024, at 14:35 (UTC).", "Created by Anna Berg, last modified by Jan Kowalski on 12 March
 * 2024", "Diese Seite wurde zuletzt am 12. März 2024 um 14:35 Uhr bearbeitet." A sentence that
 * says a law was "last changed in 2019" ends in no date.
 */
export function isEditedLine(text: string): boolean {
  if (text.length > 160 || !lastChanged.test(text)) return false;
  const digit = text.search(/\d/u);
  if (digit === -1 || text.slice(0, digit).split(/\s+/u).length > EDITED_WORDS) return false;
  // The date may open with a month's name ("on Mar 12, 2024"), and the verb may close the line after it ("… um 14:35 Uhr bearbeitet").
  const month = /\p{L}+\.?\s+$/u.exec(text.slice(0, digit))?.[0] ?? "";
  for (const tail of [text.slice(digit), month + text.slice(digit)]) {
    // The editor may follow the date ("Last modified: 2024/02/11 14:22 by admin", a wiki's page footer).
    const trimmed = tail.replace(/[\s.]+$/u, "").replace(editedBy, "");
    if (isDay(trimmed) || isDay(trimmed.replace(/\s+\p{L}+$/u, ""))) return true;
  }
  return false;
}

function isDay(text: string): boolean {
  return isDateline(text) || isLabelledDate(text);
}

/** A name of one to three words, any case ("admin", "Hans Meier"), no sentence inside. */
const NAME = String.raw`[^\s,.:;!?]+(?:\s+[^\s,.:;!?]+){0,2}`;
const byName = new RegExp(String.raw`^\p{L}+\s+(?:by|von|par|por|door|przez|da|di)\s+${NAME}\s+(?:on|am|le|el|il|op|dnia|em)\s+(.+)$`, "iu");
const dateByName = new RegExp(String.raw`^\p{L}+\s+(?:on|am|le|el|il|op|dnia|em)\s+(.+?)\s+(?:by|von|par|por|door|przez|da|di)\s+${NAME}$`, "iu");

/**
 * Who put the page up on which day, in one line without a comma's pause: "Submitted by admin on
 * Tue, 03/12/2024 - 14:35", "Erstellt am 12.03.2024 von Hans Meier" (a verb, then the date after a
 * preposition). A date written first ("Tuesday 15 October 2019 by Jane Doe") is a post's own line
 * that Readability keeps (`world-chrome.ts`, isBylineAndDate).
 */
export function isSubmittedLine(text: string): boolean {
  if (text.length > 100) return false;
  const date = byName.exec(text)?.[1] ?? dateByName.exec(text)?.[1];
  return date !== undefined && isDay(date);
}

/**
 * A count of a post's likes, views or replies on its own ("3 Likes", "1.2k views"), an empty tag or
 * comment line ("No labels", "Keine Kommentare"), a lead-in to the site's other posts ("Discover more from <Name>").
 */
export const siteWidgetPattern = new RegExp(
  "^(?:" +
    [
      "\\d[\\d.,]*\\s?[km]?\\s+(?:likes?|views?|replies|reply|votes?|shares?|reads?|aufrufe|vues|visitas|visualizzazioni|wyświetle\\p{L}*|weergaven|просмотр\\p{L}*)",
      "(?:discover|read|see|get) more from\\s.{1,60}",
      "(?:no|keine|aucune?|sin|nessun[ao]?|brak|geen)\\s+(?:labels?|tags?|etiquetas|étiquettes?|schlagwörter|kommentare?|comments?(?: yet)?|comentarios?|commentaires?|comment[io]|komentarzy|reacties)",
    ].join("|") +
    ")[.!]?$",
  "iu",
);

/**
 * A button's single word (follow the site, listen to the article, like or reply to a post): chrome in a block of its own,
 * not as a heading or an item of the article's list ("Listen" over a lesson, "Follow" in steps).
 */
export const buttonWordPattern = /^(?:follow|listen|likes?|reply|replies|folgen|anhören|suivre|écouter|seguir|escuchar|ouvir|segui|ascolta|obserwuj|volgen)[.!]?$/iu;

/** Fewer links than this in a row are a few references, not the site's menu. */
const MENU_LINKS = 3;

/**
 * A cell of a layout table that is only a row of links with separators between them: the site's
 * menu where the page is one column of table rows (the menu a row above the article). Text outside
 * the links is no more than separators ("|", "·"): a line of links in a sentence has words between them.
 * @param links the cell's link density
 * @param html the cell's inner HTML (its links are counted)
 */
export function isMenuCell(links: number, html: string): boolean {
  if (links < 0.5) return false;
  let count = 0;
  for (let at = html.indexOf("<a "); at !== -1 && count < MENU_LINKS; at = html.indexOf("<a ", at + 3)) count++;
  return count >= MENU_LINKS && !/[\p{L}\p{N}]/u.test(html.replace(/<a\b[^>]*>[\s\S]*?<\/a>|<[^>]*>|&[a-z]+;/giu, ""));
}
