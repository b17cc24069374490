import {useEffect, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar, useNavbarSecondaryMenu} from '@docusaurus/theme-common/internal';

/** What a keyboard reaches: links, buttons and fields that are shown and not disabled. */
const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The first control of the menu's visible panel (the stock Layout makes the other panel inert). */
function firstControl(sidebar: HTMLElement): HTMLElement | null {
  const panels = Array.from(sidebar.querySelectorAll<HTMLElement>('.navbar-sidebar__item'));
  const visible = panels.find((panel) => !panel.inert);
  return (visible ?? sidebar).querySelector<HTMLElement>(focusable);
}

/**
 * Focuses the element once it can take focus: the menu fades in with a transition of `visibility`, whose
 * first frame is still hidden. Gives up after half a second.
 */
function focusWhenShown(element: HTMLElement | null): void {
  const started = performance.now();
  const attempt = () => {
    element?.focus();
    if (element && document.activeElement !== element && performance.now() - started < 500) {
      requestAnimationFrame(attempt);
    }
  };
  attempt();
}

/**
 * Makes everything but the menu inert, and returns what puts it back: each element beside the menu's
 * ancestors, up to <body> (the page, the footer, the navbar's own bar behind the menu).
 */
function makeOutsideInert(sidebar: HTMLElement): () => void {
  const madeInert: HTMLElement[] = [];
  for (let node: HTMLElement = sidebar; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert) {
        sibling.inert = true;
        madeInert.push(sibling);
      }
    }
  }
  return () => madeInert.forEach((element) => (element.inert = false));
}

/**
 * The phone menu as a modal dialog (WAI-ARIA's dialog pattern), which the stock menu is not
 * (facebook/docusaurus#8095): when it opens, focus moves into it and the rest of the page is inert, and
 * Tab wraps around inside it; Escape closes it and focus goes back to the button that opened it. Switching
 * between the site menu and the docs menu moves focus to the panel that slides in. A wrapper: the
 * stock component renders the menu, this adds the behaviour around it.
 */
function useModalMenu(): void {
  const {shown, shouldRender, toggle} = useNavbarMobileSidebar();
  const {shown: secondaryShown} = useNavbarSecondaryMenu();

  // The menu renders only once the page knows it is on a phone (`shouldRender`, from the window's width,
  // read after hydration): a menu opened just before that is rendered later, still `shown`.
  useEffect(() => {
    const sidebar = document.querySelector<HTMLElement>('.navbar-sidebar');
    if (!shown || !shouldRender || !sidebar) {
      return undefined;
    }
    const openedAt = window.location.pathname;
    const opener = document.querySelector<HTMLElement>('.navbar__toggle');
    sidebar.setAttribute('role', 'dialog');
    sidebar.setAttribute('aria-modal', 'true');
    sidebar.setAttribute('aria-label', 'Site menu');
    const restoreOutside = makeOutsideInert(sidebar);
    focusWhenShown(firstControl(sidebar));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        toggle();
      } else if (event.key === 'Tab') {
        // Tab wraps around inside the menu rather than leaving the page for the browser's own controls.
        const controls = Array.from(sidebar.querySelectorAll<HTMLElement>(focusable)).filter(
          (control) => !control.closest('[inert]') && control.offsetParent !== null,
        );
        const edge = event.shiftKey ? controls[0] : controls.at(-1);
        if (controls.length > 0 && document.activeElement === edge) {
          event.preventDefault();
          (event.shiftKey ? controls.at(-1) : controls[0])!.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      restoreOutside();
      sidebar.removeAttribute('role');
      sidebar.removeAttribute('aria-modal');
      sidebar.removeAttribute('aria-label');
      // Closed where it opened (Escape, the close button): back to the menu button. A link that was
      // followed leaves the focus to the new page.
      if (window.location.pathname === openedAt) {
        opener?.focus();
      }
    };
  }, [shown, shouldRender, toggle]);

  // The panel that slid in takes the focus: the one that slid out, which held it, is inert now.
  useEffect(() => {
    const sidebar = document.querySelector<HTMLElement>('.navbar-sidebar');
    const active = document.activeElement;
    // Chromium moves the focus of an element that becomes inert to <body>.
    if (shown && sidebar && (!active || active === document.body || active.closest('[inert]'))) {
      focusWhenShown(firstControl(sidebar));
    }
  }, [shown, secondaryShown]);
}

export default function MobileSidebarWrapper(): ReactNode {
  useModalMenu();
  return <MobileSidebar />;
}
