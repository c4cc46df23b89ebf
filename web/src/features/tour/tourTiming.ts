/** Spec section 9, "Tour": the delays, sizes and layer of the guided tour. */
export const TOUR_AUTO_START_DELAY_MS = 1000;
export const TOUR_START_DELAY_MS = 100;
export const TOUR_NAVIGATION_DELAY_MS = 500;
export const TOUR_TOOLTIP_WIDTH = 380;
export const TOUR_Z_INDEX = 1300;
export const TOUR_SCROLL_OFFSET = 20;
export const TOUR_SCROLL_DURATION_MS = 300;
