import { writeZip, type ZipFile } from "./zip-writer.js";

/** Content of a generated office document: headings, paragraphs, a bulleted list and a table. */
export interface OfficeContent {
  blocks: (
    | { heading: string; level?: 1 | 2 }
    | { paragraph: string }
    | { bullets: string[] }
    | { table: string[][] }
  )[];
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const wRun = (text: string) => `<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
const wPara = (text: string, style?: string, list = false) =>
  `<w:p>${style === undefined && !list ? "" : `<w:pPr>${style === undefined ? "" : `<w:pStyle w:val="${style}"/>`}${list ? '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>' : ""}</w:pPr>`}${wRun(text)}</w:p>`;

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

/** A DOCX (WordprocessingML) with heading styles, a numbered-bullet list and a table, readable by Word and mammoth. */
export function writeDocx(content: OfficeContent, extra: ZipFile[] = []): Buffer {
  const body = content.blocks
    .map((block) => {
      if ("heading" in block) return wPara(block.heading, `Heading${block.level ?? 1}`);
      if ("paragraph" in block) return wPara(block.paragraph);
      if ("bullets" in block) return block.bullets.map((item) => wPara(item, undefined, true)).join("");
      return `<w:tbl>${block.table.map((row) => `<w:tr>${row.map((cell) => `<w:tc>${wPara(cell)}</w:tc>`).join("")}</w:tr>`).join("")}</w:tbl>`;
    })
    .join("");
  const style = (id: string, name: string) => `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/></w:style>`;
  return writeZip([
    {
      name: "[Content_Types].xml",
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    {
      name: "_rels/.rels",
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    {
      name: "word/_rels/document.xml.rels",
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
        '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/></Relationships>',
    },
    { name: "word/styles.xml", data: `<?xml version="1.0" encoding="UTF-8"?><w:styles ${W}>${style("Heading1", "heading 1")}${style("Heading2", "heading 2")}</w:styles>` },
    {
      name: "word/numbering.xml",
      data:
        `<?xml version="1.0" encoding="UTF-8"?><w:numbering ${W}><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/></w:lvl></w:abstractNum>` +
        '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>',
    },
    { name: "word/document.xml", data: `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${body}</w:body></w:document>` },
    ...extra,
  ]);
}

/** An ODT (OpenDocument text) with the same kinds of content, `mimetype` first and stored. */
export function writeOdt(content: OfficeContent, contentXml?: string): Buffer {
  const body = content.blocks
    .map((block) => {
      if ("heading" in block) return `<text:h text:outline-level="${block.level ?? 1}">${escapeXml(block.heading)}</text:h>`;
      if ("paragraph" in block) return `<text:p>${escapeXml(block.paragraph)}</text:p>`;
      if ("bullets" in block) return `<text:list>${block.bullets.map((item) => `<text:list-item><text:p>${escapeXml(item)}</text:p></text:list-item>`).join("")}</text:list>`;
      return `<table:table>${block.table.map((row) => `<table:table-row>${row.map((cell) => `<table:table-cell><text:p>${escapeXml(cell)}</text:p></table:table-cell>`).join("")}</table:table-row>`).join("")}</table:table>`;
    })
    .join("");
  const xml =
    contentXml ??
    '<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" ' +
      'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0">' +
      `<office:body><office:text>${body}</office:text></office:body></office:document-content>`;
  return writeZip([
    { name: "mimetype", data: "application/vnd.oasis.opendocument.text", store: true },
    {
      name: "META-INF/manifest.xml",
      data: '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>',
    },
    { name: "content.xml", data: xml },
  ]);
}

/** An XLSX workbook: one sheet per entry, strings shared, numbers as numbers. */
export function writeXlsx(sheets: { name: string; rows: (string | number)[][] }[], extra: ZipFile[] = []): Buffer {
  const strings: string[] = [];
  const stringIndex = (text: string) => {
    const found = strings.indexOf(text);
    return found >= 0 ? found : strings.push(text) - 1;
  };
  const column = (index: number) => String.fromCharCode(65 + index);
  const sheetXml = (rows: (string | number)[][]) =>
    '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
    rows
      .map(
        (row, r) =>
          `<row r="${r + 1}">${row
            .map((cell, c) => (typeof cell === "number" ? `<c r="${column(c)}${r + 1}"><v>${cell}</v></c>` : `<c r="${column(c)}${r + 1}" t="s"><v>${stringIndex(cell)}</v></c>`))
            .join("")}</row>`,
      )
      .join("") +
    "</sheetData></worksheet>";
  const sheetFiles = sheets.map((sheet, index) => ({ name: `xl/worksheets/sheet${index + 1}.xml`, data: sheetXml(sheet.rows) }));
  const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
  return writeZip([
    {
      name: "[Content_Types].xml",
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        sheets.map((_, index) => `<Override PartName="/xl/worksheets/sheet${index + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join("") +
        '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
    },
    {
      name: "_rels/.rels",
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    },
    {
      name: "xl/workbook.xml",
      data: `<?xml version="1.0" encoding="UTF-8"?><workbook ${NS}><sheets>${sheets.map((sheet, index) => `<sheet name="${escapeXml(sheet.name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`).join("")}</sheets></workbook>`,
    },
    {
      name: "xl/_rels/workbook.xml.rels",
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        sheets.map((_, index) => `<Relationship Id="rId${index + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`).join("") +
        `<Relationship Id="rId${sheets.length + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    },
    ...sheetFiles,
    {
      name: "xl/sharedStrings.xml",
      data: `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((text) => `<si><t>${escapeXml(text)}</t></si>`).join("")}</sst>`,
    },
    ...extra,
  ]);
}
