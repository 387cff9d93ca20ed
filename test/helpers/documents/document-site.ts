import { crc32, deflateRawSync } from "node:zlib";
import type { SiteRouteHandler } from "../generated-site.js";
import { blockLetters } from "./block-letters.js";
import { writeDocx, writeOdt, writeXlsx, type OfficeContent } from "./office-writer.js";
import { writePdf, type PdfPage } from "./pdf-writer.js";
import { writeZip, type ZipFile } from "./zip-writer.js";

/** A route that answers `body` with `contentType`; a function body is made on the first request (the big fixtures cost seconds). */
export function serve(contentType: string, body: Buffer | string | (() => Buffer | string)): SiteRouteHandler {
  let made: Buffer | string | undefined = typeof body === "function" ? undefined : body;
  return (_req, res) => {
    made ??= (body as () => Buffer | string)();
    res.writeHead(200, { "content-type": contentType });
    res.end(made);
  };
}

export const pdfType = "application/pdf";
export const docxType = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
export const odtType = "application/vnd.oasis.opendocument.text";
export const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A two-page report: a title, body text, a list and a table on page 1, a section on page 2. */
export const reportPages: PdfPage[] = [
  {
    lines: [
      { text: "Harbour Annual Report", size: 24 },
      { text: "The harbour opened in spring and the ferries ran daily." },
      { text: "Ships arrived from the northern ports every week." },
      { text: "- lighthouse repairs" },
      { text: "- new pier lights" },
      { text: "Vessel", x: 72, y: 520 },
      { text: "Arrivals", x: 300, y: 520 },
      { text: "Ferry", x: 72, y: 500 },
      { text: "365", x: 300, y: 500 },
      { text: "Freighter", x: 72, y: 480 },
      { text: "52", x: 300, y: 480 },
    ],
  },
  { lines: [{ text: "Outlook", size: 18 }, { text: "Next year the quay will be extended." }] },
];

/** Office content with known text (the same for DOCX and ODT). */
export const officeContent: OfficeContent = {
  blocks: [
    { heading: "Quarterly Minutes" },
    { paragraph: "The committee approved the budget for the garden." },
    { heading: "Actions", level: 2 },
    { bullets: ["Plant the orchard", "Fix the fence"] },
    { table: [["Owner", "Task"], ["Ada", "Seeds"]] },
  ],
};

/** Lines of the OCR fixture (capitals the block font has; tesseract reads them back). */
export const ocrLines = ["HELLO WORLD", "PAPER BOATS", "THE HARBOR"];

/** A PDF whose pages are each a picture of `ocrLines`: no text layer at all. */
export function scannedPdf(pages = 1): Buffer {
  const picture = blockLetters(ocrLines);
  return writePdf(Array.from({ length: pages }, () => ({ images: [{ ...picture, x: 36, y: 400 }] })));
}

/** A PDF of `count` pages of one line each (a 10,000-page one is ~2 MB). */
export function manyPagePdf(count: number): Buffer {
  return writePdf(Array.from({ length: count }, (_, index) => ({ lines: [{ text: `Page ${index + 1}` }] })));
}

/**
 * A DOCX with `megabytes` extra parts that each inflate to 1 MB of spaces (one compressed chunk of
 * ~1 KB reused, so a 200 MB bomb is cheap to make); `claimedSize` is what each part's headers claim.
 */
export function zipBombDocx(megabytes: number, claimedSize?: number): Buffer {
  return writeDocx(officeContent, bombParts("word/media", megabytes, claimedSize));
}

/** The same bomb in an XLSX workbook. */
export function zipBombXlsx(megabytes: number): Buffer {
  return writeXlsx([{ name: "Stock", rows: [["Fruit"], ["Pear"]] }], bombParts("xl/media", megabytes));
}

function bombParts(folder: string, megabytes: number, claimedSize?: number): ZipFile[] {
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  const deflated = { data: deflateRawSync(chunk), size: chunk.length, crc: crc32(chunk) };
  return Array.from({ length: megabytes }, (_, index) => ({ name: `${folder}/filler-${index}.txt`, data: "", deflated, ...(claimedSize === undefined ? {} : { claimedSize }) }));
}

/** An ODT whose content.xml nests `depth` spans. */
export function deepOdt(depth: number): Buffer {
  const xml =
    '<?xml version="1.0"?><office:document-content xmlns:office="o" xmlns:text="t"><office:body><office:text><text:p>' +
    "<text:span>".repeat(depth) +
    "deep" +
    "</text:span>".repeat(depth) +
    "</text:p></office:text></office:body></office:document-content>";
  return writeOdt(officeContent, xml);
}

/** Every fixture route of the document tests and bench P12. */
export function documentRoutes(): Record<string, SiteRouteHandler> {
  return {
    "/docs/report.pdf": serve(pdfType, () => writePdf(reportPages, { title: "Harbour Report" })),
    "/docs/download": serve("application/octet-stream", () => writePdf(reportPages)),
    "/docs/minutes.docx": serve(docxType, () => writeDocx(officeContent)),
    "/docs/minutes.odt": serve(odtType, () => writeOdt(officeContent)),
    "/docs/minutes-octet.odt": serve("application/octet-stream", () => writeOdt(officeContent)),
    "/docs/stock.xlsx": serve(xlsxType, () => writeXlsx([{ name: "Stock", rows: [["Fruit", "Count"], ["Pear", 7], ["Quince", 12]] }, { name: "Notes", rows: [["Remark", "By"], ["Fresh", "Ada"]] }])),
    "/docs/prices.csv": serve("text/csv; charset=utf-8", () => 'item,price,note\nbread,2.50,"fresh, warm"\nmilk,1.20,"say ""hi"""\n'),
    "/docs/served-as-text.csv": serve("text/plain", () => "a;b\n1;2\n"),
    "/docs/data.json": serve("application/json", () => '{"name": "harbour", "ships": [1, 2]}'),
    "/docs/feed.xml": serve("application/xml", () => "<feed><title>News</title></feed>"),
    "/docs/readme.txt": serve("text/plain; charset=utf-8", () => "Plain words, kept as they are."),
    "/docs/handbook.pdf": serve(pdfType, () =>
      writePdf(
        Array.from({ length: 4 }, (_, index) => ({
          lines: [{ text: "Harbour Handbook", y: 760, size: 9 }, { text: `Chapter ${index + 1} text about tides.`, y: 700 }, { text: `Page ${index + 1} of 4`, y: 30, size: 9 }],
        })),
      ),
    ),
    "/docs/two-columns.pdf": serve(pdfType, () =>
      writePdf([
        {
          lines: Array.from({ length: 6 }, (_, row) => [
            { text: `Left column sentence ${row + 1} about the tides and the moon.`, x: 72, y: 700 - row * 14, size: 10 },
            { text: `Right column sentence ${row + 1} about ships and their cargo.`, x: 360, y: 700 - row * 14, size: 10 },
          ]).flat(),
        },
      ]),
    ),
    "/docs/scan.pdf": serve(pdfType, () => scannedPdf()),
    "/docs/long-scan.pdf": serve(pdfType, () => scannedPdf(60)),
    // Hostile documents.
    "/bad/bomb.docx": serve(docxType, () => zipBombDocx(200)),
    "/bad/lying-bomb.docx": serve(docxType, () => zipBombDocx(200, 1000)),
    "/bad/bomb.xlsx": serve(xlsxType, () => zipBombXlsx(200)),
    "/bad/deep.odt": serve(odtType, () => deepOdt(100_000)),
    "/bad/deep.docx": serve(docxType, () => writeDocx(officeContent, [{ name: "word/footer1.xml", data: `<w:ftr>${"<w:p>".repeat(50_000)}${"</w:p>".repeat(50_000)}</w:ftr>` }])),
    "/bad/pages.pdf": serve(pdfType, () => manyPagePdf(10_000)),
    "/bad/broken.pdf": serve(pdfType, () => "%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >> garbage stream endstream\n%%EOF"),
    "/bad/truncated.docx": serve(docxType, () => writeDocx(officeContent).subarray(0, 300)),
    "/bad/huge.csv": serve("text/csv", () => `${"x,".repeat(599)}x\n`.repeat(500)),
    "/bad/not-a-zip.xlsx": serve(xlsxType, () => Buffer.concat([Buffer.from("PK\u0003\u0004"), deflateRawSync(Buffer.alloc(1000))])),
    "/bad/stored-bomb.xlsx": serve(xlsxType, () => writeZip([{ name: "xl/workbook.xml", data: Buffer.alloc(1000, 0x20), store: true, claimedSize: 10 }])),
  };
}
