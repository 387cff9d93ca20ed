import { isByline, isDateline, readingTime } from "./chrome-phrases.js";
import { fastPhraseTest } from "./phrase-test.js";

/**
 * Short lines of page chrome told by their shape in any language, and the few words of chrome in
 * the languages `chrome-phrases.ts` does not cover (ru, cs, tr, ja, zh, ko, ar, he; gaps of nl and
 * pt). Scripts without spaces or case (CJK, Arabic, Hebrew) have no `\b`: a phrase ends at the
 * text's end, a colon or a space. `chrome-text.ts` applies these only to short blocks outside the
 * running text, like the other phrases.
 */

/** A phrase ends where the text ends or a colon, a space or a bracket follows (no `\b` outside ASCII). */
const END = String.raw`(?=$|[\s:：,，.。!！?？(（\[【»›→])`;

/** A lead-in to other articles: "Читайте также", "Přečtěte si také", "İlgili haberler", "関連記事", "相关阅读", "관련기사", "اقرأ أيضا", "כתבות נוספות". */
export const worldReadAlsoPattern = new RegExp(
  "^(?:" +
    [
      "читайте (?:также|еще|ещё)", "читать (?:также|далее)", "смотрите также", "по теме", "похожие (?:статьи|новости|материалы|публикации)", "другие новости", "ещё по теме", "еще по теме", "новости по теме",
      "přečtěte si (?:také|též|dále|více)", "čtěte (?:také|též|dále)", "související (?:články|zprávy|témata)", "mohlo by vás zajímat", "další (?:články|zprávy)",
      "ilgili (?:haberler|haber|yazılar|içerikler)", "bunlar da ilginizi çekebilir", "ilginizi çekebilir", "benzer (?:haberler|yazılar)", "diğer haberler",
      "関連記事", "関連ニュース", "あわせて読みたい", "こちらもおすすめ", "おすすめ記事", "人気記事", "人気ニュース", "注目記事", "(?:アクセス|人気)?ランキング",
      "相关阅读", "相关新闻", "相关文章", "相关推荐", "相關新聞", "相關文章", "延伸阅读", "延伸閱讀", "推荐阅读", "热门文章", "猜你喜欢", "熱門文章", "热门新闻", "熱門新聞", "热点新闻", "编辑推荐", "(?:阅读|點擊|点击)?排行(?:榜)?",
      "관련\\s?기사", "관련\\s?뉴스", "많이 본 뉴스", "추천 기사",
      "اقرأ (?:أيضا|أيضاً|ايضا|المزيد)", "(?:مقالات|أخبار|مواضيع) ذات صلة", "الأكثر قراءة",
      "כתבות נוספות", "קראו (?:עוד|גם)", "עוד בנושא", "כתבות קשורות", "הכי נקראות",
      "gerelateerde (?:artikelen|berichten)", "meer nieuws", "lees meer over", "ook interessant", "notícias relacionadas", "artigos relacionados", "mais lidas",
      "citește și", "citeşte şi", "articole similare", "čítajte (?:aj|tiež)", "prečítajte si (?:aj|tiež)", "olvassa el (?:ezt )?is", "ezt is ajánljuk", "kapcsolódó cikkek",
      "διαβάστε (?:επίσης|ακόμη)", "σχετικά άρθρα", "lue myös", "läs (?:också|även|mer)", "les også", "læs også", "baca juga", "berita terkait", "xem thêm", "đọc thêm", "bài viết liên quan",
      "यह भी पढ़ें", "ये भी पढ़ें", "संबंधित खबरें", "читайте (?:також|більше)", "схожі новини",
    ].join("|") +
    ")" +
    END,
  "iu",
);
export const worldReadAlso = fastPhraseTest(worldReadAlsoPattern);

/**
 * Widgets said in a whole short block: sharing, comments, printing and font size, tag lines.
 */
export const worldWidgetPattern = new RegExp(
  "^(?:" +
    [
      // sharing
      "(?:поделиться|sdílet|paylaş|この記事をシェア(?:する)?|シェア(?:する)?|分享(?:到)?|공유(?:하기)?|شارك(?: المقال)?|שתפו|שתף|deel (?:dit|deze) (?:artikel|bericht|pagina)|compartilhe|compartilhar)" + END + ".*",
      // following the site or the author, listening to the article
      "(?:follow us|folgen sie uns|folge uns|suivez-nous|síguenos|siga-nos|segue-nos|seguici|obserwuj nas|volg ons|подписывайтесь на нас|takip edin|sledujte nás|تابعونا|עקבו אחרינו)" + END + ".*",
      // an article's audio player: its label, perhaps its duration, and nothing more ("Listen to the story of the flood, told by …" is a sentence)
      "(?:listen to (?:this|the) (?:article|story|piece)|(?:diesen )?(?:artikel|beitrag) (?:anhören|vorlesen(?: lassen)?)|écouter (?:cet article|l'article)|escucha(?:r)? (?:este|el) artículo|(?:ouça|ouvir) (?:este|o) (?:artigo|texto)|ascolta (?:questo articolo|l'articolo)|posłuchaj (?:tego )?artykułu|lyssna på artikeln|luister naar (?:dit|het) artikel|poslechněte si článek|(?:про)?слушать статью|makaleyi dinle|この記事を聞く|收听本文|기사 듣기)(?:\\s*[·|:–-]?\\s*(?:\\d{1,2}(?::\\d{2}){1,2}|\\d{1,3}\\s*(?:min|mins|minutes|minuten|minutos|minuti|minut)\\.?))?",
      // (a button's single word, "Follow" or "Listen", is `site-lines.ts`'s buttonWordPattern: not a heading's or a list item's)
      "\\d[\\d.,]*\\s?[km]?\\s+(?:followers?|abonnenten|abonnés|seguidores|follower|obserwujących|volgers|подписчик(?:ов|а)?)",
      // comments
      "(?:комментарии|komentáře|yorumlar|コメント|评论|評論|留言|댓글|التعليقات|تعليقات|תגובות|comentários)\\s*(?:\\(\\d+\\)|\\d+)?",
      "(?:оставить комментарий|napsat komentář|yorum yap|コメントする|发表评论|댓글 쓰기|أضف تعليق|הוסיפו תגובה)",
      // a widget to report a typo ("Нашли ошибку? Выделите текст и нажмите Ctrl+Enter"): a question, then how to send it
      "(?:(?:нашли|заметили|увидели) (?:ошибку|опечатку)(?: в тексте)?|(?:знайшли|помітили) помилку(?: в тексті)?|(?:found|spotted|see) an? (?:typo|mistake|error)(?: in (?:this|the) (?:article|text|story|page))?|(?:tipp)?fehler gefunden|(?:zauważyłeś|znalazłeś|zauważyłaś|znalazłaś) błąd|našli jste (?:chybu|překlep))\\?.{0,140}",
      // printing and the font size
      "(?:печать|версия для печати|tisk|vytisknout|yazdır|印刷(?:する)?|打印|인쇄|طباعة|הדפסה)",
      "(?:【[^】]{1,6}】\\s*){1,6}",
      "(?:font size|schriftgröße|textgröße|taille du texte|tamaño de (?:letra|fuente)|размер шрифта|velikost písma|yazı boyutu|文字サイズ|字号|字體|글자\\s?크기|حجم الخط|גודל גופן)\\s*[:：]?.*",
      // ratings: a word for the mark, then stars or a mark out of a scale, perhaps the votes in brackets ("Note : 4,5/5 (12 votes)")
      "(?:note|оценка|рейтинг|hodnocení|puan|評価|评分|평점|التقييم|דירוג)\\s*[:：]\\s*(?:[★☆]+|\\d(?:[.,]\\d)?\\s*/\\s*\\d{1,2}(?!\\d))(?:\\s*\\([^()]{0,30}\\))?",
      // tag and category lines
      "(?:теги|метки|рубрика|tagy|štítky|rubrika|etiketler|kategori|タグ|カテゴリー?|标签|分类|태그|분류|الوسوم|الكلمات المفتاحية|التصنيف|תגיות|קטגוריה|trefwoorden|categorieën|archivado en|categorias)\\s*[:：].*",
    ].join("|") +
    ")[.!:：]?$",
  "iu",
);
export const worldWidget = fastPhraseTest(worldWidgetPattern);

/**
 * A credit line: a label for the author, the source, the editor or the photographer, then a name
 * that is no sentence ("Автор: Иван Петров", "来源：海港日报", "文：山田太郎 写真：佐藤花子",
 * "بقلم: أحمد علي", "מאת: דני כהן"). The Arabic and Hebrew "by" need no colon.
 */
export const worldCreditPattern = new RegExp(
  "^(?:(?:автор|источник|фото|текст|zdroj|yazar|kaynak|fotoğraf|muhabir|editör|作者|来源|來源|责任编辑|責任編輯|编辑|編輯|记者|記者|文|写真|撮影|摄影|图|圖|图片(?:来源)?|圖片(?:來源)?|写真提供|画像|出典|출처|사진|글|المصدر|تصوير|צילום|עריכה|bron|redactie|fonte)\\s*[:：]|(?:بقلم|كتب|מאת)\\s*[:：]?\\s)\\s*[^.!?。！？]{1,60}$",
  "iu",
);
export const worldCredit = fastPhraseTest(worldCreditPattern);

/** A Korean byline: a name and "reporter", perhaps with the address to write to ("김철수 기자 kim@example.com"). */
const reporterLine = /^[\p{L}]{2,5}\s?기자(?:\s+\S+@\S+)?$/u;

/** Where the sign may stand in a copyright notice: after a label of a word or two, not after a title's words. */
const SIGN_AT = 12;

/** The words of a copyright notice without its sign: the rights reserved, the copying forbidden. */
const rightsNotice =
  /(?:all rights reserved|alle rechte vorbehalten|tous droits réservés|todos los derechos reservados|todos os direitos reservados|tutti i diritti riservati|wszelkie prawa zastrzeżone|alle rechten voorbehouden|все права защищены|tüm hakları saklıdır|všechna práva vyhrazena|(?:queda )?prohibida (?:su|la) reproducción|reproduction (?:interdite|(?:is )?prohibited)|vietata la riproduzione|nachdruck (?:verboten|nur mit))/iu;
/** Longer than this (characters), a line that says so is a paragraph about rights, not the site's notice. */
const RIGHTS_NOTICE = 160;

/**
 * A copyright notice: a short line that opens with the sign or a short label and the sign ("저작권자 © 항구일보 무단전재 및 재배포 금지"),
 * or that says the rights are reserved or the copying forbidden ("Todos los derechos reservados Editora … 2022.").
 */
export function isCopyrightLine(text: string): boolean {
  if (text.length > RIGHTS_NOTICE) return false;
  const sign = text.indexOf("©");
  if (sign !== -1 && sign <= SIGN_AT && text.length <= 100) return true;
  return rightsNotice.test(text);
}

/** The Korean reporter's line (an e-mail address alone is a contact the article gives: it stays). */
export function isReporterLine(text: string): boolean {
  return text.length <= 60 && reporterLine.test(text);
}

const COUNT = String.raw`\d{1,3}(?:[ ,.\u00a0\u202f]?\d{3})*`;
/**
 * A hit counter: a label of up to three words, a colon and a count, perhaps "×" ("Zugriffe: 1234",
 * "Просмотров: 1523", "阅读：1523", "Přečteno: 2 345×"). A year alone ("Jahr: 2024") is a fact.
 */
const hitCounter = new RegExp(String.raw`^\p{L}[\p{L}\p{M}]*(?: [\p{L}\p{M}]+){0,2}\s*[:：]\s*(${COUNT})\s*(?:×|x|次|회)?$`, "u");

/** @param digits the fewest digits of the count (a part of a meta line may count one comment: "Комментариев: 4") */
export function isHitCounter(text: string, digits = 2): boolean {
  if (text.length > 50) return false;
  const count = hitCounter.exec(text)?.[1];
  return count !== undefined && count.length >= digits && !/^(?:19|20)\d{2}$/u.test(count);
}

/**
 * Whether a text may hold a date of the shapes `isLabelledDate` knows (figures joined by a dot, a
 * slash, a dash or a colon, a CJK year or month, a year of four figures): a plain scan, run before those patterns.
 */
export function mayHoldDate(text: string): boolean {
  return /\d\s?[./:-]\s?\d|\d\s*[年년月월]|(?:19|20)\d\d/.test(text);
}

const TIME = String.raw`\d{1,2}(?::\d{2}){1,2}(?:\s*(?:[ap]\.?m\.?|[AP]\.?M\.?|[Uu]hr|h))?|\d{1,2}h\d{2}|\d{1,2}\s*[時时시]\s*(?:\d{1,2}\s*[分분])?`;
const DATE = [
  String.raw`\d{4}\s*[年년]\s*\d{1,2}\s*[月월](?:\s*\d{1,2}\s*[日일])?`,
  String.raw`\d{1,4}\.\s?\d{1,2}\.\s?\d{2,4}\.?`,
  String.raw`\d{1,4}[/-]\d{1,2}[/-]\d{1,4}`,
  String.raw`\d{1,2}\.?\s+\p{L}{3,12}\.?,?\s+(?:19|20)\d{2}`,
  String.raw`\p{L}{3,12}\.?\s+\d{1,2},?\s+(?:19|20)\d{2}`,
].join("|");
const LABEL = String.raw`\p{L}[\p{L}\p{M}]*(?:\s+\p{L}[\p{L}\p{M}]*)?\s*[:：,]?`;
const DATED = String.raw`(?:${LABEL}\s*)?(?:${DATE})(?:\s*[,\-–]?\s*(?:${TIME}))?(?:\s+[A-Z]{3,4})?`;
const labelledDates = new RegExp(String.raw`^${DATED}(?:\s*[|·•,–—-]?\s*${DATED})*$`, "u");

/**
 * A date line in any language: each part a date of a common shape (numbers with dots, dashes or
 * slashes; year, month and day in CJK characters; a day, a month's name and a year), perhaps with a
 * time and a label of one or two words before it ("Zveřejněno: 12. 3. 2024", "입력 2024.03.12 14:35
 * 수정 2024.03.12 16:10", "发布时间：2024年03月12日", "Yayınlanma: 12.03.2024 14:35"). No month list is needed.
 */
export function isLabelledDate(text: string): boolean {
  return text.length <= 80 && /\d/u.test(text) && labelledDates.test(text);
}

/** A time told relative to now: "há 2 horas", "vor 3 Stunden", "2 hours ago", "Asked 12 years, 3 months ago", "2 часа назад", "3時間前". */
const relativeTime = /^(?:\p{L}+\s+)?(?:há|hace|vor|il y a|před)\s+\d{1,3}\s+\p{L}+$|^(?:\p{L}+\s+)?\d{1,3}\s*\p{L}+(?:,?\s+\d{1,3}\s*\p{L}+)?\s+(?:ago|fa|temu|назад|geleden|önce)$|^\d{1,3}\s*(?:分|時間|日|小时|天|분|시간|일)\s*前$/u;

export function isRelativeTime(text: string): boolean {
  return text.length <= 40 && relativeTime.test(text);
}

/** What may join a byline to its date: a comma, a dash, a bar, an "@" or "at" ("Posted by Konstantin @ 12:00 am"). */
const bylineJoint = /(?:[\s,·–@|-]|\s(?:at|um|à|a las|alle|om)(?=\s))+$/u;

/**
 * A byline, then a date after a comma or a space ("Autor: Jan Kowalski, 12.03.2024, 14:35"). A date
 * then "by" a name ("Posted on … by …") is a post's own line the reader keeps, like Readability does.
 */
export function isBylineAndDate(text: string): boolean {
  if (text.length > 100) return false;
  const digit = text.search(/\d/u);
  if (digit <= 0) return false;
  const head = text.slice(0, digit).replace(bylineJoint, "");
  const tail = text.slice(digit);
  return head !== "" && isByline(head) && (isDateline(tail) || isLabelledDate(tail));
}

/** The verbs a cookie notice asks with: accept, agree, consent. */
const consentWord = /(?<!\p{L})(?:accept|agree|consent|akzept|zustimm|stimmen|einverstanden|accepte|acepta|aceit|accett|zgod|souhlas|kabul|согла)|同意|동의/iu;

/** Longer than this (characters), a box is more than a cookie banner. */
export const COOKIE_BANNER = 800;
/** How far into a banner its first words name cookies ("Wir verwenden Cookies, um …", "This site uses cookies"). */
const COOKIE_OPENING = 60;
/** What a banner's buttons and notes say besides consent: that the reader understood, or may allow or refuse. */
const acknowledgeWord = /(?<!\p{L})(?:verstanden|got it|understood|compris|entendido|capito|rozumiem|einwilligung|ablehnen|refuser|rechazar)/iu;

/**
 * A cookie banner, longer than a notice: a box whose first words name cookies, as the site speaking of
 * its own ("Wir verwenden Cookies, um Inhalte …", "This website uses cookies") or with a word that
 * accepts, acknowledges or sets them. A story about cookies opens with its headline, not with them.
 */
export function isCookieBanner(text: string): boolean {
  const opening = text.slice(0, COOKIE_OPENING).toLowerCase();
  if (text.length > COOKIE_BANNER || !opening.includes("cookie")) return false;
  return siteSpeaks.test(opening) || consentWord.test(text) || acknowledgeWord.test(text);
}

/** The site saying in a banner's first words that it uses cookies: "we use", "this website uses", "wir verwenden", "diese Seite benutzt". */
const siteSpeaks =
  /(?<!\p{L})(?:(?:we|this (?:site|website)|our (?:site|website))(?: also)? (?:use|uses|are using|set|sets)|(?:wir|diese (?:seite|website|webseite)|unsere (?:seite|website|webseite))(?: \p{L}+)? (?:verwenden|verwendet|nutzen|nutzt|benutzen|benutzt|setzen|setzt)|(?:nous|ce site|notre site) (?:utilisons|utilise)|(?:este sitio|esta web) (?:utiliza|usa)|utilizamos|usamos|utilizziamo|(?:questo sito) (?:utilizza|usa)|używamy|korzystamy|wykorzystujemy|(?:ta strona) (?:używa|wykorzystuje)|(?:wij|deze (?:site|website)) (?:gebruiken|gebruikt))(?!\p{L})/u;

/**
 * A cookie notice (a box, not a paragraph of the story, that names cookies and asks to accept
 * them), or a banner for the site's app ("App Store" beside "Google Play").
 * @param box whether the block is a container rather than a paragraph
 */
export function isConsentOrAppBox(text: string, box: boolean): boolean {
  // Most blocks name neither: a few plain searches rule them out.
  if (text.length > 300 || !(text.includes("ookie") || text.includes("OOKIE") || text.includes("pp Store") || text.includes("PP STORE") || text.includes("pp store"))) return false;
  const lower = text.toLowerCase();
  if (lower.includes("app store") && (lower.includes("google play") || lower.includes("play store"))) return true;
  return box && lower.includes("cookie") && consentWord.test(lower);
}

/** The label of a link to the previous or the next article ("上一篇：", "Předchozí článek", "Article suivant"). */
const prevNext = new RegExp(
  "^(?:(?:предыдущая|следующая) (?:статья|новость)|(?:předchozí|další) (?:článek|zpráva)|(?:önceki|sonraki) (?:haber|yazı)|(?:前|次)の記事|[上下]一[篇页頁]|이전\\s?글|다음\\s?글|(?:المقال|الخبر) (?:السابق|التالي)|(?:הכתבה|המאמר) (?:הקודמת|הקודם|הבאה|הבא)|(?:previous|next) (?:article|post|story)|(?:vorheriger|nächster) (?:artikel|beitrag)|article (?:précédent|suivant)|(?:artículo|articolo|artigo) (?:anterior|siguiente|precedente|successivo|seguinte))" +
    END +
    "\\s*[:：»›]?\\s*",
  "iu",
);

/**
 * A link to the previous or the next article: its label alone, or the label and the other
 * article's linked title ("上一篇：渔民在市政府前抗议", "Article suivant : …").
 * @param links the block's link density
 */
export function isPrevNextLink(text: string, links: number): boolean {
  const label = prevNext.exec(text);
  return label !== null && (label[0].length === text.length || links >= 0.5);
}

/** A reading time in the languages `chrome-phrases.ts` leaves out: "Время чтения: 4 мин", "Okuma süresi: 4 dk", "読了時間：3分", "阅读时间：3分钟". */
export const worldReadingTimePattern =
  /^(?:время чтения|doba čtení|čas čtení|okuma süresi|読了時間|読み終わるまで|阅读时间|閱讀時間|阅读时长|읽는 시간|وقت القراءة|זמן קריאה|tempo de leitura)\s*[:：]?\s*(?:~|约|約|ca\.?)?\s*\d{1,3}\s*\p{L}{0,8}\.?$|^\d{1,3}\s*(?:мин(?:ут[аы]?)?\.?\s+чтения|dk(?:\.|lık)?\s+okuma|分で読めます|分钟读完|분 읽기)$/iu;
export const worldReadingTime = fastPhraseTest(worldReadingTimePattern);

/** A count of readings: "Letto 1.523 volte", "1.523 mal gelesen", "Прочитано 1523 раза", "Viewed 3.1m times". */
const readCount = new RegExp(String.raw`^(?:\p{L}+\s+)?(?:${COUNT}|\d{1,3}(?:[.,]\d)?[kKmM])\s+(?:volte|mal|times|veces|vezes|fois|раз[а]?|krát|razy|kez|次|회)(?:\s+\p{L}+)?$`, "iu");

/** A count after a pictograph: the views, likes or comments a widget shows beside its icon ("👁 12 430", "❤️ 34", "💬 5"); not "© 2026". */
const iconCount = new RegExp(String.raw`^(?![©®™])\p{Extended_Pictographic}\uFE0F?\s*${COUNT}[KkMm]?$`, "u");

/** Whether the text is only a count of how often the page was read or seen, in words or beside an icon. */
export function isReadCount(text: string): boolean {
  return text.length <= 50 && (readCount.test(text) || iconCount.test(text));
}

/** A short label and a colon, then two or more parts joined by ">", "»" or "›". */
const linkTrail = /^[^>»›:：]{1,16}[:：]\s*(?:[^>»›]{1,40}\s*[>»›]\s*){2,}[^>»›]{0,40}$/u;

/**
 * A labelled trail of links: a short label, then two or more links joined by ">", "»" or "›", perhaps
 * before the current page's name ("当前位置：首页 > 新闻 > 正文", "Vous êtes ici : Accueil » Ville »").
 * A trail without its label stands inside the article on some pages, and Readability keeps it.
 * @param html the block's inner HTML (its links are counted)
 */
export function isLinkTrail(text: string, html: string): boolean {
  // Most short blocks hold no colon: the pattern (which needs one, and two joints) is not run on them.
  if (text.length > 100 || !(text.includes(":") || text.includes("：")) || !linkTrail.test(text)) return false;
  let links = 0;
  for (let at = html.indexOf("<a "); at !== -1 && links < 2; at = html.indexOf("<a ", at + 3)) links++;
  return links >= 2;
}

const DATED_HEAD = new RegExp(String.raw`^${DATED}\s+`, "u");

/** A date line that ends in a widget or a reading time: "发布时间：2024年03月12日 字号：大 中 小 【打印】【关闭】", "12 Mart 2024 Okuma süresi: 4 dk". */
export function isDateThenWidget(text: string): boolean {
  if (text.length > 100 || !/\d/u.test(text)) return false;
  const head = DATED_HEAD.exec(text);
  if (head === null) return false;
  const rest = text.slice(head[0].length);
  return worldWidget.test(rest) || worldReadingTime.test(rest) || readingTime.test(rest);
}

/** A call to support, subscribe, sign up, join a channel or send a tip, in the languages `chrome-phrases.ts` leaves out ("Destek olun", "Подпишитесь", "会員登録", "تبرع", "הצטרפו לערוץ", "Heb je een tip?"). */
export const worldCallToActionPattern =
  /(?:destek ol|bağış|abone ol|подпиш|пожертв|поддержите|podpořte|předplat|přihlaste se k odběru|会員登録|購読|订阅|订閱|捐助|구독|후원|اشترك|تبرع|ادعم|הירשמו|תרמו|הצטרפו|להצטרף|heb (?:je|jij) (?:een )?tip|tips? voor de redactie|(?:got|have) a (?:news )?tip|hast du einen tipp|haben sie einen tipp)/iu;

/** A picture's counter in a block that holds the picture: "Фото 1 из 12", "Fotoğraf 1 / 12", "写真 1/12" (the first number at most the second). */
const pictureCounter = /^(?:\p{L}{1,12}\s*)?(\d{1,3})\s*(?:\/|\p{L}{1,3})\s*(\d{1,3})$/u;

export function isPictureCounter(text: string): boolean {
  if (text.length > 30) return false;
  const match = pictureCounter.exec(text);
  return match !== null && Number(match[1]) >= 1 && Number(match[1]) <= Number(match[2]);
}
