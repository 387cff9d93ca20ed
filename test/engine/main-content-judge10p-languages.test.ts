import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { storyIn, storyText } from "../helpers/judge10p-pages.js";

const markdownOf = mainContentMarkdown("https://example.com/news/story");

describe("main content: chrome words in Russian, Czech, Turkish, CJK, Arabic and Hebrew (judge10p)", () => {
  it("drops 'read also' lead-ins, share lines, comment counts, tag lines and previous/next links", () => {
    const cases: [string, string, string[]][] = [
      ["ru", `<p>Читайте также:</p><ul><li><a href="/a">Новый мост откроют летом</a></li><li><a href="/b">Рыбаки протестуют у мэрии</a></li></ul><p>Поделиться:</p><p>Комментарии (5)</p>`, ["Читайте также", "Поделиться", "Комментарии"]],
      ["cs", `<p>Sdílet: <a href="/fb">Facebook</a> <a href="/x">X</a></p><p>Přečtěte si také: <a href="/x">Nové molo bude hotové v létě</a></p><p>Štítky: <a href="/t">přístav</a></p>`, ["Sdílet", "Přečtěte si také", "Štítky"]],
      ["tr", `<p>Etiketler: <a href="/t/liman">liman</a>, <a href="/t/b">belediye</a></p><p>Paylaş: <a href="/fb">Facebook</a></p><h2>İlgili Haberler</h2><ul><li><a href="/a">Yeni köprü yazın açılacak</a></li><li><a href="/b">Balıkçılar eylem yaptı</a></li></ul>`, ["Etiketler", "Paylaş", "İlgili Haberler", "Yeni köprü"]],
      ["ja", `<p>関連記事</p><ul><li><a href="/a">新しい橋、夏に開通へ</a></li><li><a href="/b">漁業者が市役所前で抗議</a></li></ul><p>この記事をシェアする</p><p>前の記事</p>`, ["関連記事", "シェア", "前の記事"]],
      ["zh", `<p>标签：<a href="/t">港口</a> <a href="/t2">城市</a></p><div>相关阅读</div><ul><li><a href="/a">新大桥将于夏天通车</a></li><li><a href="/b">渔民在市政府前抗议</a></li></ul><p>【打印】【关闭】</p>`, ["标签", "相关阅读", "新大桥", "打印"]],
      ["ko", `<h3>관련기사</h3><ul><li><a href="/a">새 다리 여름 개통</a></li><li><a href="/b">어민들 시청 앞 시위</a></li></ul><p>댓글 3</p>`, ["관련기사", "새 다리", "댓글"]],
      ["ar", `<div><p>اقرأ أيضا:</p><ul><li><a href="/a">افتتاح الجسر الجديد في الصيف</a></li><li><a href="/b">الصيادون يحتجون أمام البلدية</a></li></ul></div><p>شارك المقال</p>`, ["اقرأ أيضا", "افتتاح الجسر", "شارك"]],
      ["he", `<p>תגיות: <a href="/t">נמל</a>, <a href="/t2">עירייה</a></p><h3>כתבות נוספות</h3><ul><li><a href="/a">הגשר החדש ייפתח בקיץ</a></li><li><a href="/b">הדייגים מפגינים מול העירייה</a></li></ul><p>שתפו:</p>`, ["תגיות", "כתבות נוספות", "הגשר החדש", "שתפו"]],
    ];
    for (const [language, after, leaks] of cases) {
      const markdown = markdownOf(storyIn(language, "", after));
      for (const leak of leaks) expect(markdown, `${language}: ${leak}`).not.toContain(leak);
      expect(markdown, language).toContain(storyText(language, 3));
    }
  });

  it("drops credit lines of an author, a source, an editor or a photographer, and a Korean reporter's line", () => {
    const cases: [string, string, string[]][] = [
      ["ru", "<p>Автор: Иван Петров</p>", ["Иван Петров"]],
      ["ja", "<p>文：山田太郎　写真：佐藤花子</p>", ["山田太郎"]],
      ["zh", "<p>来源：海港日报</p><p>责任编辑：李娜</p>", ["海港日报", "李娜"]],
      ["ko", "<p>김철수 기자 kim@example.com</p>", ["김철수 기자"]],
      ["ar", "<p>بقلم: أحمد علي</p>", ["أحمد علي"]],
      ["he", "<p>מאת: דני כהן</p>", ["דני כהן"]],
    ];
    for (const [language, before, leaks] of cases) {
      const markdown = markdownOf(storyIn(language, before, ""));
      for (const leak of leaks) expect(markdown, `${language}: ${leak}`).not.toContain(leak);
      expect(markdown, language).toContain(storyText(language, 0));
    }
  });

  it("keeps sentences of the story that open with those words, and an e-mail address the story gives", () => {
    const kept: [string, string][] = [
      ["ru", "По теме реконструкции порта городской совет провёл уже три публичных слушания, и каждое из них собирало сотни жителей."],
      ["ru", "Комментарии экспертов к плану были осторожными."],
      ["ru", "Фото: выставка старых снимков порта откроется в музее в субботу."],
      ["tr", "Paylaşım ekonomisi limanda hızla büyüyor."],
      ["ja", "関連記事を読んだ住民の多くは、説明会に参加したいと話した。"],
      ["zh", "来源于渔民的意见，市政府决定延长听证期。"],
      ["en", "harbour-office@example.com"],
    ];
    for (const [language, text] of kept) {
      const markdown = markdownOf(storyIn(language, "", `<p>${text}</p>${"<p>" + storyText(language, 1) + "</p>"}`));
      expect(markdown, text).toContain(text);
    }
  });
});
