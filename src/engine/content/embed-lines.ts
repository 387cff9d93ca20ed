import { fastPhraseTest } from "./phrase-test.js";

/**
 * Lines an embedded post, a player or an ad break prints inside the story's column, told by their
 * shape: a social post's signature, a player's state or length, a note that the story goes on past
 * an ad. `chrome-text.ts` applies these only to short blocks that are not headings or list items.
 */

/** Longer than this (characters), a line with a handle is a sentence of the story. */
const SIGNATURE = 120;

/**
 * The line an embedded post prints under itself when its script did not run: who shared it, the
 * name and the handle in brackets, nothing after ("A post shared by Harbour Friends
 * (@harbourfriends)", "Ein Beitrag geteilt von …", "Une publication partagée par …"). A sentence
 * that names a handle goes on after it or has no "by" before the name; a post's own signature with
 * its date ("— Jane Doe (@jdoe) March 3, 2024") is the quoted post's and stays.
 */
const sharedBy = /^[^()!?.:;]{0,40}\s(?:by|von|par|por|da|door|przez|от)\s+[^()!?.:;]{1,50}\(@[\p{L}\p{N}_.]{1,30}\)$/u;

export function isPostSignature(text: string): boolean {
  return text.length <= SIGNATURE && text.includes("(@") && sharedBy.test(text);
}

/**
 * A player's state or length, and a note that the story goes on past an ad: "Video duration
 * 02:31", "Now playing", "Up next", "Story continues below advertisement", "Scroll to continue
 * with content", "Weiterlesen nach der Anzeige", "La suite après la publicité".
 */
export const playerOrBreakLine = fastPhraseTest(new RegExp(
  "^(?:" +
    [
      "(?:video |audio )?(?:duration|dauer|durée|duración|durata|czas trwania|длительность)\\s*:?\\s*\\d{1,2}:\\d{2}(?::\\d{2})?",
      "(?:now playing|up next|next up|läuft gerade|als nächstes|en cours de lecture|reproduciendo|in riproduzione)(?:\\s*[:·|–-]?\\s*\\d{1,2}:\\d{2})?",
      "(?:the )?(?:story|article|text) continues (?:below|after)(?: the| this)? (?:advertisement|advert|ad)",
      "scroll (?:down )?to continue(?: with content| reading)?",
      "(?:weiterlesen|lesen sie weiter|der artikel geht weiter) (?:nach|unter) der (?:anzeige|werbung)",
      "(?:la suite|l'article continue) (?:après|sous) (?:la|cette) publicité",
      "(?:el artículo |la noticia )?(?:continúa|sigue) (?:después de|tras|debajo de) (?:la publicidad|el anuncio)",
      "(?:l'articolo )?continua (?:dopo|sotto) (?:la pubblicità|l'annuncio)",
      "(?:dalsza część|ciąg dalszy) (?:artykułu|tekstu) (?:pod|po) reklam(?:ą|ie)",
      "продолжение (?:ниже|после рекламы)",
    ].join("|") +
    ")[.!:…]?$",
  "iu",
));
