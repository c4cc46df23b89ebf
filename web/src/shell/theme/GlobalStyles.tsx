import { makeStaticStyles } from '@fluentui/react-components';

// Page backgrounds and the glass blur live here because Fluent renders dialogs, menus and
// drawers in portals outside any component we style; html[data-theme] reaches them all.
const useGlobalStyles = makeStaticStyles(`
  html { color-scheme: light; }
  html[data-theme='dark'], html[data-theme='glass-dark'] { color-scheme: dark; }
  body { margin: 0; -webkit-font-smoothing: antialiased; }
  /* The app's provider (not the portal nodes Fluent also gives its classes): transparent so
     the page background, the glass theme's gradient, shows through. */
  #root > .fui-FluentProvider { background-color: transparent; min-height: 100dvh; }
  /* Fluent inputs have an intrinsic minimum width that overflows narrow grid columns. */
  .fui-Field > .fui-Input, .fui-Field > .fui-Combobox, .fui-Field > .fui-Select { min-width: 0; max-width: 100%; }
  .fui-Input > input, .fui-Combobox > input { min-width: 0; }
  html[data-theme='light'] body { background: #f6faf7; }
  html[data-theme='dark'] body { background: #151a18; }
  html[data-theme='glass-light'] body {
    background:
      radial-gradient(60rem 40rem at 8% -5%, rgba(120, 214, 176, 0.55), transparent 60%),
      radial-gradient(50rem 36rem at 100% 0%, rgba(176, 160, 255, 0.45), transparent 60%),
      radial-gradient(56rem 40rem at 85% 100%, rgba(255, 190, 150, 0.45), transparent 60%),
      radial-gradient(40rem 30rem at 0% 100%, rgba(130, 200, 255, 0.4), transparent 60%),
      linear-gradient(160deg, #eef8f3 0%, #f1eefb 55%, #fbf1ea 100%);
    background-attachment: fixed;
  }
  html[data-theme='glass-dark'] body {
    background:
      radial-gradient(60rem 40rem at 8% -5%, rgba(18, 128, 100, 0.55), transparent 60%),
      radial-gradient(50rem 36rem at 100% 0%, rgba(92, 70, 190, 0.5), transparent 60%),
      radial-gradient(56rem 40rem at 85% 100%, rgba(160, 70, 90, 0.4), transparent 60%),
      linear-gradient(160deg, #0c1714 0%, #131226 55%, #1b1216 100%);
    background-attachment: fixed;
  }
  html[data-theme^='glass'] .nutri-glass,
  html[data-theme^='glass'] .fui-DialogSurface,
  html[data-theme^='glass'] .fui-MenuPopover,
  html[data-theme^='glass'] .fui-PopoverSurface,
  html[data-theme^='glass'] .fui-OverlayDrawer,
  html[data-theme^='glass'] .fui-Card {
    -webkit-backdrop-filter: blur(22px) saturate(170%);
    backdrop-filter: blur(22px) saturate(170%);
  }
  html[data-theme='glass-light'] .fui-DialogSurface,
  html[data-theme='glass-light'] .fui-MenuPopover,
  html[data-theme='glass-light'] .fui-OverlayDrawer {
    background-color: rgba(255, 255, 255, 0.82);
  }
  html[data-theme='glass-dark'] .fui-DialogSurface,
  html[data-theme='glass-dark'] .fui-MenuPopover,
  html[data-theme='glass-dark'] .fui-OverlayDrawer {
    background-color: rgba(24, 32, 38, 0.84);
  }
  html[data-theme^='glass'] .nutri-glass,
  html[data-theme^='glass'] .fui-Card {
    box-shadow: 0 8px 32px rgba(20, 40, 60, 0.12), inset 0 1px 0 rgba(255, 255, 255, 0.45);
  }
  /* While a modal dialog is open, Fluent keeps the scrollbar's room on html (scrollbar-gutter: stable) so the page
     does not shift. Up to 480 px, where Fluent's dialogs take the full width, a classic 15 px scrollbar's room would
     leave every dialog and its backdrop 15 px short of the right edge; there the page may reflow instead. */
  @media screen and (max-width: 480px) {
    html { scrollbar-gutter: auto !important; }
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`);

export function GlobalStyles() {
  useGlobalStyles();
  return null;
}
