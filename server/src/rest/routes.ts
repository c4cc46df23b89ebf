import { authRoutes } from './authRoutes.js';
import type { RestRoute } from './routeTable.js';

/** Every REST route of the spec's /api surface; later features add their tables here. */
export const restRoutes: RestRoute[] = [...authRoutes];
