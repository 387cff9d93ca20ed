import { describe, expect, it } from "vitest";
import { pageMarkdown, paragraphs } from "../helpers/main-content-markdown.js";

// Tables whose cells span rows, or whose header has several rows (`table-spans.ts`): every value
// prints under its own column.

const convert = pageMarkdown("https://harbour.example/ferries");
const markdownOf = (table: string, onlyMainContent = true) =>
  convert(`<html><head><title>Ferries</title></head><body><article><h1>Ferries</h1>${paragraphs("ferry", 2)}${table}${paragraphs("end", 1)}</article></body></html>`, onlyMainContent);

const schedule =
  "<table><thead><tr><th>Day</th><th>Ferry</th><th>Time</th></tr></thead><tbody>" +
  '<tr><td rowspan="2">Monday</td><td>North</td><td>7:00</td></tr><tr><td>South</td><td>8:00</td></tr>' +
  '<tr><td>Tuesday</td><td colspan="2">no service</td></tr>' +
  '<tr><td rowspan="3">Wednesday</td><td rowspan="2">North</td><td>7:00</td></tr><tr><td>9:30</td></tr><tr><td>South</td><td>8:00</td></tr></tbody></table>';

describe("tables with spanning cells", () => {
  for (const onlyMainContent of [true, false]) {
    it(`repeats a cell that spans rows in each row it covers (${onlyMainContent ? "main content" : "whole page"})`, () => {
      const markdown = markdownOf(schedule, onlyMainContent);
      expect(markdown).toContain("| Day | Ferry | Time |");
      expect(markdown).toContain("| Monday | North | 7:00 |\n| Monday | South | 8:00 |");
      expect(markdown).toContain("| Tuesday | no service | |");
      expect(markdown).toContain("| Wednesday | North | 7:00 |\n| Wednesday | North | 9:30 |\n| Wednesday | South | 8:00 |");
    });
  }

  it("makes one header row of a header in two rows", () => {
    const table =
      '<table><thead><tr><th rowspan="2">Station</th><th colspan="2">RMS error (cm)</th></tr><tr><th>2.0</th><th>2.1</th></tr></thead>' +
      "<tbody><tr><td>Port Alder</td><td>4.2</td><td>3.1</td></tr><tr><td>Kelby</td><td>5.0</td><td>3.8</td></tr></tbody></table>";
    const markdown = markdownOf(table);
    expect(markdown).toContain("| Station | RMS error (cm) 2.0 | RMS error (cm) 2.1 |\n| --- | --- | --- |\n| Port Alder | 4.2 | 3.1 |\n| Kelby | 5.0 | 3.8 |");
  });

  it("does not spread a title row of one cell across the columns", () => {
    const table =
      '<table><tr><th colspan="3">Companies supporting development</th></tr><tr><th colspan="3">(by changesets)</th></tr>' +
      "<tr><td>Harbour Soft</td><td>1,204</td><td>41%</td></tr><tr><td>Tide Labs</td><td>902</td><td>31%</td></tr></table>";
    const markdown = markdownOf(table);
    expect(markdown.match(/Companies supporting development/g)).toHaveLength(1);
    expect(markdown).toContain("| Harbour Soft | 1,204 | 41% |");
  });

  it("keeps a rowspan inside its row group, and a table without spans as it was", () => {
    const groups = '<table><tr><th>Harbour</th><th>Boat</th></tr><tbody><tr><td rowspan="5">Alder</td><td>Ida</td></tr></tbody><tbody><tr><td>Kelby</td><td>Mona</td></tr></tbody></table>';
    expect(markdownOf(groups)).toContain("| Alder | Ida |\n| Kelby | Mona |");
    expect(markdownOf("<table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table>")).toContain("| A | B |\n| --- | --- |\n| 1 | 2 |");
  });

  it("leaves a hostile span as the converter prints it, in bounded work", () => {
    const rows = Array.from({ length: 2000 }, (_, n) => `<tr><td>${n}</td><td>x</td></tr>`).join("");
    const wide = `<table><tr><th>A</th><th>B</th></tr><tr><td rowspan="65534">huge</td><td colspan="1000">wide</td></tr>${rows}</table>`;
    const markdown = markdownOf(wide);
    expect(markdown).toContain("huge");
    expect(markdown).toContain("1999");
  });
});
