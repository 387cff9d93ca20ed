/** Cells of the LCS table at most (rows × columns of the changed middle); a bigger change is shown as one replacement. */
const maxTableCells = 4_000_000;
/** Unchanged lines shown around each change. */
const contextLines = 3;

type Op = { kind: " " | "-" | "+"; line: string };

/**
 * A unified diff (`--- a`/`+++ b`, `@@ -l,n +l,n @@` hunks, 3 lines of context) of two texts by
 * line, from a longest-common-subsequence table over the part between the common prefix and
 * suffix. Bounded: when that table would pass `maxTableCells`, the middle is one removal + one
 * addition. Empty when the texts are equal.
 */
export function unifiedDiff(before: string, after: string, names = { from: "previous", to: "current" }): string {
  if (before === after) return "";
  const a = splitLines(before);
  const b = splitLines(after);
  const ops = diffLines(a, b);
  const lines = [`--- ${names.from}`, `+++ ${names.to}`];
  let index = 0;
  while (index < ops.length) {
    // The next hunk: from context before the first change to context after the last change close to it.
    const firstChange = ops.findIndex((op, i) => i >= index && op.kind !== " ");
    if (firstChange === -1) break;
    const start = Math.max(index, firstChange - contextLines);
    let end = firstChange;
    for (let i = firstChange; i < ops.length; i++) {
      if (ops[i]!.kind !== " ") end = i;
      else if (i - end > contextLines * 2) break;
    }
    const stop = Math.min(ops.length, end + contextLines + 1);
    const hunk = ops.slice(start, stop);
    const aStart = ops.slice(0, start).filter((op) => op.kind !== "+").length;
    const bStart = ops.slice(0, start).filter((op) => op.kind !== "-").length;
    const aCount = hunk.filter((op) => op.kind !== "+").length;
    const bCount = hunk.filter((op) => op.kind !== "-").length;
    lines.push(`@@ -${aCount === 0 ? aStart : aStart + 1},${aCount} +${bCount === 0 ? bStart : bStart + 1},${bCount} @@`);
    for (const op of hunk) lines.push(`${op.kind}${op.line}`);
    index = stop;
  }
  return `${lines.join("\n")}\n`;
}

function splitLines(text: string): string[] {
  if (text === "") return [];
  const lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  return lines;
}

function diffLines(a: string[], b: string[]): Op[] {
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  let suffix = 0;
  while (suffix < a.length - prefix && suffix < b.length - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) suffix++;
  const head: Op[] = a.slice(0, prefix).map((line) => ({ kind: " ", line }));
  const tail: Op[] = a.slice(a.length - suffix).map((line) => ({ kind: " ", line }));
  const x = a.slice(prefix, a.length - suffix);
  const y = b.slice(prefix, b.length - suffix);
  return [...head, ...middle(x, y), ...tail];
}

function middle(x: string[], y: string[]): Op[] {
  if (x.length * y.length > maxTableCells || x.length === 0 || y.length === 0) {
    return [...x.map((line) => ({ kind: "-" as const, line })), ...y.map((line) => ({ kind: "+" as const, line }))];
  }
  // lengths[i][j]: LCS length of x[i..] and y[j..], in one flat array.
  const width = y.length + 1;
  const lengths = new Uint32Array((x.length + 1) * width);
  for (let i = x.length - 1; i >= 0; i--) {
    for (let j = y.length - 1; j >= 0; j--) {
      lengths[i * width + j] = x[i] === y[j] ? lengths[(i + 1) * width + j + 1]! + 1 : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    if (x[i] === y[j]) {
      ops.push({ kind: " ", line: x[i]! });
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) {
      ops.push({ kind: "-", line: x[i++]! });
    } else {
      ops.push({ kind: "+", line: y[j++]! });
    }
  }
  while (i < x.length) ops.push({ kind: "-", line: x[i++]! });
  while (j < y.length) ops.push({ kind: "+", line: y[j++]! });
  return ops;
}
