/** A connected blob of ink: its bounding box (inclusive pixel coordinates) and how many pixels it has. */
export interface InkBlob {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  pixels: number;
}

/** The connected (8-neighbour) blobs of the pixels `isInk` accepts in a `width` × `height` grid, in grid coordinates. */
export function connectedBlobs(width: number, height: number, isInk: (x: number, y: number) => boolean): InkBlob[] {
  if (width <= 0 || height <= 0) return [];
  const seen = new Uint8Array(width * height);
  const blobs: InkBlob[] = [];
  const stack: number[] = [];
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const start = y * width + x;
      if (seen[start] || !isInk(x, y)) continue;
      seen[start] = 1;
      stack.push(start);
      const blob: InkBlob = { x0: x, y0: y, x1: x, y1: y, pixels: 0 };
      while (stack.length > 0) {
        const at = stack.pop()!;
        const ax = at % width;
        const ay = (at - ax) / width;
        blob.pixels += 1;
        blob.x0 = Math.min(blob.x0, ax);
        blob.x1 = Math.max(blob.x1, ax);
        blob.y0 = Math.min(blob.y0, ay);
        blob.y1 = Math.max(blob.y1, ay);
        for (let dy = -1; dy <= 1; dy += 1)
          for (let dx = -1; dx <= 1; dx += 1) {
            const nx = ax + dx;
            const ny = ay + dy;
            if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
            const next = ny * width + nx;
            if (seen[next] || !isInk(nx, ny)) continue;
            seen[next] = 1;
            stack.push(next);
          }
      }
      blobs.push(blob);
    }
  return blobs;
}
