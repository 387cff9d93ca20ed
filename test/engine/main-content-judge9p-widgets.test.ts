import { describe, expect, it } from "vitest";
import { mainContentMarkdown, paragraphs, sentence, storyPage } from "../helpers/main-content-markdown.js";

const markdownOf = mainContentMarkdown("https://example.com/news/story");
const story = (after: string) => storyPage(`<h1>The last ferry</h1>${paragraphs("story", 4)}${after}`);

describe("main content: rating and feedback widgets without telling names (judge9p)", () => {
  it("drops a rating widget's lines set as spans on lines of their own between the story's blocks, and keeps a widget's word inside a sentence", () => {
    const widget = '<div class="qr"><img src="/qr.png" alt=""></div> <span class="post-ratings"><img src="/stars/off.gif" alt="1"><img src="/stars/off.gif" alt="2"> (Noch keine Bewertungen)<br></span><span class="post-ratings-loading">Loading...</span><div class="share"></div>';
    const markdown = markdownOf(story(`<p>${sentence("end", 1)}</p>${widget}`).replace('<div class="story">', `<div class="story">${sentence("loose", 1)}`));
    expect(markdown).not.toContain("Noch keine Bewertungen");
    expect(markdown).not.toContain("Loading");
    const inSentence = `<p>${sentence("end", 2)} <span>Loading</span> the ferry took an hour every morning.</p>`;
    expect(markdownOf(story(inSentence))).toContain("Loading the ferry took an hour");
  });

  it("drops a 'was this article helpful' question with its buttons and a star rating line, in several languages", () => {
    for (const question of ["Was this article helpful?", "War dieser Artikel hilfreich?", "Cet article vous a-t-il été utile ?", "¿Te ha resultado útil este artículo?"]) {
      const markdown = markdownOf(story(`<div><p>${question}</p><button>Yes</button><button>No</button></div>`));
      expect(markdown, question).not.toContain(question);
      expect(markdown).toContain(sentence("story", 3));
    }
    for (const line of ["Rating: ★★★★☆ (4.5/5, 23 votes)", "Valoración: 4/5", "Ocena: 5/5"]) expect(markdownOf(story(`<p>${line}</p>`)), line).not.toContain(line);
  });

  it("keeps a sentence that asks whether something was helpful, a rating in running text, and a data table's ratings", () => {
    const asked = "The council asked whether this article of the harbour rules was helpful to the ferry crews, and most of them said it was not.";
    expect(markdownOf(story(`<p>${asked}</p>${paragraphs("end", 2)}`))).toContain(asked);
    const inText = "The inspectors gave the new landing stage a rating: 4 out of 5, the best mark any pier on the coast received this year.";
    expect(markdownOf(story(`<p>${inText}</p>${paragraphs("end", 2)}`))).toContain("a rating: 4 out of 5");
    const table = markdownOf(story("<table><tr><th>Pier</th><th>Score</th></tr><tr><td>North pier</td><td>Rating: 4/5</td></tr><tr><td>South pier</td><td>Rating: 3/5</td></tr></table>"));
    expect(table).toContain("Rating: 4/5");
  });
});

describe("main content: offer boxes that open like a lead-in (judge9p)", () => {
  it("drops a subscription offer whose first line starts like 'read on' and an offer for subscribers, in German and English", () => {
    const boxes = [
      '<div><p><strong>Weiterlesen mit Hafen Plus</strong></p><p>Nur 1 Euro im ersten Monat, jederzeit kündbar.</p><a href="/abo">Jetzt abonnieren</a></div>',
      '<div><p>Dieser Artikel ist nur für Abonnenten.</p><p>Nur 1 Euro im ersten Monat, jederzeit kündbar.</p><p><a href="/abo">Weiterlesen</a></p></div>',
      '<div><p><strong>Read on with Harbour Plus</strong></p><p>Only 1 euro for the first month, cancel any time.</p><a href="/abo">Subscribe now</a></div>',
    ];
    for (const box of boxes) {
      const markdown = markdownOf(story(box));
      expect(markdown, box).not.toMatch(/1 [Ee]uro/);
      expect(markdown).toContain(sentence("story", 3));
    }
  });

  it("keeps a paragraph of the story that starts with the words of a lead-in, and a paragraph about subscribers", () => {
    const readOn = "Read more about the harbour in the museum's new guide, which lists every ferry that crossed the bay since 1880.";
    expect(markdownOf(story(`<p>${readOn}</p>${paragraphs("end", 2)}`))).toContain(readOn);
    const subscribers = "Die Zahl der Abonnenten der Fährlinie ist im letzten Jahr um ein Drittel gestiegen, vor allem unter Pendlern.";
    expect(markdownOf(story(`<p>${subscribers}</p>${paragraphs("end", 2)}`))).toContain(subscribers);
  });
});

describe("main content: reading times and support boxes in Spanish and French (judge9p)", () => {
  it("drops a reading time under the byline or in a meta list, and a French 'support us' box", () => {
    for (const time of ["Lectura: 4 min", "Lecture : 4 min"]) {
      const under = markdownOf(storyPage(`<h1>The last ferry</h1><p>Por Ana García<br>12 de marzo de 2024 · ${time}</p>${paragraphs("story", 4)}`));
      expect(under, time).not.toContain(time);
      const list = markdownOf(story(`<ul><li>12 mars 2024</li><li>Par Anne Martin</li><li>${time}</li></ul>`));
      expect(list, time).not.toContain(time);
    }
    const support =
      "<section><h2>Soutenez le journalisme indépendant</h2><p>Nous comptons sur des lecteurs comme vous. Chaque don garde notre travail gratuit pour tous.</p><a href=\"/don\">Je m'abonne</a></section>";
    expect(markdownOf(story(support))).not.toContain("Nous comptons sur des lecteurs");
  });

  it("keeps a sentence about reading or support, and a list item that names a lecture among others", () => {
    const reading = "La lecture du rapport prend 4 min, mais ses conclusions ont occupé le conseil municipal pendant des semaines.";
    expect(markdownOf(story(`<p>${reading}</p>${paragraphs("end", 2)}`))).toContain(reading);
    const support = "Si vous soutenez le projet du nouveau ferry, la mairie vous invite à la réunion publique de jeudi soir.";
    expect(markdownOf(story(`<p>${support}</p>${paragraphs("end", 2)}`))).toContain(support);
    const schedule = markdownOf(story("<ul><li>Lecture: 4 min on the history of the bay, then a walk to the pier</li><li>Lunch at the harbour inn</li></ul>"));
    expect(schedule).toContain("Lecture: 4 min on the history");
    // A course's list of lectures and readings: numbered, not timed.
    const course = markdownOf(story("<p>The course has three parts:</p><ul><li>Lecture 1 slides</li><li>Lecture 2 notes</li><li>Lectura 3</li></ul>" + paragraphs("end", 2)));
    for (const item of ["Lecture 1 slides", "Lecture 2 notes", "Lectura 3"]) expect(course, item).toContain(item);
  });
});

describe("main content: gallery counters in Polish, Portuguese and Italian (judge9p)", () => {
  it("drops a picture's counter line and keeps a sentence that counts pictures", () => {
    for (const counter of ["Zdjęcie 1 z 12", "Imagem 3 de 12", "Immagine 2 di 9"]) {
      const markdown = markdownOf(storyPage(`<h1>The last ferry</h1>${paragraphs("story", 2)}<div><img src="/g1.jpg" alt=""><p>${counter}</p></div>${paragraphs("end", 2)}`));
      expect(markdown, counter).not.toContain(counter);
      expect(markdown).toContain(sentence("end", 1));
    }
    const counted = "Zdjęcie 1 z 12 pokazuje prom w 1921 roku, zanim sztorm zniszczył pomost przy północnym brzegu zatoki.";
    expect(markdownOf(story(`<p>${counted}</p>${paragraphs("end", 2)}`))).toContain(counted);
  });
});
