import { execFile } from "node:child_process";
import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** What to install for OCR (Debian/Ubuntu package name; the binary is `tesseract`). */
export const tesseractPackage = "tesseract-ocr";

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The tesseract binary OCR uses: `WEBDATA_TESSERACT` (a path, or `off` to run without OCR), else
 * `tesseract` on the PATH (Debian's `tesseract-ocr` puts it in /usr/bin). Undefined when there is none.
 */
export function findTesseract(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const configured = env["WEBDATA_TESSERACT"]?.trim();
  if (configured !== undefined && configured !== "") return configured === "off" || !isExecutable(configured) ? undefined : configured;
  for (const dir of (env["PATH"] ?? "").split(path.delimiter)) {
    if (dir === "") continue;
    const candidate = path.join(dir, "tesseract");
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

/** A raster image as pdf.js hands it over: 1 (grey), 3 (RGB) or 4 (RGBA) bytes a pixel. */
export interface RasterImage {
  width: number;
  height: number;
  channels: 1 | 3 | 4;
  data: Uint8Array | Uint8ClampedArray;
}

/** The image as PNM (PGM for grey, PPM otherwise; alpha dropped), a format tesseract reads without any image library. */
export function toPnm(image: RasterImage): Buffer {
  const grey = image.channels === 1;
  const header = Buffer.from(`${grey ? "P5" : "P6"}\n${image.width} ${image.height}\n255\n`, "latin1");
  if (image.channels !== 4) return Buffer.concat([header, Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength)]);
  const pixels = Buffer.alloc(image.width * image.height * 3);
  for (let source = 0, target = 0; target < pixels.length; source += 4, target += 3) {
    // Transparent pixels read as white, the paper under them.
    const alpha = image.data[source + 3]! / 255;
    for (let channel = 0; channel < 3; channel += 1) pixels[target + channel] = Math.round(image.data[source + channel]! * alpha + 255 * (1 - alpha));
  }
  return Buffer.concat([header, pixels]);
}

/** Runs tesseract on one image and returns its text; the process is killed at `timeoutMs`. */
export async function ocrImage(tesseract: string, image: RasterImage, timeoutMs: number): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "webdata-ocr-"));
  try {
    const file = path.join(dir, "page.pnm");
    writeFileSync(file, toPnm(image));
    const { stdout } = await run(tesseract, [file, "stdout", "-l", "eng", "--psm", "3"], {
      timeout: Math.max(1000, timeoutMs),
      killSignal: "SIGKILL",
      maxBuffer: 16 * 1024 * 1024,
      env: { ...process.env, OMP_THREAD_LIMIT: "1" },
    });
    return stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
