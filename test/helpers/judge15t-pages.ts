/**
 * The judge15t fixtures: a four-paragraph story about a harbour in each language the tests use
 * (es, de, fr, pl, pt, en, ja), in a news page with a menu and a footer, and what a site sets after
 * the story (`storyPage`).
 */

const stories: Record<string, readonly string[]> = {
  en: [
    "The harbour board voted on Tuesday to rebuild the north quay wall in stone, after two years of argument over the cost of concrete and the look of the old facade.",
    "Work starts in September and the quay stays open to the ferry throughout, with a temporary landing stage on the south bank for the fishing boats.",
    "The board expects the wall to last a hundred years; the old one, built in 1911, had been patched eleven times before the storm of 2024 broke it.",
    "Residents can see the plans in the town hall until the end of June and send written objections, which the board will discuss in the autumn.",
  ],
  es: [
    "El ayuntamiento aprobó el miércoles el plan para renovar el viejo puerto, que se había discutido durante casi diez años y dividió a los vecinos de los barrios costeros.",
    "Según el alcalde, las primeras obras empezarán en primavera y el nuevo paseo se abrirá a los peatones a finales del año que viene si las constructoras cumplen los plazos.",
    "Los opositores temen que la subida de los alquileres expulse a los pescadores y a los pequeños talleres que trabajan en el puerto desde mediados del siglo pasado.",
    "La ciudad promete conservar los amarres para las barcas locales y reservar dinero para restaurar los almacenes históricos junto al muelle norte.",
  ],
  de: [
    "Der Stadtrat hat am Mittwoch den Plan zur Erneuerung des alten Hafens gebilligt, über den fast zehn Jahre gestritten wurde und der die Bewohner der Küstenviertel spaltete.",
    "Nach Angaben des Bürgermeisters beginnen die ersten Arbeiten im Frühjahr, und die neue Promenade soll bis Ende nächsten Jahres für Fußgänger öffnen.",
    "Gegner fürchten, dass steigende Mieten die Fischer und kleinen Werkstätten vertreiben, die seit der Mitte des vergangenen Jahrhunderts im Hafen arbeiten.",
    "Die Stadt verspricht, die Liegeplätze für einheimische Boote zu erhalten und Geld für die Sanierung der historischen Speicher am Nordpier bereitzustellen.",
  ],
  fr: [
    "Le conseil municipal a approuvé mercredi le projet de rénovation du vieux port, débattu depuis près de dix ans et qui divisait les habitants des quartiers côtiers.",
    "Selon le maire, les premiers travaux commenceront au printemps et la nouvelle promenade ouvrira aux piétons d'ici la fin de l'année prochaine si les délais sont tenus.",
    "Les opposants craignent que la hausse des loyers chasse les pêcheurs et les petits ateliers qui travaillent dans le port depuis le milieu du siècle dernier.",
    "La ville promet de conserver les amarrages des bateaux locaux et de réserver des fonds pour restaurer les entrepôts historiques près de la jetée nord.",
  ],
  pl: [
    "Rada miasta zatwierdziła w środę plan odnowy starego portu, o którym dyskutowano prawie dziesięć lat i który podzielił mieszkańców nadmorskich dzielnic.",
    "Według burmistrza pierwsze prace ruszą wiosną, a nowa promenada zostanie otwarta dla pieszych do końca przyszłego roku, jeśli wykonawcy dotrzymają terminów.",
    "Przeciwnicy obawiają się, że wzrost czynszów wypchnie rybaków i małe warsztaty, które działają w porcie od połowy ubiegłego wieku.",
    "Miasto obiecuje zachować miejsca cumownicze dla lokalnych łodzi i przeznaczyć pieniądze na remont zabytkowych magazynów przy północnym molo.",
  ],
  pt: [
    "A câmara municipal aprovou na quarta-feira o plano de renovação do porto velho, discutido durante quase dez anos e que dividiu os moradores dos bairros costeiros.",
    "Segundo o presidente da câmara, as primeiras obras começam na primavera e o novo passeio abre aos peões até ao fim do próximo ano se os prazos forem cumpridos.",
    "Os opositores temem que a subida das rendas expulse os pescadores e as pequenas oficinas que trabalham no porto desde meados do século passado.",
    "A cidade promete manter os ancoradouros para os barcos locais e reservar dinheiro para recuperar os armazéns históricos junto ao molhe norte.",
  ],
  ja: [
    "市議会は水曜日、十年近く議論が続き沿岸地区の住民の意見を二分してきた旧港の再開発計画を承認した。市長によると工事は春に始まる。",
    "新しい遊歩道は、請負業者が工期を守れば来年末までに歩行者に開放される見通しで、周辺の商店街からは期待の声が上がっている。",
    "一方で計画に反対する住民は、家賃の上昇によって前世紀半ばから港で働いてきた漁師や小さな工房が追い出されることを心配している。",
    "市は地元の漁船のための係留場所を残し、北防波堤の歴史的な倉庫の修復に予算を充てると約束しており、説明会を来月開く予定だ。",
  ],
};
/** Paragraph `n` (0–3) of the story in `language`. */
export function storyLine(language: string, n: number): string {
  const line = stories[language]?.[n];
  if (line === undefined) throw new Error(`no paragraph ${n} in ${language}`);
  return line;
}

/** The story's four paragraphs in `language`, each a `<p>`. */
export const storyParagraphs = (language: string) => [0, 1, 2, 3].map((n) => `<p>${storyLine(language, n)}</p>`).join("");

/** A news page in `language` titled `title` (with the site's name after a bar) around `main`. */
export function storyPage(language: string, title: string, main: string): string {
  return (
    `<!doctype html><html lang="${language}"><head><title>${title} | Coast Post</title><meta property="og:title" content="${title}"></head><body>` +
    '<header><a href="/">Coast Post</a><nav><ul><li><a href="/politics">Politics</a></li><li><a href="/city">City</a></li><li><a href="/sport">Sport</a></li></ul></nav></header>' +
    main +
    '<footer><a href="/imprint">Imprint</a> <a href="/privacy">Privacy</a></footer></body></html>'
  );
}
