/**
 * What short blocks of page chrome say, in the languages news sites are most often written in
 * (en, de, fr, es/pt, it, pl/cs, nl). These are kinds of text (a dateline, a photo credit, a "read
 * also" lead-in, a rating widget), not site names; `chrome-text.ts` applies them only to short
 * blocks outside running text.
 */

const months = [
  "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
  "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
  "januar", "jänner", "februar", "märz", "mai", "juni", "juli", "oktober", "dezember", "okt", "dez", "mrz",
  "janvier", "février", "mars", "avril", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre",
  "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "setiembre", "octubre", "noviembre", "diciembre",
  "janeiro", "fevereiro", "março", "maio", "junho", "julho", "setembro", "outubro", "novembro", "dezembro",
  "gennaio", "febbraio", "aprile", "maggio", "giugno", "luglio", "settembre", "ottobre", "dicembre",
  "stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października", "listopada", "grudnia",
  "styczeń", "luty", "marzec", "kwiecień", "czerwiec", "lipiec", "sierpień", "wrzesień", "październik", "listopad", "grudzień",
  "januari", "februari", "maart", "mei", "augustus",
];

const weekdays = [
  "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "wed", "thu", "fri", "sat", "sun",
  "montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag", "mo", "di", "mi", "do", "fr", "sa", "so",
  "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche",
  "lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo",
  "segunda", "terça", "quarta", "quinta", "sexta", "feira",
  "lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica",
  "poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota", "niedziela",
];

/** Words a dateline may hold besides the date: "Published on", "Veröffentlicht am", "a las", "Uhr". */
const datelineWords = [
  "published", "posted", "updated", "publication", "date", "datum", "fecha", "data", "veröffentlichung", "publicación", "publicação", "pubblicazione", "last", "modified", "on", "at", "am", "pm", "uhr", "um", "vom", "stand", "den", "der",
  "veröffentlicht", "aktualisiert", "zuletzt", "erstellt", "geändert", "publiziert",
  "publié", "publiée", "le", "mis", "à", "jour", "modifié", "h",
  "publicado", "publicada", "el", "a", "las", "actualizado", "actualizada", "de", "del", "hs", "hrs",
  "asked", "answered", "edited", "commented", "created",
  "em", "às", "atualizado", "atualizada",
  "pubblicato", "aggiornato", "il", "alle", "ore",
  "publikacja", "opublikowano", "aktualizacja", "zaktualizowano", "dnia", "godz", "r",
  "gepubliceerd", "bijgewerkt", "op", "om",
  "today", "yesterday", "heute", "gestern", "hoy", "ayer", "aujourd'hui", "hier", "oggi", "ieri", "dzisiaj", "wczoraj",
  "utc", "gmt", "cet", "cest", "est", "edt", "pst", "pdt", "mez", "mesz", "et", "ct", "pt", "bst",
  // "6:40 p.m." splits into its letters
  "p", "m",
];

const dateVocabulary = new Set([...months, ...weekdays, ...datelineWords]);
const monthSet = new Set(months);
const weekdaySet = new Set(weekdays);
const numberWord = /^(?:\d{1,4}(?:st|nd|rd|th|er|º|°|h\d{2}|am|pm)?|\d{1,2}[:h]\d{2}(?::\d{2})?)$/;
const numericDate = /\b\d{1,4}[./-]\d{1,2}[./-]\d{2,4}\b/;
/** A word of a dateline: what splitting at separators gives, read one at a time (most texts fail on their first word). */
const datelineWord = /[^\s,.:/\-–—|()[\]]+/gu;

/**
 * Whether a short text is only a date or a time, with the words a dateline uses around it ("Donnerstag,
 * 31. Mai 2012", "Publicado el 03/05/2022 a las 22h03", "3:59 PM"). A year or a number alone is not.
 */
export function isDateline(text: string): boolean {
  if (text.length > 70 || !/\d/.test(text)) return false;
  const lower = text.toLowerCase();
  let named = false;
  datelineWord.lastIndex = 0;
  for (let match = datelineWord.exec(lower); match !== null; match = datelineWord.exec(lower)) {
    const word = match[0];
    if (monthSet.has(word) || weekdaySet.has(word)) named = true;
    else if (!dateVocabulary.has(word) && !numberWord.test(word)) return false;
  }
  return named || numericDate.test(lower) || /\b\d{1,2}:\d{2}(?!\d)/.test(lower);
}

/** A reading time: "5 min read", "Lesezeit: 3 Minuten", "11 minut czytania", "Temps de lecture : 4 min". */
export const readingTime =
  /^(?:(?:reading time|lesezeit|lesedauer|temps de lecture|tiempo de lectura|tempo de leitura|tempo di lettura|czas czytania|leestijd)\s*:?\s*(?:ca\.?\s*)?\d+\s*\p{L}*\.?|(?:lectura|lecture|leitura)\s*:\s*(?:ca\.?\s*)?\d+\s*(?:min|mins|minutes|minutos)\.?|(?:leitura|lectura|lecture|lettura) de \d+\s*(?:min|minutos|minutes|minuti)\.?|(?:ca\.?\s*)?\d+\s*(?:min|mins|minutes|minuten|minutos|minuti|minut|minuty)\.?\s*(?:read|reading|lesezeit|lesedauer|de lecture|de lectura|de leitura|di lettura|czytania|lezen|lesen)?)$/iu;

/**
 * A photo credit or source line on its own: "Foto: Timur", "(Foto: ABr)", "Bild: Werk/…", "Credit: …", "© Reuters",
 * or the picture's rights alone: a Creative Commons licence ("CC BY-SA 4.0") or "public domain".
 */
export const photoCredit =
  /^[([]?\s*(?:(?:foto|fotos|photo|photos|bild|bilder|image|images|imagen|imágenes|imagem|immagine|zdjęcie|zdjęcia|fot|fotó|kép|forrás|credit|credits|crédit|crédito|créditos|quelle|bildquelle|fotoquelle|source|fuente|fonte|źródło|copyright|titelbild|beitragsbild|headerbild|symbolbild|archivbild|grafik|illustration|(?:image|photo|foto|imagen) (?:illustrative|d'illustration|ilustrativa|de archivo)|(?:photo|image|picture|bild|foto) ?(?:credits?|nachweis|nachweise|rechte)|crédits? photos?|créditos? (?:de )?(?:la )?(?:foto|imagen)|sursa(?: foto)?|sursă(?: foto)?)\s*:|fot\.\s+(?!\d)|©|\(c\)\s|(?:cc[ -]by(?:[ -](?:sa|nd|nc))*|cc0|public domain|domena publiczna|dominio p[úu]blico|dom[íi]nio p[úu]blico|domaine public|pubblico dominio|publiek domein|volné dílo|gemeinfrei)(?![\p{L}\p{N}]))/iu;

/** Words after a credit's label that make a sentence, not a name: a caption that opens with "Photo:". */
const SENTENCE_WORDS = 7;

/**
 * Whether what follows a credit's label reads as a sentence about the picture ("Photo: the old gym on
 * its last day, with pupils watching") rather than a name ("Foto: Hans Müller für die Süddeutsche
 * Zeitung"): many words, most of them in lower case.
 */
export function describesAfterLabel(text: string): boolean {
  const colon = text.indexOf(":");
  if (colon === -1) return false;
  const words = text.slice(colon + 1).trim().split(/\s+/u);
  if (words.length < SENTENCE_WORDS) return false;
  let lower = 0;
  for (const word of words) if (/^\p{Ll}/u.test(word)) lower++;
  return lower * 2 > words.length;
}

/**
 * A credit at the end of a caption (`caption-credits.ts`): a photo credit, or a credit label in the
 * languages above leaves out ("… Фото: Иван Петров / ТАСС", "… 写真：佐藤花子"). Inside a caption,
 * after its own words, such a label is a credit; a block that opens with one may be a sentence
 * (`world-chrome.ts` judges those).
 */
export const captionCredit = new RegExp(
  `${photoCredit.source}|^[([]?\\s*(?:фото|источник|fotoğraf|kaynak|zdroj|写真|撮影|照片|图片|출처|사진|صورة|تصوير|المصدر|צילום|קרדיט)\\s*[:：=]`,
  photoCredit.flags,
);

/** A lead-in that points to other articles ("Lesen Sie auch:", "Lea también:", "Read more:", "À lire aussi"). */
export const readAlso =
  /^(?:read (?:also|more|next)|see also|also read|related(?: posts| articles| stories| content)?|more (?:stories|articles|news)|trending(?: now| articles| stories)?|most (?:read|popular|viewed|shared)|top stories|meistgelesen|meistgelesene artikel|am meisten gelesen|lo más leído|más leídas|les plus lus|più letti|najczęściej czytane|more on this|more from|recommended|you (?:may|might) (?:also )?like|lesen sie (?:auch|mehr|hier)|passend dazu|siehe auch|lies auch|auch lesen|auch interessant|das könnte (?:sie|dich) auch interessieren|mehr zum thema|weitere artikel|weitere beiträge|verwandte (?:artikel|beiträge|themen\p{L}*)|weitere (?:aktuelle |interessante )?(?:artikel|beiträge|themen|nachrichten|meldungen)|zum weiterlesen|weiterlesen|ähnliche (?:artikel|beiträge)|mehr (?:dazu|themen|artikel|kolumnen)|top themen|à lire (?:aussi|également)|articles? (?:liés|similaires|recommandés)|dans la même rubrique|lire aussi|voir aussi|sur le même sujet|lea (?:también|además|más)|lea|le puede interesar|te puede interesar|también te puede interesar|noticias relacionadas|más noticias|otras noticias|artículos relacionados|leia (?:também|mais)|veja também|leggi anche|potrebbe interessarti|czytaj (?:też|także|więcej)|zobacz (?:też|także|również)|przeczytaj (?:też|także|również)|polecamy|lees ook|meer over|puedes ver|mire|mira (?:también|además)|ver (?:también|además)|te recomendamos|lee (?:también|además)|también lee)(?![\p{L}\d_])|^(?:learn more|find out more|erfahren sie mehr|mehr erfahren|en savoir plus|más información|saiba mais|scopri di più|dowiedz się więcej|więcej informacji|lees meer)\s*:/iu;

/** A skip link's words: "Skip to content", "Jump to navigation", "Zur Suche springen"; and the way back up: "Back to top", "Nach oben". */
const skipLinkText =
  "(?:(?:skip|jump) to (?:the )?(?:main )?(?:content|navigation|search)|[↑▲^]\\s*top|top\\s*[↑▲]|(?:[↑▲^]\\s*)?(?:(?:back|return|go|scroll) (?:back )?to (?:the )?top(?: of (?:the )?page)?|nach oben|zurück nach oben|zum seitenanfang|retour en haut(?: de (?:la )?page)?|haut de page|volver arriba|ir arriba|torna su|torna all'inizio|do góry|na górę|powrót do góry|naar boven|terug naar boven)(?:\\s*[↑▲])?|zum inhalt springen|springe zum inhalt|springe zur navigation|zum hauptinhalt(?: springen)?|zur navigation springen|zur suche springen|direkt zum inhalt|aller au contenu|aller à la navigation|aller à la recherche|saltar al contenido|saltar a la navegación|ir a la navegación|ir a la búsqueda|vai al contenuto|vai alla navigazione|przejdź do treści|przejdź do nawigacji|przejdź do wyszukiwania|перейти к (?:навигации|поиску|содержанию)|перейти до (?:навігації|пошуку|змісту))";
/** The way back to the list a page was opened from: "« zurück zur Listenansicht", "← Back to all posts", "Volver al listado". */
const backToListText =
  "(?:[«‹←<]\\s*)?(?:(?:back|return) to (?:the )?(?:list|overview|index|all (?:posts|articles|news|stories)|(?:search )?results|news|blog|articles)|zurück(?: (?:zur|zum|zu den) (?:liste|listenansicht|übersicht|artikelübersicht|newsübersicht|suche|suchergebnissen|nachrichten|artikeln))?|volver (?:al listado|a la lista|al índice|a (?:las )?noticias|a los resultados)|retour (?:à la liste|aux actualités|aux résultats|au blog)|torna (?:all'elenco|alla lista|alle notizie|ai risultati)|powrót do (?:listy|aktualności|wyników)|terug naar (?:het )?(?:overzicht|nieuws)|tilbage til (?:alle )?(?:nyheder|oversigten)|tillbaka till (?:alla )?(?:nyheter|översikten)|tilbake til (?:alle )?(?:nyheter|oversikten)|zpět (?:na|do) (?:seznam|výpis|aktuality|přehled)|späť na (?:zoznam|prehľad|aktuality)|vissza (?:a listához|a hírekhez)|înapoi la (?:listă|știri)|takaisin (?:listaan|uutisiin))";
/** A link that is only a skip link: chrome even beside another one, where other inline links are part of a line. */
export const skipLink = new RegExp(`^(?:${skipLinkText}|${backToListText})$`, "iu");

/** An ad's or a sponsor's label: "Anzeige", "Publicidad · +18", "Contenido patrocinado", "Sponsored content". */
const adLabelText =
  "(?:(?:advertisement|anzeige|werbung|publicidad|publicidade|publicité|pubblicità|publicitate|reklama|reklam|reklame|annons|annonce|mainos|hirdetés|διαφήμιση|реклама|quảng cáo|iklan|sponsored(?: content)?|gesponsert|contenido patrocinado|conteúdo patrocinado|contenu sponsorisé|contenuto sponsorizzato|treść sponsorowana|gesponsorde inhoud)(?:\\s*[,:|·–-]\\s*.{0,50})?" +
  // Alone on their line only ("Annonse" with more after it is no ad's label). Not "Promoted": a league's table says it.
  "|advertentie|annonse|إعلان|פרסומת|विज्ञापन|광고|広告|广告|廣告|paid (?:content|post)|partner (?:content|offer)|partnerangebot)";
/** Such a label alone on its line (`widgetText` takes it too). */
export const adLabel = new RegExp(`^${adLabelText}[.!:]?$`, "iu");

/**
 * Widgets and boxes that are never the article, said in a whole short block: comments and their
 * counts, ratings, sharing, printing, newsletters and subscriptions, donations, ad labels, caption and
 * gallery controls, tag and category lines.
 */
export const widgetText = new RegExp(
  "^(?:" +
    [
      // comments
      "\\d+\\s+(?:comments?|kommentare?|antworten|responses|replies|comentarios?|commentaires?|commenti|komentarz[ye]?|reacties)",
      "(?:leave a (?:reply|comment)|post a comment|add a comment|view comments|show comments|comments are closed|kommentar (?:verfassen|schreiben|abgeben)|leserbrief (?:schreiben|verfassen)|schreibe einen kommentar|kommentare (?:anzeigen|lesen)|deja (?:un|tu) comentario|laisser un commentaire|lascia un commento|dodaj komentarz|skomentuj)",
      "(?:comments?|kommentare|comentarios|commentaires|commenti|komentarze|commenter|comentar|kommentieren|commentare|skomentuj|comment on this (?:article|story|post))\\s*(?:\\(\\d+\\)|:)?",
      // a forum's legend of who reads it
      "(?:users browsing this (?:forum|topic)|mitglieder in diesem (?:forum|thema)|benutzer in diesem (?:forum|thema)|who is online|wer ist online|utilisateurs (?:parcourant|en ligne sur) ce forum|usuarios navegando (?:por )?este foro)(?![\\p{L}\\d_]).*",
      // ratings
      "(?:rate this|bewerten|bewertung|valora (?:esta|este)|califica (?:esta|este)|notez cet|vota (?:questo|questa)|oceń)(?![\\p{L}\\d_]).*",
      "\\(?(?:(?:noch )?keine bewertungen|no (?:ratings|votes) yet|(?:aún |todavía )?sin valoraciones|pas encore de (?:note|vote)|brak ocen)\\)?",
      "(?:rating|valoración|ocena)\\s*:\\s*[\\d★☆].*",
      "(?:wie gefällt (?:ihnen|dir) (?:dieser|der) (?:artikel|beitrag)|hat (?:ihnen|dir) (?:dieser|der) (?:artikel|beitrag) gefallen|(?:how )?did you (?:like|enjoy) this (?:article|post|story)|how (?:do you like|would you rate) this (?:article|post|story)|(?:¿)?te ha gustado (?:este|esta) (?:artículo|nota|noticia)|vous avez aimé cet article|ti è piaciuto questo articolo|czy podobał ci się (?:ten )?artykuł)(?![\\p{L}\\d_]).*",
      // stars alone, perhaps with the mark they give
      "[★☆⭐]{3,10}(?:\\s*[\\d.,/ ()]{0,20})?",
      "(?:was this (?:article|page|post|answer|guide|tutorial) (?:helpful|useful)|(?:war|ist) (?:dieser|der|diese) (?:artikel|beitrag|text|ratgeber|seite) (?:hilfreich|nützlich)|(?:¿)?(?:te ha|le ha) (?:resultado|sido) útil (?:este|esta) (?:artículo|página|guía|información)|bu (?:sayfa|sayfadaki bilgiler|makale|yazı|içerik) (?:işinize yaradı mı|faydalı (?:oldu mu|mıydı)|yararlı (?:oldu mu|mıydı))|(?:cet article|cette page) (?:vous )?a-t-elle été utile|cet article (?:vous )?a-t-il été utile|(?:questo articolo|questa pagina) (?:ti |le )?è stat[oa] utile|(?:questa guida|questo contenuto|queste informazioni) (?:ti |le |vi )?(?:è stat[oa]|sono stat[ei]) util[ei]\\s*\\?|quanto sono chiare le informazioni(?: (?:su|in) questa pagina)?|(?:este artigo|esta página) foi útil|(?:esta informação|este conteúdo) (?:foi|lhe foi|te foi) útil\\s*\\?|(?:was dit artikel|was deze pagina|is dit artikel|is deze pagina) (?:nuttig|behulpzaam)|czy (?:ten |ta )?(?:artykuł|poradnik|tekst|wpis|strona) (?:był|była) (?:pomocny|pomocna|przydatny|przydatna))(?![\\p{L}\\d_]).*",
      // likes, sharing and printing
      "(?:gefällt mir|like this|me gusta|j'aime|mi piace|lubię to)\\s*:?",
      // a post's counts of reactions ("319 Likes", "1.2K shares")
      "\\d[\\d.,]*(?:\\s*[km])?\\s+(?:likes?|reactions?|shares?|retweets?|upvotes?|claps?|gefällt mir|me gusta|j'aime|mi piace)",
      "(?:share (?:this|on)|teilen(?: sie dies mit)?|compartir|partager|condividi|udostępnij|diesen artikel teilen)(?![\\p{L}\\d_]).*",
      "(?:print|drucken|rezept drucken|imprimir|imprimer|stampa|drukuj|share)",
      "(?:print (?:this )?(?:page|article|story|post)|(?:seite|artikel|beitrag|diesen artikel|diese seite) drucken|imprimer (?:la page|l'article|cet article)|imprimir (?:la )?(?:página|artículo|el artículo|noticia|la noticia))",
      // a call to pin the recipe or tag the author's account ("Save to Pinterest", "Tag @mormorskoekken på Instagram")
      "(?:save|pin it|pin) (?:to|on) pinterest",
      "(?:tag|mention|follow|folge|følg|följ|suivez|sigue|etiqueta(?: a)?|menciona(?: a)?|marca|tagga|markiere|identifiez|marque) @[\\p{L}\\d_.]+(?: (?:on|auf|på|sur|en|su|op|na|no) instagram(?: (?:and|und|y|et|e|och|og) [^.!?]{1,40})?)?[!.]?",
      // a price widget's note ("Prices are updated hourly.", "Prices checked daily by our deals team.")
      "prices? (?:are |were )?(?:updated|checked|refreshed) (?:hourly|daily|every (?:hour|day))(?![\\p{L}\\d_]).*",
      // a live blog's end
      "(?:this )?live ?blog (?:has (?:now )?ended|is (?:now )?closed|has (?:now )?closed)(?![\\p{L}\\d_]).*",
      // a forum's or a comment box's prompt to log in ("You must log in or register to reply here.", "Aby odpowiedzieć, musisz się zalogować")
      // (the whole line: the purpose said, nothing after it; "Sie müssen sich anmelden, sobald Sie eingezogen sind" is a guide's step)
      "(?:you (?:must|need to)|please) (?:be )?(?:log(?:ged)? ?in|sign(?:ed)? in)(?: or (?:register|sign up|create an account))? to (?:reply|comment|post|answer)(?: (?:here|to this (?:topic|thread|post)))?",
      "(?:du musst|sie müssen) (?:dich|sich) (?:anmelden|einloggen)(?: oder registrieren)?,? um (?:hier )?(?:zu antworten|zu kommentieren|antworten zu können|kommentieren zu können)",
      "(?:to (?:reply|comment)|aby (?:odpowiedzieć|skomentować|dodać komentarz)|pour (?:répondre|commenter)|para (?:responder|comentar)|per (?:rispondere|commentare)), (?:you must (?:log in|sign in|register)|musisz się zalogować|vous devez (?:être connecté|vous connecter)|debes (?:iniciar sesión|registrarte)|devi (?:accedere|effettuare il login|registrarti))(?: (?:or register|lub zarejestrować|ou vous inscrire|o registrarte|o registrarti))?",
      // a recipe card's buttons, and its call to share a photo of the dish ("Tried this recipe? Mention @… or tag #…!")
      "(?:tried|made|did you make|have you tried) this recipe\\?.*",
      "(?:rezept ausprobiert|hast du (?:das|dieses) rezept (?:ausprobiert|nachgebacken|nachgekocht)|as-tu (?:testé|essayé) cette recette|¿?has (?:probado|hecho|preparado|cocinado) esta receta|har du (?:bagt|lavet|lagat|bakat|bakt|laget|testet|prøvet|provat) (?:opskriften|receptet|oppskriften|denne opskrift))\\?.*",
      "(?:(?:print|pin|save|rate|jump to) (?:this |the )?recipe|rezept (?:merken|speichern|bewerten)|(?:imprimir|guardar) (?:la )?receta|(?:imprimer|enregistrer) (?:la )?recette|(?:stampa|salva) (?:la )?ricetta|drukuj przepis)",
      // newsletters, subscriptions, donations
      "(?:sign up|subscribe|abonnieren|jetzt abonnieren|suscríbete|abonnez-vous|iscriviti|zapisz się|newsletter)(?![\\p{L}\\d_]).*",
      "(?:donate|spenden|dona aquí|donar|faire un don|dona ora|wesprzyj)(?![\\p{L}\\d_]).*",
      // tables of contents (the list under the title goes as a link list or with its heading)
      "(?:table of contents|contents|inhaltsverzeichnis|inhaltsübersicht|inhalt|índice(?: de contenidos?)?|contenidos|sommaire|table des matières|indice|spis treści|inhoudsopgave|inhoud)",
      // loading more and hiding parts
      "(?:load|show|see|view) (?:more|all)(?: [\\p{L}\\d]+){1,2}",
      "(?:mehr|alle|weitere) (?:\\p{L}+ )?(?:anzeigen|ansehen)|ver (?:más|todos|todas)(?: \\p{L}+){1,2}|voir (?:plus|tous|toutes)(?: \\p{L}+){1,2}|afficher plus(?: \\p{L}+){0,2}",
      "(?:load more|show more|mehr laden|weitere (?:inhalte )?laden|lade weitere inhalte|cargar más|ver más|charger plus|voir plus|carica altri|załaduj więcej|quellen (?:ausblenden|einblenden|anzeigen)|hide sources|show sources)",
      "(?:loading|lädt|wird geladen|cargando|chargement|caricamento|ładowanie)",
      // availability of a player, placeholders of blocked embeds, download buttons
      "(?:video |audio |sendung )?(?:verfügbar bis|available until|disponible hasta|disponible jusqu'au)(?![\\p{L}\\d_]).*",
      "(?:externer inhalt|external content|contenido externo|contenu externe|contenuto esterno)",
      "(?:[\\p{L} ]{0,30}\\s)?(?:als pdf herunterladen|pdf herunterladen|download (?:as )?pdf|télécharger (?:en |le )?pdf|descargar (?:en )?pdf)",
      skipLinkText,
      backToListText,
      // ad and sponsor labels
      "report this ad",
      adLabelText,
      // caption and gallery controls
      "(?:caption|close|schließen|cerrar|fermer|chiudi|zamknij|toggle caption|hide caption|show caption|expand|vergrößern|zoom)",
      "(?:bild|image|foto|photo|imagen|imagem|immagine|zdjęcie|slide)?\\s*\\d+\\s*(?:/|of|von|de|sur|di|z)\\s*\\d+",
      // tag and category lines
      "(?:tags|schlagwörter|schlagworte|stichwörter|themen|kategorie|kategorien|categories|category|filed under|posted in|etiquetas|catégories|categorie|tagi|kategorie)\\s*:.*",
      // a tag box's title alone, without a colon
      "(?:tags|tagged|schlagwörter|schlagworte|stichwörter|kategorien|categories|etiquetas|catégories|tagi)",
      "this entry was posted\\b.*",
      // bylines on their own
      "(?:(?:article|story|words|text|written|posted|published) by|by|von|por|par|di|przez|door|autor|autorin|author|text|texto|texte)\\s*:?",
    ].join("|") +
    ")[.!:]?$",
  "iu",
);

/** A byline: "By Jane Doe", "Von Max Muster", "Por Ana Pérez", "Autor: …" — a prefix and a few capitalised words. */
const bylineName = "\\p{Lu}[\\p{L}'.\\-]*";
/** The newsroom after the names ("Por Rafael Souza, da Redação", "Por Ana García, de la Redacción"). */
const newsroom = "(?:\\s*,\\s*(?:(?:da|de la|de|del|della|dalla|der|von der)\\s+)?(?:[Rr]edação|[Rr]edacción|[Rr]edazione|[Rr]édaction|[Rr]edaktion|[Nn]ewsroom))?";
/** The small words inside a family name ("Jan de Vries", "Ana dos Santos", "Ludwig van der Rohe"). */
const nameParticle = "(?:de|van|der|den|von|zu|da|di|del|della|dos|das|du|le|la|ten|ter)";
// Each name ends at a space or comma, so a run of letters splits one way only (no backtracking blow-up).
/** Words that say who posted: "posted by", "verfasst von", "publié par". */
const postedBy =
  "(?:posted|published|written|added|submitted|veröffentlicht|geschrieben|verfasst|eingestellt|hinzugefügt|erstellt|gepostet|publicado|escrito|añadido|publié|écrit|ajouté|pubblicato|scritto|aggiunto|opublikowane|opublikował|dodane|dodał)\\s+(?:by|von|por|par|da|przez)";
const bylineText = new RegExp(
  `^(?:${postedBy}|by|von|por|par|di|przez|door|autor|autorin|author|(?:texto|texte) de|text von|text|texto|texte|redakcja)` +
    `\\s*:?\\s+${bylineName}(?:(?:\\s*,\\s*|\\s+(?:und|and|y|et|i|e|&)\\s+|\\s+(?:${nameParticle}\\s+){0,2})${bylineName}){0,5}${newsroom}$`,
  "u",
);

/** A user's handle after words that say who posted ("Verfasst von: mitundvoneinander", "Posted by admin"): a name in lower case (read with the first word lower-cased). */
const postedByHandle = new RegExp(`^(?:${postedBy})\\s*:?\\s+[\\p{Ll}\\d][\\p{L}\\d_.-]{1,30}$`, "u");

/** A newsroom named alone as the author: "Emotion Redaktion", "Redaktion Hafenblatt", "Editorial team". */
const newsroomLine =
  /^(?:(?:\p{Lu}[\p{L}&.'-]*\s+){1,3}(?:[Rr]edaktion|[Rr]edacción|[Rr]édaction|[Rr]edazione|[Rr]edação|[Rr]edactie|[Nn]ewsroom)|(?:[Rr]edaktion|[Rr]edacción|[Rr]édaction|[Rr]edazione|[Rr]edação|[Rr]edactie)(?:\s+\p{Lu}[\p{L}&.'-]*){1,3}|[Ee]ditorial [Tt]eam|[Dd]ie [Rr]edaktion|[Ll]a [Rr]edacción|[Ll]a [Rr]édaction|[Ll]a [Rr]edazione|[Aa] [Rr]edação)$/u;

/** Whether a short text is a byline (its first word in any case, the names capitalised, or a handle after "posted by"). */
export function isByline(text: string): boolean {
  // Most first words are in lower case already: the text is then tested as it is, not rebuilt.
  if (firstWordIsLowerAscii(text)) return bylineText.test(text) || postedByHandle.test(text);
  const first = /^\S+/u.exec(text)?.[0] ?? "";
  const lowered = first.toLowerCase() + text.slice(first.length);
  return bylineText.test(lowered) || postedByHandle.test(lowered);
}

/** The words `newsroomLine` needs one of: a plain search rules most texts out before its pattern of names is tried. */
const newsroomWord = /red[aä][kcçz]|rédac|newsroom|editorial/i;
/** A newsroom's line is a few words. */
const NEWSROOM_LINE = 60;

/** Whether a line only names the newsroom as its author (`newsroomLine`). */
export function isNewsroomLine(text: string): boolean {
  return text.length <= NEWSROOM_LINE && newsroomWord.test(text) && newsroomLine.test(text);
}

/** A byline that says who wrote the piece in so many words ("Written by Ann Hale", "Verfasst von …"): as a heading too, the author's box. */
const writtenBy = /^(?:written|posted|published|geschrieben|verfasst|veröffentlicht|escrito|publicado|écrit|publié|scritto|pubblicato)\s+(?:by|von|por|par|da)\s/iu;

/** Whether a heading is a byline ("Written by Ann Hale" over the author's bio), not a section title that opens with "By" ("By Car"). */
export function isBylineHeading(text: string): boolean {
  return writtenBy.test(text) && isByline(text);
}

/** Whether the text's first word (`^\S+`) is ASCII without a capital: lower-casing it changes nothing. */
function firstWordIsLowerAscii(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 32 || (code >= 9 && code <= 13)) return true;
    if (code >= 128 || (code >= 65 && code <= 90)) return false;
  }
  return true;
}

/** A heading over comments ("4 Antworten", "12 Comments", "Kommentare", "Leave a Reply") or over readers' reviews with their count ("Les avis (327)", "Valoraciones (212)"). */
export const commentsHeading =
  /^(?:(?:\d+\s+)?(?:comments?|kommentare|antworten|responses|replies|comentarios|comentários|commentaires|commenti|komentarze|reacties|diskussion|discussion|leave a reply|schreibe einen kommentar|deja un comentario|laisser un commentaire|kommentarer|kommentit|komentáře|hozzászólások|yorumlar|комментарии|коментарі|σχόλια|bình luận|komentar|תגובות|تعليقات|评论|評論|コメント|댓글)(?![\p{L}\d_])|(?:reviews|ratings|bewertungen|rezensionen|les avis|avis|valoraciones|opiniones|reseñas|recensioni|avaliações|opinie|recenzje|beoordelingen)\s*\((?!(?:19|20)\d\d\))\d[\d.,]*\)$)/iu;

/**
 * A call to subscribe, sign up or give money ("Never miss the latest news by signing up",
 * "Jede kleine Spende hilft!", "Hazte miembro"): chrome when a short block says it with a link, a
 * question or an exclamation. Each word starts a word: "suspended" holds "spende" but asks nothing.
 */
export const callToAction =
  /(?<!\p{L})(?:newsletter|abonnier|abonnez|abonniere|abonnent|abonné|subscrib|subscription|suscriptor|suscríbete|suscribirse|suscripción|subskryp|iscriviti|spende|spenden|donate|donation|donativo|support us|support our|unterstütze|unterstützen sie|soutenez|apóyanos|wspieraj|m'abonne|hazte (?:miembro|socio)|become a (?:member|supporter|patron)|wesprzyj|never miss|don't miss|nichts (?:mehr )?verpassen|sign up|melde dich an|jetzt anmelden|inscrivez-vous|zapisz się|únete|join our|download (?:the|our) [^.!?]{0,40}apps?\b|descarga (?:la|nuestra) app)/iu;

/**
 * An editorial note about the article rather than part of it: where and under which licence it
 * appeared, whose opinion it gives, who checked it, how to cite it, a disclaimer or an affiliate
 * disclosure ("Dieser Beitrag gibt die Meinung des Autors wieder", "The views expressed …"), or the
 * terms a form's button accepts ("By clicking “Post Your Answer”, you agree to our terms …").
 */
export const editorialNote =
  /^(?:(?:by (?:clicking|signing up|subscribing|submitting|registering|creating an account|continuing)|mit (?:dem klick auf|der anmeldung|dem absenden|ihrer anmeldung|der registrierung)|al (?:hacer clic|registrarte|suscribirte|enviar)|en (?:cliquant|vous inscrivant|vous abonnant|soumettant))(?![\p{L}\d_])[^.!?]{0,160}(?:you agree|you accept|you consent|stimmen sie|akzeptieren sie|erklären sie sich|aceptas|aceptás|acepta|vous acceptez|acceptez)(?![\p{L}\d_])|(?:dieser|der|this|the|este|cet|questo|ten)\s+(?:text|beitrag|artikel|article|post|story|texto|artículo|article|articolo|tekst)\s+(?:wurde|erschien|ist (?:zuerst|ursprünglich)|entspricht|gibt|reflects|fue publicado|a été publié|è stato pubblicato)|bei diesem (?:beitrag|artikel|text) handelt es sich|the (?:views|opinions) expressed|die (?:meinung|ansichten) (?:des|der) (?:autors|autorin|autoren)|if you (?:enjoyed|liked) (?:reading )?this|(?:originalartikel|original article|suggested citation|zitiervorschlag|cite this (?:article|post)|pour citer cet article|référence (?:électronique|papier)|cómo citar este artículo|como citar este artigo|per citare questo articolo|jak cytować (?:ten )?(?:artykuł|tekst))(?![\p{L}\d_])|(?:advertising|affiliate) disclosure|\*?(?:affiliate[- ]links?|partner-?links?|werbe-?links?|provisions-?links?|enlaces de afiliados?|liens affiliés|link di affiliazione|linki afiliacyjne)\s*:|(?:this (?:post|article|page) (?:contains|may contain) affiliate links|(?:links marked with (?:an? )?\*|(?:die )?mit (?:einem )?\* (?:markierten?|gekennzeichneten?) links) (?:are|sind) (?:affiliate|partner|werbe)-?links|(?:dieser|der) (?:beitrag|artikel|text) enthält (?:affiliate|partner|werbe)-?links|este (?:artículo|post) contiene enlaces de afiliados?|cet article contient des liens (?:affiliés|d'affiliation)|questo articolo contiene link (?:di affiliazione|affiliati))(?![\p{L}\d_]))|\b(?:is|are) not responsible for (?:the )?(?:opinions|views|content)|participates in the amazon [\w ]{0,20}associates? program/iu;
