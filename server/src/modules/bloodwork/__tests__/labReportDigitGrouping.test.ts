import { describe, expect, it } from '@jest/globals';
import { parseLabNumber } from '../extraction/labNumbers.js';
import { parseLabReportLines } from '../extraction/labReportParser.js';

describe('Indian digit grouping (thousands, then lakhs in pairs)', () => {
  it('reads the number whatever the decimal style', () => {
    expect(parseLabNumber('2,02,000')?.value).toBe(202000);
    expect(parseLabNumber('1,00,00,000', 'comma')?.value).toBe(10000000);
  });

  it('reads a count and its range printed so', () => {
    const [platelets] = parseLabReportLines(['PLATELET COUNT :  2,02,000  /cumm  1,50,000 to 4,50,000']).values;
    expect([platelets?.value, platelets?.unit, platelets?.refLow, platelets?.refHigh]).toEqual([202000, '/cumm', 150000, 450000]);
  });
});
