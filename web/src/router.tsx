import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAdmin, RequireAnonymous, RequireAuth } from './features/auth/guards';
import { AppRoot } from './shell/AppRoot';
import { FullPageSpinner } from './shell/FullPageSpinner';
import { RouteError } from './shell/RouteError';

// Every page is its own chunk (route-level code splitting); pages with data export a
// loader that starts their Relay query before the chunk renders.
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        index: true,
        lazy: () => import('./features/landing/LandingPage').then((m) => ({ Component: m.RootIndexPage })),
      },
      { path: 'landing', lazy: () => import('./features/landing/LandingPage').then((m) => ({ Component: m.LandingPage })) },
      { path: 'home', lazy: () => import('./features/landing/LandingPage').then((m) => ({ Component: m.LandingPage })) },
      {
        element: <RequireAnonymous />,
        children: [
          { path: 'login', lazy: () => import('./features/auth/LoginPage').then((m) => ({ Component: m.LoginPage })) },
          { path: 'register', lazy: () => import('./features/auth/RegisterPage').then((m) => ({ Component: m.RegisterPage })) },
          { path: 'signup', lazy: () => import('./features/auth/RegisterPage').then((m) => ({ Component: m.RegisterPage })) },
        ],
      },
      { path: 'privacy', lazy: () => import('./features/legal/PrivacyPage').then((m) => ({ Component: m.PrivacyPage })) },
      { path: 'terms', lazy: () => import('./features/legal/TermsPage').then((m) => ({ Component: m.TermsPage })) },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: () => import('./shell/AppLayout').then((m) => ({ Component: m.AppLayout })),
            children: [
              {
                path: 'dashboard',
                lazy: () =>
                  import('./features/dashboard/DashboardPage').then((m) => ({ loader: m.dashboardLoader, Component: m.DashboardPage })),
              },
              { path: 'food-log', lazy: () => import('./features/food-log/FoodLogPage').then((m) => ({ Component: m.FoodLogPage })) },
              { path: 'my-foods', lazy: () => import('./features/my-foods/MyFoodsPage').then((m) => ({ Component: m.MyFoodsPage })) },
              {
                path: 'supplements',
                lazy: () => import('./features/supplements/SupplementsPage').then((m) => ({ Component: m.SupplementsPage })),
              },
              { path: 'bloodwork', lazy: () => import('./features/bloodwork/BloodworkPage').then((m) => ({ Component: m.BloodworkPage })) },
              {
                path: 'analysis',
                lazy: () =>
                  import('./features/analysis/AnalysisPage').then((m) => ({ loader: m.analysisLoader, Component: m.AnalysisPage })),
              },
              {
                path: 'profile',
                lazy: () =>
                  import('./features/profile/ProfilePage').then((m) => ({ loader: m.profileLoader, Component: m.ProfilePage })),
              },
              { path: 'social', lazy: () => import('./features/social/SocialPage').then((m) => ({ Component: m.SocialPage })) },
              { path: 'demo', lazy: () => import('./features/demo/DemoPage').then((m) => ({ Component: m.DemoPage })) },
              { path: 'upgrade', lazy: () => import('./features/upgrade/UpgradePage').then((m) => ({ Component: m.UpgradePage })) },
              {
                // Anonymous visitors of admin routes go to /login (spec section 2).
                element: <RequireAdmin />,
                handle: { anonymousRedirect: '/login' },
                children: [
                  { path: 'admin', lazy: () => import('./features/admin/AdminPage').then((m) => ({ Component: m.AdminPage })) },
                  {
                    path: 'admin-reports',
                    lazy: () => import('./features/admin/AdminReportsPage').then((m) => ({ Component: m.AdminReportsPage })),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./shell/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
