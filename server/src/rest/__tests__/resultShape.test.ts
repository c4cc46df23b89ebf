import { describe, expect, it } from '@jest/globals';
import { shapeResult } from '../restAdapter.js';
import { restRoutes } from '../routes.js';
import type { RestRequest } from '../routeTable.js';

const request: RestRequest = { params: { date: '2026-03-01' }, query: { category: '' }, body: null };

describe('REST result shapes (declared per route, read by the adapter)', () => {
  it('reads a dotted path, mapping over lists on the way', () => {
    const data = { viewer: { logs: { edges: [{ node: { id: 'a' } }, { node: { id: 'b' } }] } } };
    expect(shapeResult('viewer.logs.edges.node', data, request)).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(shapeResult('viewer.missing.field', data, request)).toBeUndefined();
  });

  it('answers path and query parameters, an empty query parameter as null, and literals as they are', () => {
    expect(shapeResult({ date: ':date', category: '?category', deleted: true }, {}, request)).toEqual({
      date: '2026-03-01',
      category: null,
      deleted: true,
    });
  });

  it('spreads objects in declaration order, a later key replacing an earlier one in place', () => {
    const data = { analytics: { kind: 'health_score', days: 30 } };
    const body = shapeResult({ '...analytics': 'analytics', kind: ':kind' }, data, { ...request, params: { kind: 'health-score' } });
    expect(JSON.stringify(body)).toBe('{"kind":"health-score","days":30}');
  });

  it('every route declares its result as data, and paged routes name their list key', () => {
    for (const route of restRoutes) {
      expect(typeof route.result === 'function').toBe(false);
      if (route.page) expect(route.page.key).toMatch(/^\w+$/);
    }
  });
});
