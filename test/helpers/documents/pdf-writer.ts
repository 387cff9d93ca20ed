import { deflateSync } from "node:zlib";

/** One line of text on a generated PDF page. */
export interface PdfTextLine {
  text: string;
  /** Font size in points. @default 12 */
  size?: number;
  /** Left edge in points from the page's left. @default 72 */
  x?: number;
  /** Baseline in points from the page's bottom; without it, below the previous line. */
  y?: number;
}

/** A grey-scale picture on a page (one byte a pixel, 0 black, 255 white), drawn at `x, y` with its own size in points. */
export interface PdfImage {
  width: number;
  height: number;
  pixels: Uint8Array;
  x: number;
  y: number;
}

/** One page of a generated PDF. */
export interface PdfPage {
  lines?: PdfTextLine[];
  images?: PdfImage[];
}

const pageWidth = 612;
const pageHeight = 792;

function escapePdfText(text: string): string {
  // Helvetica with WinAnsi: keep the fixtures to printable ASCII.
  return text.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[^\x20-\x7e]/g, "?");
}

function contentStream(page: PdfPage): string {
  const parts: string[] = [];
  let y = pageHeight - 72;
  for (const line of page.lines ?? []) {
    const size = line.size ?? 12;
    if (line.y !== undefined) y = line.y;
    parts.push(`BT /F1 ${size} Tf ${line.x ?? 72} ${y} Td (${escapePdfText(line.text)}) Tj ET`);
    if (line.y === undefined) y -= size * 1.4;
  }
  for (const [index, image] of (page.images ?? []).entries()) {
    parts.push(`q ${image.width} 0 0 ${image.height} ${image.x} ${image.y} cm /Im${index} Do Q`);
  }
  return parts.join("\n");
}

/**
 * A minimal PDF 1.4 writer for test fixtures: text pages in Helvetica at the sizes given, and
 * grey-scale images (Flate-compressed), with a correct cross-reference table.
 */
export function writePdf(pages: readonly PdfPage[], options: { title?: string } = {}): Buffer {
  const objects: (string | Buffer)[] = [];
  const add = (body: string | Buffer): number => objects.push(body);
  const catalog = add("");
  const pagesObject = add("");
  const font = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const info = options.title === undefined ? undefined : add(`<< /Title (${escapePdfText(options.title)}) >>`);
  const kids: number[] = [];
  for (const page of pages) {
    const images = (page.images ?? []).map((image) => {
      const data = deflateSync(image.pixels);
      const head = `<< /Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`;
      return add(Buffer.concat([Buffer.from(head, "latin1"), data, Buffer.from("\nendstream", "latin1")]));
    });
    const content = contentStream(page);
    const stream = add(`<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`);
    const xObjects = images.length === 0 ? "" : ` /XObject << ${images.map((id, index) => `/Im${index} ${id} 0 R`).join(" ")} >>`;
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObject} 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] ` +
          `/Resources << /Font << /F1 ${font} 0 R >>${xObjects} >> /Contents ${stream} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObject} 0 R >>`;
  objects[pagesObject - 1] = `<< /Type /Pages /Kids [${kids.map((id) => `${id} 0 R`).join(" ")}] /Count ${kids.length} >>`;

  const chunks: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  for (const [index, body] of objects.entries()) {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, "latin1"), typeof body === "string" ? Buffer.from(body, "latin1") : body, Buffer.from("\nendobj\n", "latin1")]);
    chunks.push(chunk);
    length += chunk.length;
  }
  const xref = [`xref\n0 ${objects.length + 1}\n`, "0000000000 65535 f \n", ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`)].join("");
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R${info === undefined ? "" : ` /Info ${info} 0 R`} >>\nstartxref\n${length}\n%%EOF\n`;
  chunks.push(Buffer.from(xref + trailer, "latin1"));
  return Buffer.concat(chunks);
}
