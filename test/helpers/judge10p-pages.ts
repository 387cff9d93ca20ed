import { expect } from "vitest";

/**
 * The judge10p fixtures' story: four paragraphs about a harbour in each language the tests use, in a
 * page with a menu and a footer (`storyIn`).
 */

const stories: Record<string, readonly string[]> = {
  en: [
    "The city council on Wednesday approved the plan to renew the old harbour, which had been argued over for almost ten years and split the people of the coastal districts.",
    "According to the mayor, the first works start in spring and the new promenade opens to walkers by the end of next year, if the builders keep to the schedule.",
    "Opponents fear that rising rents will drive out the fishermen and small workshops that have worked in the harbour since the middle of the last century.",
    "The city promises to keep the moorings for local boats and to set aside money to restore the historic warehouses by the north pier.",
  ],
  ru: [
    "Городской совет в среду утвердил план реконструкции старого порта, который обсуждался почти десять лет и вызвал споры среди жителей прибрежных районов.",
    "По словам мэра, первые работы начнутся весной, а новая набережная откроется для пешеходов уже к концу следующего года, если подрядчики уложатся в сроки.",
    "Противники проекта опасаются, что рост арендной платы вытеснит рыбаков и небольшие мастерские, которые работают в порту с середины прошлого века.",
    "Городская администрация обещает сохранить причалы для местных лодок и выделить средства на ремонт исторических складов у северного мола.",
  ],
  cs: [
    "Městská rada ve středu schválila plán obnovy starého přístavu, o kterém se diskutovalo téměř deset let a který rozdělil obyvatele pobřežních čtvrtí.",
    "Podle starosty začnou první práce na jaře a nové nábřeží se pro chodce otevře do konce příštího roku, pokud dodavatelé dodrží termíny.",
    "Odpůrci projektu se obávají, že růst nájmů vytlačí rybáře a malé dílny, které v přístavu fungují od poloviny minulého století.",
    "Radnice slibuje zachovat kotviště pro místní lodě a vyčlenit peníze na opravu historických skladů u severního mola.",
  ],
  tr: [
    "Belediye meclisi çarşamba günü, yaklaşık on yıldır tartışılan ve kıyı mahallelerinde yaşayanları ikiye bölen eski liman yenileme planını onayladı.",
    "Belediye başkanına göre ilk çalışmalar ilkbaharda başlayacak ve yükleniciler takvime uyarsa yeni sahil yolu gelecek yılın sonuna kadar yayalara açılacak.",
    "Projeye karşı çıkanlar, kira artışlarının geçen yüzyılın ortasından beri limanda çalışan balıkçıları ve küçük atölyeleri bölgeden çıkaracağından endişe ediyor.",
    "Belediye, yerel teknelerin bağlama yerlerini koruyacağını ve kuzey mendireğindeki tarihi depoların onarımı için kaynak ayıracağını söylüyor.",
  ],
  ja: [
    "市議会は水曜日、十年近く議論が続き沿岸地区の住民の意見を二分してきた旧港の再開発計画を承認した。市長によると工事は春に始まる。",
    "新しい遊歩道は、請負業者が工期を守れば来年末までに歩行者に開放される見通しで、周辺の商店街からは期待の声が上がっている。",
    "一方で計画に反対する住民は、家賃の上昇によって前世紀半ばから港で働いてきた漁師や小さな工房が追い出されることを心配している。",
    "市は地元の漁船のための係留場所を残し、北防波堤の歴史的な倉庫の修復に予算を充てると約束しており、説明会を来月開く予定だ。",
  ],
  zh: [
    "市议会周三批准了旧港口改造计划，这项计划已经讨论了将近十年，并在沿海社区居民中引发了广泛争议。市长表示，第一阶段工程将于明年春天开始。",
    "如果承包商能够按期完成工程，新的滨海步道将在明年年底前向行人开放，周边商户对此普遍表示欢迎，并希望客流能够明显增加。",
    "反对者担心租金上涨会把自上世纪中叶以来一直在港口工作的渔民和小作坊挤走，他们呼吁市政府在规划中保留传统的生产空间。",
    "市政府承诺为当地渔船保留停泊位置，并拨出专款修缮北防波堤旁的历史仓库，相关听证会将于下个月在市民中心举行。",
  ],
  ko: [
    "시의회는 수요일 거의 10년 동안 논의되며 해안 지역 주민들의 의견을 둘로 나눴던 옛 항구 재개발 계획을 승인했다. 시장은 공사가 봄에 시작된다고 밝혔다.",
    "시공사가 일정을 지킨다면 새 해안 산책로는 내년 말까지 보행자에게 개방될 예정이며 주변 상인들은 방문객이 늘어날 것이라고 기대하고 있다.",
    "반대하는 주민들은 임대료 상승으로 지난 세기 중반부터 항구에서 일해 온 어민과 작은 공방들이 밀려날 것을 우려하고 있다.",
    "시는 지역 어선을 위한 계류 공간을 유지하고 북쪽 방파제 옆 역사적인 창고를 보수하는 데 예산을 배정하겠다고 약속했다.",
  ],
  ar: [
    "وافق المجلس البلدي يوم الأربعاء على خطة تجديد الميناء القديم التي نوقشت لما يقرب من عشر سنوات وأثارت جدلا واسعا بين سكان الأحياء الساحلية.",
    "وبحسب رئيس البلدية، ستبدأ الأعمال الأولى في الربيع، وسيفتح الكورنيش الجديد أمام المشاة بحلول نهاية العام المقبل إذا التزم المقاولون بالمواعيد.",
    "ويخشى معارضو المشروع أن يؤدي ارتفاع الإيجارات إلى طرد الصيادين والورش الصغيرة التي تعمل في الميناء منذ منتصف القرن الماضي.",
    "وتعد البلدية بالحفاظ على أرصفة القوارب المحلية وتخصيص أموال لترميم المستودعات التاريخية قرب الرصيف الشمالي.",
  ],
  he: [
    "מועצת העיר אישרה ביום רביעי את תוכנית השיקום של הנמל הישן, שנדונה כמעט עשר שנים ועוררה מחלוקת בין תושבי השכונות שלאורך החוף.",
    "לדברי ראש העיר, העבודות הראשונות יתחילו באביב והטיילת החדשה תיפתח להולכי רגל עד סוף השנה הבאה, אם הקבלנים יעמדו בלוח הזמנים.",
    "מתנגדי התוכנית חוששים שעליית שכר הדירה תדחק החוצה את הדייגים ואת בתי המלאכה הקטנים שפועלים בנמל מאז אמצע המאה הקודמת.",
    "העירייה מבטיחה לשמור על מקומות העגינה של סירות הדייגים המקומיים ולהקצות כסף לשיקום המחסנים ההיסטוריים ליד המזח הצפוני.",
  ],
  es: [
    "El ayuntamiento aprobó el miércoles el plan de renovación del puerto viejo, que se debatió durante casi diez años y dividió a los vecinos de los barrios costeros.",
    "Según el alcalde, las primeras obras comenzarán en primavera y el nuevo paseo marítimo abrirá a los peatones a finales del año próximo si las constructoras cumplen los plazos.",
    "Los opositores temen que la subida de los alquileres expulse a los pescadores y a los pequeños talleres que trabajan en el puerto desde mediados del siglo pasado.",
    "El consistorio promete mantener los amarres de las barcas locales y destinar fondos a restaurar los almacenes históricos junto al espigón norte.",
  ],
  pl: [
    "Rada miasta zatwierdziła w środę plan przebudowy starego portu, o którym dyskutowano przez prawie dziesięć lat i który podzielił mieszkańców nadmorskich dzielnic.",
    "Według prezydenta miasta pierwsze prace ruszą wiosną, a nowy bulwar zostanie otwarty dla pieszych do końca przyszłego roku, jeśli wykonawcy dotrzymają terminów.",
    "Przeciwnicy projektu obawiają się, że wzrost czynszów wypchnie rybaków i małe warsztaty, które działają w porcie od połowy ubiegłego wieku.",
    "Miasto obiecuje zachować miejsca cumowania dla lokalnych łodzi i przeznaczyć pieniądze na remont zabytkowych magazynów przy północnym molo.",
  ],
  de: [
    "Der Stadtrat hat am Mittwoch den Plan zur Erneuerung des alten Hafens beschlossen, über den fast zehn Jahre lang gestritten wurde und der die Bewohner der Küstenviertel gespalten hat.",
    "Nach Angaben des Bürgermeisters beginnen die ersten Arbeiten im Frühjahr, die neue Promenade soll bis Ende nächsten Jahres für Fußgänger öffnen, wenn die Baufirmen die Termine halten.",
    "Gegner des Projekts fürchten, dass steigende Mieten die Fischer und kleinen Werkstätten vertreiben, die seit Mitte des vergangenen Jahrhunderts im Hafen arbeiten.",
    "Die Stadt verspricht, die Liegeplätze für die Boote der Fischer zu erhalten und Geld für die Sanierung der historischen Speicher an der Nordmole bereitzustellen.",
  ],
};

/** Paragraph `n` (0–3) of the story in `language`. */
export function storyText(language: string, n: number): string {
  const story = stories[language];
  if (story === undefined || story[n] === undefined) throw new Error(`no paragraph ${n} in ${language}`);
  return story[n];
}

/** A page in `language` (right to left for Arabic and Hebrew): a menu, the title, `before`, the story's four paragraphs, `after`, a footer. */
export function storyIn(language: string, before: string, after: string): string {
  const dir = language === "ar" || language === "he" ? "rtl" : "ltr";
  const paragraphs = [0, 1, 2, 3].map((n) => `<p>${storyText(language, n)}</p>`).join("");
  return (
    `<!doctype html><html lang="${language}" dir="${dir}"><head><title>Harbour</title></head><body>` +
    '<header><a href="/">Logo</a><nav><ul><li><a href="/politics">Politics</a></li><li><a href="/city">City</a></li><li><a href="/sport">Sport</a></li></ul></nav></header>' +
    `<main><article><h1>The harbour plan</h1>${before}${paragraphs}${after}</article></main>` +
    '<footer><a href="/imprint">Imprint</a> <a href="/privacy">Privacy</a></footer></body></html>'
  );
}

/** Each case's line, put before the story in its language, leaves no `leak` and keeps the story's first paragraph. */
export function dropsBeforeStory(markdownOf: (html: string) => string, cases: ReadonlyArray<readonly [language: string, before: string, leak: string]>): void {
  for (const [language, before, leak] of cases) {
    const markdown = markdownOf(storyIn(language, before, ""));
    expect(markdown, before).not.toContain(leak);
    expect(markdown, language).toContain(storyText(language, 0));
  }
}
