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
 * with content", "Weiterlesen nach der Anzeige", "La suite après la publicité"; an ad's label in
 * the few languages `chrome-phrases.ts` leaves out; a stamp "Updated 2 hours ago"; a loading line.
 */
export const playerOrBreakLinePattern = new RegExp(
  "^(?:" +
    [
      "(?:video |audio )?(?:duration|dauer|durée|duración|durata|czas trwania|длительность)\\s*:?\\s*\\d{1,2}:\\d{2}(?::\\d{2})?",
      "(?:now playing|up next|next up|läuft gerade|als nächstes|en cours de lecture|reproduciendo|in riproduzione)(?:\\s*[:·|–-]?\\s*\\d{1,2}:\\d{2})?",
      "(?:the )?(?:story|article|text) continues (?:below|after)(?: the| this)? (?:advertisement|advert|ad)",
      "(?:the )?(?:story|article|text) continues (?:below|after this|on the next page)",
      "[-–—]\\s*(?:advertisement|anzeige|werbung|publicité|publicidad|pubblicità|reklama|реклама)\\s*[-–—]",
      "scroll (?:down )?to continue(?: with content| reading)?",
      "(?:der )?artikel (?:wird )?(?:unter|nach) der (?:anzeige|werbung) (?:fortgesetzt|weiter)",
      "(?:loading|lädt) (?:the )?(?:video|player|audio|content|inhalt|inhalte)",
      "(?:video|audio|player|inhalt|inhalte) (?:wird|werden) geladen",
      "(?:jump|skip|go) to (?:the )?(?:video|audio|player)",
      // a blocked embed's line that sends the reader to the platform ("Watch on YouTube", "View this post on Instagram")
      "(?:view|see|watch) (?:this (?:post|video|reel|photo) )?on \\p{L}[\\p{L}\\p{N}]{1,15}",
      "(?:video|beitrag) auf \\p{L}+ ansehen", "voir (?:la vidéo|cette publication) sur \\p{L}+", "ver (?:el vídeo|esta publicación) en \\p{L}+",
      "(?:select|choose) (?:a |your )?language",
      "powered by google translate",
      "contribute a better translation",
      "media playback is (?:unsupported|not supported) on your device",
      "(?:(?:please enable javascript to view the |blog )?comments powered by disqus\\.?)",
      "(?:weiterlesen|lesen sie weiter|der artikel geht weiter) (?:nach|unter) der (?:anzeige|werbung)",
      "(?:la suite|l'article continue) (?:après|sous) (?:la|cette) publicité",
      "(?:el artículo |la noticia )?(?:continúa|sigue) (?:después de|tras|debajo de) (?:la publicidad|el anuncio)",
      "(?:l'articolo )?continua (?:dopo|sotto) (?:la pubblicità|l'annuncio)",
      "(?:dalsza część|ciąg dalszy) (?:artykułu|tekstu) (?:pod|po) reklam(?:ą|ie)",
      "продолжение (?:ниже|после рекламы)",
      "continua a leggere (?:dopo|sotto) la pubblicità",
      "sigue leyendo (?:después de|tras|debajo de) (?:la publicidad|el anuncio)",
      "continua (?:após a|depois da) publicidade",
      "(?:het artikel gaat verder|lees verder) (?:onder|na) de advertentie",
      "článek pokračuje (?:pod|po) reklam(?:ou|ě)",
      "haberin devamı reklamdan sonra",
      "(?:advertentie|publicidade|reklam)",
      // a stamp of when the story changed, counted back from now ("Updated 2 hours ago", "Actualizado hace 2 horas")
      "(?:updated|aktualisiert|actualizado|atualizado|mis à jour|aggiornato|zaktualizowano|обновлено)\\s*:?\\s*(?:\\d{1,3}\\s+\\p{L}+\\s+(?:ago|fa|temu|назад)|(?:vor|hace|há|il y a)\\s+\\d{1,3}\\s+\\p{L}+)",
      "(?:読み込み中|加载中|載入中|로딩\\s?중|загрузка)",
    ].join("|") +
    ")[.!:…]?$",
  "iu",
);

/** Longer than this (characters), a box that mentions consent is the story's. */
const CONSENT_BOX = 300;

const consentWord = /(?:consent|zustimm|einwillig|accept|akzeptier|allow|erlaub|autoris|acept|accett|zgod|соглас|datenschutz|privacy|third[- ]party|drittanbieter|terceros|terze parti)/u;
const loadWord = /(?:load|lade|laden|charger|cargar|caric|załad|загруз|anzeig|afficher|mostrar|visualizz|wyświetl|показ|freischalt|aktivier|activ|unlock|enable|verbindung|connect)/u;
const contentWord = /(?:content|inhalt|contenu|contenido|contenuto|treść|контент|содержим|video|vídeo|vidéo|embed|einbett|intégr|insert|twitter|youtube|instagram|facebook|tiktok|spotify|vimeo|soundcloud|social[- ]media)/u;

/**
 * The placeholder of an embed that waits for the reader's consent: a short box with a link (its
 * buttons are gone before this pass) whose words ask to accept loading or showing the content — a
 * word for consent, one for loading or showing, one for content or a video ("Mit dem Laden des
 * Inhalts akzeptieren Sie die Datenschutzerklärung. [Inhalt laden]"), or names the platform to unlock
 * ("… ohne dein Einverständnis keine Verbindung zu Twitter her. [Datenschutzeinstellungen verwalten]"). A sentence of the story that
 * mentions consent has no link beside it, or not all three words.
 * @param controls whether the box holds a link of its own
 */
export function isEmbedConsentBox(text: string, controls: boolean): boolean {
  if (text.length > CONSENT_BOX || !controls) return false;
  const lower = text.toLowerCase();
  return consentWord.test(lower) && loadWord.test(lower) && contentWord.test(lower);
}
