import {
  BeakerRegular,
  BookmarkRegular,
  BowlSaladRegular,
  DataTrendingRegular,
  GridRegular,
  PeopleCommunityRegular,
  PersonRegular,
  PillRegular,
  type FluentIcon,
} from '@fluentui/react-icons';

export interface NavigationItem {
  path: string;
  label: string;
  icon: FluentIcon;
  /** The onboarding tour points at these areas (data-tour attribute). */
  tourTarget?: string;
}

const dashboard: NavigationItem = { path: '/dashboard', label: 'Dashboard', icon: GridRegular };
const foodLog: NavigationItem = { path: '/food-log', label: 'Food Log', icon: BowlSaladRegular, tourTarget: 'food-log' };
const supplements: NavigationItem = { path: '/supplements', label: 'Supplements', icon: PillRegular, tourTarget: 'supplements' };
const bloodwork: NavigationItem = { path: '/bloodwork', label: 'Bloodwork', icon: BeakerRegular, tourTarget: 'bloodwork' };
const analysis: NavigationItem = { path: '/analysis', label: 'Analysis', icon: DataTrendingRegular, tourTarget: 'analysis' };
const profile: NavigationItem = { path: '/profile', label: 'Profile', icon: PersonRegular };
const social: NavigationItem = { path: '/social', label: 'Social', icon: PeopleCommunityRegular };
const myFoods: NavigationItem = { path: '/my-foods', label: 'My Foods', icon: BookmarkRegular };

/** Sidebar and drawer links, in the spec's order. */
export const SIDEBAR_ITEMS: readonly NavigationItem[] = [dashboard, foodLog, supplements, bloodwork, analysis, profile];

/** Bottom navigation on small screens, in the spec's order. */
export const BOTTOM_NAVIGATION_ITEMS: readonly NavigationItem[] = [
  dashboard,
  foodLog,
  supplements,
  social,
  myFoods,
  bloodwork,
  analysis,
];

const PAGE_TITLES: Record<string, string> = {
  '/dashboard': 'Dashboard',
  '/food-log': 'Food Log',
  '/my-foods': 'My Foods',
  '/supplements': 'Supplements',
  '/bloodwork': 'Bloodwork',
  '/analysis': 'Analysis',
  '/profile': 'Profile',
  '/social': 'Social',
  '/demo': 'Demo',
  '/upgrade': 'Upgrade to Pro',
  '/admin': 'Admin',
  '/admin-reports': 'AI Content Reports',
};

export function pageTitleFor(pathname: string): string {
  return PAGE_TITLES[pathname] ?? 'Nutri';
}
