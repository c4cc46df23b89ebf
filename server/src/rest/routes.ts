import { adminRoutes } from './adminRoutes.js';
import { aiContentReportRoutes } from './aiContentReportRoutes.js';
import { analysisRoutes } from './analysisRoutes.js';
import { assistantRoutes } from './assistantRoutes.js';
import { authRoutes } from './authRoutes.js';
import { bloodworkRoutes } from './bloodworkRoutes.js';
import { exportRoutes } from './exportRoutes.js';
import { foodRoutes } from './foodRoutes.js';
import { importRoutes } from './importRoutes.js';
import { notificationRoutes } from './notificationRoutes.js';
import { mealRoutes } from './savedMealRoutes.js';
import { paymentRoutes } from './paymentRoutes.js';
import { supplementRoutes } from './supplementRoutes.js';
import type { RestRoute } from './routeTable.js';

/** Every REST route of the spec's /api surface; later features add their tables here. */
export const restRoutes: RestRoute[] = [
  ...authRoutes,
  ...foodRoutes,
  ...mealRoutes,
  ...supplementRoutes,
  ...bloodworkRoutes,
  ...analysisRoutes,
  ...aiContentReportRoutes,
  ...adminRoutes,
  ...paymentRoutes,
  ...assistantRoutes,
  ...notificationRoutes,
  ...exportRoutes,
  ...importRoutes,
];
