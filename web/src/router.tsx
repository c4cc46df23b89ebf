import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { ConcreteRequest, Variables } from 'relay-runtime';
import { RequireAdmin, RequireAnonymous, RequireAuth } from './features/auth/guards';
import { AppRoot } from './shell/AppRoot';
import { FullPageSpinner } from './shell/FullPageSpinner';
import { RouteError } from './shell/RouteError';

// The landing page's title is the product's own; every other page reads '<title> · Nutri' (see useDocumentTitle).
const LANDING_TITLE = 'Nutri — nutrition & health tracker';

/** The variables of a page that shows the selected day (dashboard, food log, supplements): `{ date }`. */
const SELECTED_DAY = 'selected day';

/**
 * The lazy route of a page that reads its query with useLazyLoadQuery: with the page's chunk comes a loader that starts
 * the query (its compiled artifact is small) as navigation starts, and the page's own request joins it (Relay shares
 * identical requests in flight). The variables are what the page asks for first. Relay stays out of the public pages'
 * first load: it comes with the first signed-in route.
 */
function withQuery(
  page: () => Promise<ComponentType>,
  routeId: string,
  query: () => Promise<{ default: ConcreteRequest }>,
  variables: Variables | typeof SELECTED_DAY = {},
) {
  return async () => {
    const [Component, { default: request }, { preloadRouteQuery }, { selectedDayKey }] = await Promise.all([
      page(),
      query(),
      import('./relay/preloadRouteQuery'),
      import('./shell/dayNavigation/selectedDay'),
    ]);
    const loader = () => {
      preloadRouteQuery(routeId, request, variables === SELECTED_DAY ? { date: selectedDayKey() } : variables);
      return null;
    };
    return { Component, loader };
  };
}

// Every page is its own chunk (route-level code splitting); every page with data starts its Relay query from a
// loader: pages that read it with usePreloadedQuery export their loader, the others get one from startsQuery.
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        index: true,
        handle: { title: LANDING_TITLE },
        lazy: () => import('./features/landing/LandingPage').then((m) => ({ Component: m.RootIndexPage })),
      },
      { path: 'landing', handle: { title: LANDING_TITLE }, lazy: () => import('./features/landing/LandingPage').then((m) => ({ Component: m.LandingPage })) },
      { path: 'home', handle: { title: LANDING_TITLE }, lazy: () => import('./features/landing/LandingPage').then((m) => ({ Component: m.LandingPage })) },
      {
        element: <RequireAnonymous />,
        children: [
          { path: 'login', handle: { title: 'Sign in' }, lazy: () => import('./features/auth/LoginPage').then((m) => ({ Component: m.LoginPage })) },
          {
            path: 'register',
            handle: { title: 'Create your account' },
            lazy: () => import('./features/auth/RegisterPage').then((m) => ({ Component: m.RegisterPage })),
          },
          {
            path: 'signup',
            handle: { title: 'Create your account' },
            lazy: () => import('./features/auth/RegisterPage').then((m) => ({ Component: m.RegisterPage })),
          },
          {
            path: 'forgot-password',
            handle: { title: 'Reset your password' },
            lazy: () =>
              Promise.all([import('./features/auth/ForgotPasswordPage'), import('./features/auth/passwordResetDelivery')]).then(([page, data]) => ({
                loader: data.forgotPasswordLoader,
                Component: page.ForgotPasswordPage,
              })),
          },
        ],
      },
      // Open to signed-in visitors too: a reset link may be opened on a device signed in to another account.
      {
        path: 'reset-password',
        handle: { title: 'Choose a new password' },
        lazy: () => import('./features/auth/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      { path: 'privacy', handle: { title: 'Privacy Policy' }, lazy: () => import('./features/legal/PrivacyPage').then((m) => ({ Component: m.PrivacyPage })) },
      { path: 'terms', handle: { title: 'Terms of Service' }, lazy: () => import('./features/legal/TermsPage').then((m) => ({ Component: m.TermsPage })) },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: () => import('./shell/AppLayout').then((m) => ({ Component: m.AppLayout })),
            children: [
              {
                path: 'dashboard',
                handle: { title: 'Dashboard' },
                lazy: () => import('./features/dashboard/DashboardPage').then((m) => ({ loader: m.dashboardLoader, Component: m.DashboardPage })),
              },
              {
                path: 'food-log',
                handle: { title: 'Food Log' },
                lazy: withQuery(
                  () => import('./features/food-log/FoodLogPage').then((m) => m.FoodLogPage),
                  'food-log',
                  () => import('./__generated__/FoodLogDayQuery.graphql'),
                  SELECTED_DAY,
                ),
              },
              {
                path: 'my-foods',
                handle: { title: 'My Foods' },
                lazy: withQuery(
                  // The page opens on saved meals, unfiltered.
                  () => import('./features/my-foods/MyFoodsPage').then((m) => m.MyFoodsPage),
                  'my-foods',
                  () => import('./__generated__/SavedMealsListQuery.graphql'),
                  { kind: 'meal', search: null },
                ),
              },
              {
                path: 'supplements',
                handle: { title: 'Supplements' },
                lazy: withQuery(
                  () => import('./features/supplements/SupplementsPage').then((m) => m.SupplementsPage),
                  'supplements',
                  () => import('./__generated__/SupplementsPageQuery.graphql'),
                  SELECTED_DAY,
                ),
              },
              {
                path: 'bloodwork',
                handle: { title: 'Bloodwork' },
                lazy: withQuery(
                  () => import('./features/bloodwork/BloodworkPage').then((m) => m.BloodworkPage),
                  'bloodwork',
                  () => import('./__generated__/BloodworkPageQuery.graphql'),
                ),
              },
              {
                path: 'analysis',
                handle: { title: 'Analysis' },
                lazy: () => import('./features/analysis/AnalysisPage').then((m) => ({ loader: m.analysisLoader, Component: m.AnalysisPage })),
              },
              {
                path: 'profile',
                handle: { title: 'Profile' },
                lazy: () => import('./features/profile/ProfilePage').then((m) => ({ loader: m.profileLoader, Component: m.ProfilePage })),
              },
              {
                path: 'social',
                handle: { title: 'Social' },
                lazy: () => import('./features/social/SocialPage').then((m) => ({ loader: m.socialLoader, Component: m.SocialPage })),
              },
              {
                path: 'social/people/:personId',
                handle: { title: 'Social' },
                lazy: () => import('./features/social/SocialPersonPage').then((m) => ({ loader: m.socialPersonLoader, Component: m.SocialPersonPage })),
              },
              { path: 'demo', handle: { title: 'Demo' }, lazy: () => import('./features/demo/DemoPage').then((m) => ({ Component: m.DemoPage })) },
              {
                path: 'upgrade',
                handle: { title: 'Upgrade to Pro' },
                lazy: () => import('./features/upgrade/UpgradePage').then((m) => ({ loader: m.upgradeLoader, Component: m.UpgradePage })),
              },
              {
                path: 'billing',
                handle: { title: 'Billing' },
                lazy: () => import('./features/billing/BillingPage').then((m) => ({ loader: m.billingLoader, Component: m.BillingPage })),
              },
              {
                // Anonymous visitors of admin routes go to /login (spec section 2).
                element: <RequireAdmin />,
                handle: { anonymousRedirect: '/login' },
                children: [
                  {
                    path: 'admin',
                    handle: { title: 'Admin' },
                    lazy: () => import('./features/admin/AdminPage').then((m) => ({ loader: m.adminLoader, Component: m.AdminPage })),
                  },
                  {
                    path: 'admin-reports',
                    handle: { title: 'AI Content Reports' },
                    lazy: withQuery(
                      // The page opens on every report, first page.
                      () => import('./features/admin/AdminReportsPage').then((m) => m.AdminReportsPage),
                      'admin-reports',
                      () => import('./__generated__/AdminReportsPageQuery.graphql'),
                      { status: null, count: 20 },
                    ),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', handle: { title: 'Page not found' }, lazy: () => import('./shell/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
