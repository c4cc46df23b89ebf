import canvas from '@napi-rs/canvas';
import { OCR_LIMITS } from './ocrLimits.js';

/**
 * Lab reports are printed on A4 or US Letter paper; a page image's resolution is judged from its width against this
 * (8.27 in for A4, 8.5 in for Letter). Photos with a margin around the sheet read a little higher, which is harmless.
 */
const PAPER_WIDTH_INCHES = 8.4;
/**
 * Tesseract reads best when body text is about 30 px tall (capital height ~20 px); a 9–10 pt report at 150 dpi gives
 * ~13 px. Pages judged below this resolution are enlarged towards it, never past `OCR_LIMITS.ocrPixels`.
 */
const TARGET_DPI = 300;
/** Background is estimated on a grid this many pixels wide: wider than a letter, narrower than a shadow. */
const BACKGROUND_CELL = 24;

export interface PreparedPage {
  image: Buffer;
  /** The resolution the page now has, told to the engine (images carry none, and it guesses 70 dpi); 0 when unchanged. */
  dpi: number;
}

/**
 * A page is cleaned only when it needs it: faded ink (its darkest 0.3 % of pixels lighter than `FADED_INK`) or dim,
 * uneven paper (the median paper brightness below `DIM_PAPER`). Crisp scans are read as they are: on them cleaning
 * gained nothing on the OCR development set and lost a few values to enlarged JPEG artefacts. (Measured there: crisp
 * scans at 150–300 dpi have that 0.3 % at grey 0–44, faded or toner-saving prints 107 and lighter.)
 */
const FADED_INK = 80;
const DIM_PAPER = 215;

/** The resolution a page image of this width has, when it shows a whole sheet of paper. */
export const pageDpi = (width: number) => Math.round(width / PAPER_WIDTH_INCHES);

/**
 * Cleans one page for OCR, the same way for any report: grey levels; uneven light (a phone photo, a shadow, a yellowed
 * sheet) divided out against the local paper brightness; contrast stretched so faded ink becomes black; small print
 * enlarged. Binarisation is left to the engine, which thresholds the cleaned page well.
 */
export async function preparePage(image: Buffer): Promise<PreparedPage> {
  const source = await canvas.loadImage(image);
  const sourceDpi = pageDpi(source.width);
  const room = Math.sqrt(OCR_LIMITS.ocrPixels / Math.max(1, source.width * source.height));
  const scale = Math.max(1, Math.min(TARGET_DPI / Math.max(1, sourceDpi), room, 2));
  const width = Math.round(source.width * scale);
  const height = Math.round(source.height * scale);
  const page = canvas.createCanvas(width, height);
  const context = page.getContext('2d');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);

  // The paper's brightness around each point: the brightest tenth of each grid cell (ink is sparse), smoothed by
  // drawing the small grid back at full size.
  const cellsWide = Math.max(1, Math.ceil(width / BACKGROUND_CELL));
  const cellsHigh = Math.max(1, Math.ceil(height / BACKGROUND_CELL));
  const pixels = context.getImageData(0, 0, width, height);
  const { data } = pixels;
  const grey = new Uint8ClampedArray(width * height);
  const cellHistograms = new Uint16Array(cellsWide * cellsHigh * 256);
  for (let y = 0, index = 0; y < height; y += 1) {
    const row = Math.floor(y / BACKGROUND_CELL) * cellsWide;
    for (let x = 0; x < width; x += 1, index += 1) {
      const at = index * 4;
      const level = (data[at]! * 299 + data[at + 1]! * 587 + data[at + 2]! * 114) / 1000;
      grey[index] = level;
      cellHistograms[(row + Math.floor(x / BACKGROUND_CELL)) * 256 + grey[index]!]! += 1;
    }
  }
  const cellMax = cellPaperLevels(cellHistograms, BACKGROUND_CELL * BACKGROUND_CELL);
  // A cell with no paper in it (all ink, or the table under a photographed sheet) takes its brighter neighbours'.
  const smoothed = new Uint8ClampedArray(cellMax.length);
  for (let cy = 0; cy < cellsHigh; cy += 1) {
    for (let cx = 0; cx < cellsWide; cx += 1) {
      let best = 0;
      for (let dy = -1; dy <= 1; dy += 1)
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = cx + dx;
          const ny = cy + dy;
          if (nx >= 0 && ny >= 0 && nx < cellsWide && ny < cellsHigh) best = Math.max(best, cellMax[ny * cellsWide + nx]!);
        }
      smoothed[cy * cellsWide + cx] = best;
    }
  }
  const backgroundImage = new canvas.ImageData(cellsWide, cellsHigh);
  for (let cell = 0; cell < smoothed.length; cell += 1) {
    const at = cell * 4;
    backgroundImage.data[at] = backgroundImage.data[at + 1] = backgroundImage.data[at + 2] = smoothed[cell]!;
    backgroundImage.data[at + 3] = 255;
  }
  const small = canvas.createCanvas(cellsWide, cellsHigh);
  small.getContext('2d').putImageData(backgroundImage, 0, 0);
  const background = canvas.createCanvas(width, height);
  const backgroundContext = background.getContext('2d');
  backgroundContext.imageSmoothingEnabled = true;
  backgroundContext.drawImage(small, 0, 0, cellsWide, cellsHigh, -BACKGROUND_CELL / 2, -BACKGROUND_CELL / 2, width + BACKGROUND_CELL, height + BACKGROUND_CELL);
  const paper = backgroundContext.getImageData(0, 0, width, height).data;

  const paperLevels = [...cellMax].sort((a, b) => a - b);
  const medianPaper = paperLevels[Math.floor(paperLevels.length / 2)] ?? 255;
  const inkHistogram = new Uint32Array(256);
  for (let index = 0; index < grey.length; index += 1) inkHistogram[grey[index]!]! += 1;
  let ink = 0;
  for (let seen = 0; ink < 255 && seen + inkHistogram[ink]! < grey.length * 0.003; ink += 1) seen += inkHistogram[ink]!;
  if (ink <= FADED_INK && medianPaper >= DIM_PAPER) {
    if (!eraseRulings(grey, width, height, 128)) return { image, dpi: 0 };
    writeGrey(data, grey);
    context.putImageData(pixels, 0, 0);
    // Back at the size it came in: a crisp page is read as it was, only without its rulings.
    const unruled = canvas.createCanvas(source.width, source.height);
    const unruledContext = unruled.getContext('2d');
    unruledContext.imageSmoothingEnabled = true;
    unruledContext.imageSmoothingQuality = 'high';
    unruledContext.drawImage(page, 0, 0, source.width, source.height);
    return { image: unruled.toBuffer('image/png'), dpi: 0 };
  }

  // Divide out the light, then stretch: the darkest ink (1st percentile) becomes black, paper stays white.
  const histogram = new Uint32Array(256);
  for (let index = 0; index < grey.length; index += 1) {
    const light = Math.max(32, paper[index * 4]!);
    const level = Math.min(255, (grey[index]! * 255) / light);
    grey[index] = level;
    histogram[grey[index]!]! += 1;
  }
  let dark = 0;
  for (let seen = 0; dark < 255 && seen + histogram[dark]! < grey.length * 0.01; dark += 1) seen += histogram[dark]!;
  const white = 235;
  const span = Math.max(1, white - Math.min(dark, white - 40));
  const black = white - span;
  for (let index = 0; index < grey.length; index += 1) grey[index] = ((grey[index]! - black) * 255) / span;
  eraseRulings(grey, width, height, 128);
  writeGrey(data, grey);
  context.putImageData(pixels, 0, 0);
  return { image: page.toBuffer('image/png'), dpi: Math.round(sourceDpi * scale) };
}

/**
 * Paper is the brightest tenth of a cell's pixels, not its single brightest one: a speck of sensor noise or a JPEG
 * ringing pixel brighter than the paper around it would otherwise leave the whole cell grey once the light is divided
 * out, and the engine's threshold then thickens the blurred strokes of the page into blobs.
 */
const PAPER_SHARE = 0.1;

/** Each cell's paper brightness, from its histogram of grey levels (256 counts per cell). */
function cellPaperLevels(histograms: Uint16Array, cellPixels: number): Uint8ClampedArray {
  const levels = new Uint8ClampedArray(histograms.length / 256);
  for (let cell = 0; cell < levels.length; cell += 1) {
    let level = 255;
    for (let brighter = 0; level > 0; level -= 1) {
      brighter += histograms[cell * 256 + level]!;
      if (brighter >= cellPixels * PAPER_SHARE) break;
    }
    levels[cell] = level;
  }
  return levels;
}

function writeGrey(rgba: Uint8ClampedArray, grey: Uint8ClampedArray): void {
  for (let index = 0; index < grey.length; index += 1) {
    const at = index * 4;
    rgba[at] = rgba[at + 1] = rgba[at + 2] = grey[index]!;
    rgba[at + 3] = 255;
  }
}

/**
 * Table rulings longer than this share of the page width are erased. Letters never draw a straight stroke this long
 * (about 24 pt: a 10 pt report's capitals are 7 pt tall), borders and cell rulings nearly always do.
 */
const RULING_MIN_PAGE_SHARE = 1 / 25;
/** The grey, blurred or anti-aliased edge of a ruling (pixels either side of its ink, and not paper-white yet) goes too. */
const RULING_EDGE = 2;
const PAPER = 224;
/** Rulings are at most this share of the page width thick (about 2 pt). */
const RULING_MAX_PAGE_SHARE = 1 / 300;
/** A ruling's thickness is checked at this many points along it, and must be thin at this share of them (it may be crossed). */
const RULING_SAMPLES = 8;
const RULING_THIN_SHARE = 0.75;

/**
 * Paints paper over the straight horizontal and vertical rulings of tables and boxes (ink darker than `inkBelow` in
 * runs longer than RULING_MIN_PAGE_SHARE of the width). Ruled cells cost whole cells of text: the engine takes a box
 * around words for a picture and reads nothing inside it. A run may wander one pixel up or down (down or across for
 * vertical rulings), so rulings of a crooked sheet are found too. Returns whether anything was erased.
 */
export function eraseRulings(grey: Uint8ClampedArray, width: number, height: number, inkBelow: number): boolean {
  const minimum = Math.max(8, Math.round(width * RULING_MIN_PAGE_SHARE));
  const maxThickness = Math.max(3, Math.round(width * RULING_MAX_PAGE_SHARE));
  const isInk = (x: number, y: number) => grey[y * width + x]! < inkBelow;
  const erase: number[] = [];
  // Along each row (then each column): a run of pixels where the row, or the one above or below, has ink.
  const scan = (lines: number, length: number, at: (line: number, step: number) => number, inkAt: (line: number, step: number) => boolean) => {
    const isThinAlong = thinAlong(inkAt, lines);
    for (let line = 1; line < lines - 1; line += 1) {
      let start = -1;
      for (let step = 0; step <= length; step += 1) {
        const inked = step < length && (inkAt(line, step) || inkAt(line - 1, step) || inkAt(line + 1, step));
        if (inked && start < 0) start = step;
        if (inked || start < 0) continue;
        if (step - start >= minimum && isThinAlong(line, start, step))
          for (let along = start; along < step; along += 1)
            for (let across = -RULING_EDGE; across <= RULING_EDGE; across += 1) {
              const cross = line + across;
              if (cross >= 0 && cross < lines && grey[at(cross, along)]! < PAPER) erase.push(at(cross, along));
            }
        start = -1;
      }
    }
  };
  // A ruling is a few pixels thick along most of its length; a long run of ink that is thick there is a filled band (a
  // coloured title bar, the table around a photographed sheet), and one thick at most points but for thin joins is a
  // line of bold or blurred letters touching each other, set straight across the page.
  const thinAlong = (inkAt: (line: number, step: number) => boolean, lines: number) => {
    const thicknessAt = (line: number, step: number) => {
      const inked = [line, line - 1, line + 1].find((across) => across >= 0 && across < lines && inkAt(across, step));
      if (inked === undefined) return Infinity;
      let thickness = 0;
      for (let across = inked; across >= 0 && inkAt(across, step) && thickness <= maxThickness; across -= 1) thickness += 1;
      for (let across = inked + 1; across < lines && inkAt(across, step) && thickness <= maxThickness; across += 1) thickness += 1;
      return thickness;
    };
    return (line: number, start: number, end: number) => {
      let thin = 0;
      for (let sample = 0; sample < RULING_SAMPLES; sample += 1)
        if (thicknessAt(line, Math.floor(start + ((sample + 0.5) * (end - start)) / RULING_SAMPLES)) <= maxThickness) thin += 1;
      return thin >= RULING_SAMPLES * RULING_THIN_SHARE;
    };
  };
  scan(
    height,
    width,
    (y, x) => y * width + x,
    (y, x) => isInk(x, y),
  );
  scan(
    width,
    height,
    (x, y) => y * width + x,
    (x, y) => isInk(x, y),
  );
  for (const index of erase) grey[index] = 255;
  return erase.length > 0;
}
