import type { RestRoute } from './routeTable.js';

/** An OpenAPI 3.1 description generated from the route table, served at /api/openapi.json. */
export function openApiDocument(routes: RestRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const parameters = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    paths[`/api${path}`] = {
      ...paths[`/api${path}`],
      [route.method.toLowerCase()]: {
        summary: route.summary,
        parameters,
        security: route.isPublic ? [] : [{ bearer: [] }],
        requestBody:
          route.variables && ['POST', 'PUT', 'PATCH'].includes(route.method) ? { content: { 'application/json': { schema: { type: 'object' } } } } : undefined,
        responses: {
          [String(route.successStatus ?? 200)]: { description: 'Success' },
          default: { description: 'Error: { error: CODE, message }' },
        },
        'x-graphql': route.document.trim(),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Nutri REST API', version: '1', description: 'Each route runs one GraphQL document; see /graphql.' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
