import { createDarkTheme, createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

/** Nutri green, from darkest (10) to lightest (160). */
const nutriBrand: BrandVariants = {
  10: '#03140f',
  20: '#072a20',
  30: '#0a3a2c',
  40: '#0c4a38',
  50: '#0e5a45',
  60: '#106a52',
  70: '#12715b',
  80: '#128064',
  90: '#1f8f6e',
  100: '#35a07f',
  110: '#4fb08f',
  120: '#69c0a0',
  130: '#84cdb0',
  140: '#a0dac1',
  150: '#bee7d4',
  160: '#dcf3e8',
};

export type ResolvedTheme = 'light' | 'dark' | 'glass-light' | 'glass-dark';

const lightTheme: Theme = {
  ...createLightTheme(nutriBrand),
  colorNeutralBackground2: '#f6faf7',
  colorNeutralBackground3: '#eef4f0',
};

const darkTheme: Theme = {
  ...createDarkTheme(nutriBrand),
  colorBrandForeground1: nutriBrand[120],
  colorBrandForeground2: nutriBrand[130],
  colorBrandForegroundLink: nutriBrand[130],
  colorBrandForegroundLinkHover: nutriBrand[140],
  colorNeutralBackground1: '#1b201e',
  colorNeutralBackground2: '#151a18',
  colorNeutralBackground3: '#101412',
  colorNeutralBackground4: '#0c0f0e',
};

// Liquid glass: translucent surfaces (blurred in globalStyles) over a soft gradient.
// Text stays fully opaque and surfaces keep enough opacity for readable contrast.
const glassLightTheme: Theme = {
  ...lightTheme,
  colorNeutralBackground1: 'rgba(255, 255, 255, 0.66)',
  colorNeutralBackground1Hover: 'rgba(255, 255, 255, 0.8)',
  colorNeutralBackground1Pressed: 'rgba(255, 255, 255, 0.88)',
  colorNeutralBackground1Selected: 'rgba(255, 255, 255, 0.82)',
  colorNeutralBackground2: 'rgba(255, 255, 255, 0.42)',
  colorNeutralBackground3: 'rgba(255, 255, 255, 0.32)',
  colorSubtleBackgroundHover: 'rgba(255, 255, 255, 0.5)',
  colorSubtleBackgroundPressed: 'rgba(255, 255, 255, 0.65)',
  colorSubtleBackgroundSelected: 'rgba(255, 255, 255, 0.6)',
  colorNeutralStroke1: 'rgba(60, 80, 72, 0.28)',
  colorNeutralStroke2: 'rgba(255, 255, 255, 0.75)',
  colorNeutralStroke3: 'rgba(255, 255, 255, 0.6)',
  colorNeutralForeground2: '#2b3531',
  colorNeutralForeground3: '#44514b',
};

const glassDarkTheme: Theme = {
  ...darkTheme,
  colorNeutralBackground1: 'rgba(22, 30, 34, 0.62)',
  colorNeutralBackground1Hover: 'rgba(36, 46, 52, 0.72)',
  colorNeutralBackground1Pressed: 'rgba(44, 56, 62, 0.8)',
  colorNeutralBackground1Selected: 'rgba(40, 52, 58, 0.78)',
  colorNeutralBackground2: 'rgba(18, 24, 28, 0.5)',
  colorNeutralBackground3: 'rgba(12, 16, 20, 0.42)',
  colorSubtleBackgroundHover: 'rgba(255, 255, 255, 0.08)',
  colorSubtleBackgroundPressed: 'rgba(255, 255, 255, 0.12)',
  colorSubtleBackgroundSelected: 'rgba(255, 255, 255, 0.1)',
  colorNeutralStroke2: 'rgba(255, 255, 255, 0.14)',
  colorNeutralStroke3: 'rgba(255, 255, 255, 0.1)',
  colorNeutralForeground2: '#e2e8e5',
  colorNeutralForeground3: '#c3ccc8',
};

export const FLUENT_THEMES: Record<ResolvedTheme, Theme> = {
  light: lightTheme,
  dark: darkTheme,
  'glass-light': glassLightTheme,
  'glass-dark': glassDarkTheme,
};

/** Browser chrome colour (meta theme-color) per theme. */
export const THEME_COLORS: Record<ResolvedTheme, string> = {
  light: '#12715b',
  dark: '#151a18',
  'glass-light': '#dff3ea',
  'glass-dark': '#111a20',
};
