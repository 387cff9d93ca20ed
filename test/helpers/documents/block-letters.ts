/** 5×7 glyphs of the capitals the OCR fixtures use ("#" ink). */
const glyphs: Record<string, string[]> = {
  A: [" ### ", "#   #", "#   #", "#####", "#   #", "#   #", "#   #"],
  B: ["#### ", "#   #", "#   #", "#### ", "#   #", "#   #", "#### "],
  C: [" ####", "#    ", "#    ", "#    ", "#    ", "#    ", " ####"],
  D: ["#### ", "#   #", "#   #", "#   #", "#   #", "#   #", "#### "],
  E: ["#####", "#    ", "#    ", "#### ", "#    ", "#    ", "#####"],
  H: ["#   #", "#   #", "#   #", "#####", "#   #", "#   #", "#   #"],
  L: ["#    ", "#    ", "#    ", "#    ", "#    ", "#    ", "#####"],
  N: ["#   #", "##  #", "# # #", "#  ##", "#   #", "#   #", "#   #"],
  O: [" ### ", "#   #", "#   #", "#   #", "#   #", "#   #", " ### "],
  P: ["#### ", "#   #", "#   #", "#### ", "#    ", "#    ", "#    "],
  R: ["#### ", "#   #", "#   #", "#### ", "# #  ", "#  # ", "#   #"],
  S: [" ####", "#    ", "#    ", " ### ", "    #", "    #", "#### "],
  T: ["#####", "  #  ", "  #  ", "  #  ", "  #  ", "  #  ", "  #  "],
  W: ["#   #", "#   #", "#   #", "# # #", "# # #", "## ##", "#   #"],
  " ": ["     ", "     ", "     ", "     ", "     ", "     ", "     "],
};

/**
 * Renders lines of capitals as a grey-scale picture (0 black on 255 white), each glyph cell
 * `scale` pixels a dot: an image of text with no text layer, for the OCR tests.
 */
export function blockLetters(lines: readonly string[], scale = 4): { width: number; height: number; pixels: Uint8Array } {
  const cellWidth = 7 * scale;
  const lineHeight = 11 * scale;
  const margin = 4 * scale;
  const width = margin * 2 + Math.max(...lines.map((line) => line.length)) * cellWidth;
  const height = margin * 2 + lines.length * lineHeight;
  const pixels = new Uint8Array(width * height).fill(255);
  for (const [row, line] of lines.entries()) {
    for (const [column, char] of [...line].entries()) {
      const glyph = glyphs[char];
      if (glyph === undefined) throw new Error(`no block glyph for "${char}"`);
      for (let gy = 0; gy < 7; gy += 1) {
        for (let gx = 0; gx < 5; gx += 1) {
          if (glyph[gy]![gx] !== "#") continue;
          const left = margin + column * cellWidth + gx * scale;
          const top = margin + row * lineHeight + gy * scale;
          for (let y = top; y < top + scale; y += 1) pixels.fill(0, y * width + left, y * width + left + scale);
        }
      }
    }
  }
  return { width, height, pixels };
}
