import { adminRoutes } from './adminRoutes.js';
import { aiContentReportRoutes } from './aiContentReportRoutes.js';
import { analysisRoutes } from './analysisRoutes.js';
import { authRoutes } from './authRoutes.js';
import { bloodworkRoutes } from './bloodworkRoutes.js';
import { foodRoutes } from './foodRoutes.js';
import { mealRoutes } from './savedMealRoutes.js';
import { supplementRoutes } from './supplementRoutes.js';
import type { RestRoute } from './routeTable.js';

/** Every REST route of the spec's /api surface; later features add their tables here. */
export const restRoutes: RestRoute[] = [...authRoutes, ...foodRoutes, ...mealRoutes, ...supplementRoutes, ...bloodworkRoutes, ...analysisRoutes, ...aiContentReportRoutes, ...adminRoutes];
