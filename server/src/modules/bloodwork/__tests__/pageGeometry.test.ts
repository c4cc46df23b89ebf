import { describe, expect, it } from '@jest/globals';
import { applyHomography, homographyFromCorners, rectangleCorners, type Quad } from '../devCorpus/pageGeometry.js';

describe('page geometry of photographed sheets', () => {
  it('solves the homography that takes each of four corners exactly to its counterpart', () => {
    const from = rectangleCorners(850, 1100);
    const to: Quad = [
      { x: 131.5, y: 88 },
      { x: 902, y: 120.25 },
      { x: 960, y: 1240 },
      { x: 40, y: 1190 },
    ];
    const forward = homographyFromCorners(from, to);
    const back = homographyFromCorners(to, from);
    from.forEach((corner, index) => {
      const mapped = applyHomography(forward, corner);
      expect(mapped.x).toBeCloseTo(to[index]!.x, 9);
      expect(mapped.y).toBeCloseTo(to[index]!.y, 9);
      const returned = applyHomography(back, mapped);
      expect(returned.x).toBeCloseTo(corner.x, 9);
      expect(returned.y).toBeCloseTo(corner.y, 9);
    });
  });
});
