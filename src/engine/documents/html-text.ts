/** Escapes text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** An HTML table of string rows, the first row as its header. */
export function htmlTable(rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return "";
  const width = Math.max(...rows.map((row) => row.length));
  const cells = (row: readonly string[], tag: "th" | "td") =>
    Array.from({ length: width }, (_, index) => `<${tag}>${escapeHtml(row[index] ?? "")}</${tag}>`).join("");
  const [head, ...body] = rows;
  return `<table><thead><tr>${cells(head ?? [], "th")}</tr></thead><tbody>${body.map((row) => `<tr>${cells(row, "td")}</tr>`).join("")}</tbody></table>`;
}
