import { numberParam } from './paging.js';
import type { RestRequest, RestRoute } from './routeTable.js';

const NUTRIENTS = 'key label unit amount';
const STRENGTH = 'strength { amount unit of }';
const LOG = `fragment RestSupplementLog on SupplementLog {
  id internalID date time productKey name form quantity query createdAt ${STRENGTH} nutrients { ${NUTRIENTS} }
}`;
/** A day has few supplements; the REST day view returns them all (the connection's maximum page). */
const DAY_LIMIT = 100;

const body = (request: RestRequest) => (request.body ?? {}) as Record<string, unknown>;

export const supplementRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/supplements/analyze',
    summary: "Read free text ('Vitamin D3 2000 IU', '2 fish oil 1000 mg') as a product with nutrients per dose; unknown products are 400.",
    document: `query ($query: String!) {
      supplementAnalysis(query: $query) {
        query name quantity form note ${STRENGTH}
        product { key name category form typicalDose ${STRENGTH} }
        nutrientsPerUnit { ${NUTRIENTS} } nutrients { ${NUTRIENTS} }
      }
    }`,
    variables: (request) => ({ query: body(request).query }),
    result: 'supplementAnalysis',
  },
  {
    method: 'POST',
    path: '/supplements/log',
    summary: 'Log a supplement: {date, query} or {date, product, strength?, quantity?}, optional time HH:MM.',
    document: `mutation ($input: LogSupplementInput!) { logSupplement(input: $input) { supplementLog { ...RestSupplementLog } } } ${LOG}`,
    variables: (request) => ({ input: request.body }),
    result: 'logSupplement.supplementLog',
    successStatus: 201,
  },
  {
    method: 'GET',
    path: '/supplements/date/:date',
    summary: "The day's supplement logs and their nutrient totals.",
    document: `query ($date: LocalDate!, $first: Int) {
      viewer {
        supplementLogs(date: $date, first: $first) { totalCount edges { node { ...RestSupplementLog } } }
        supplementTotals(date: $date) { ${NUTRIENTS} }
      }
    } ${LOG}`,
    variables: (request) => ({ date: request.params.date, first: DAY_LIMIT }),
    result: { date: ':date', logs: 'viewer.supplementLogs.edges.node', totals: 'viewer.supplementTotals' },
  },
  {
    method: 'DELETE',
    path: '/supplements/logs/:id',
    summary: 'Delete one of your supplement logs.',
    document: 'mutation ($input: DeleteSupplementLogInput!) { deleteSupplementLog(input: $input) { deletedSupplementLogId } }',
    variables: (request) => ({ input: { id: request.params.id } }),
    result: 'deleteSupplementLog',
  },
  {
    method: 'GET',
    path: '/supplements/summary',
    summary: 'Per-day supplement nutrient totals and per-day averages over ?days (default 30, today included).',
    document: `query ($days: Int!) {
      viewer {
        supplementSummary(days: $days) {
          days from to logCount daysWithSupplements
          dailyTotals { date logCount nutrients { ${NUTRIENTS} } }
          averages { ${NUTRIENTS} }
        }
      }
    }`,
    variables: (request) => ({ days: numberParam(request.query.days, 30) }),
    result: 'viewer.supplementSummary',
  },
];
