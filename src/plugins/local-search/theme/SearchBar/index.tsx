import React, {useCallback, useEffect, useRef, useSyncExternalStore, type ComponentType, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useLocation} from '@docusaurus/router';
import {useAlgoliaThemeConfig} from '@docusaurus/theme-search-algolia/client';
import translations from '@theme/SearchTranslations';
// One stylesheet for the button and the modal: Docusaurus puts all CSS in the page's stylesheet anyway.
import '@docsearch/css';
import './styles.css';
import SearchButton from './SearchButton';
import {useSearchShortcuts} from './useSearchShortcuts';
import type {LocalSearchModalProps} from './LocalSearchModal';

let loadedModal: ComponentType<LocalSearchModalProps> | undefined;
let loadingModal: Promise<ComponentType<LocalSearchModalProps>> | undefined;

/** Starts the modal's download once; after a failure (offline, say) the next use tries again. */
function loadModal(): Promise<ComponentType<LocalSearchModalProps>> {
  loadingModal ??= import('./LocalSearchModal').then(
    (module) => (loadedModal = module.default),
    (error: unknown) => {
      loadingModal = undefined;
      throw error;
    },
  );
  return loadingModal;
}

type ModalState = {isOpen: boolean; initialQuery?: string};
const closed: ModalState = {isOpen: false};
let modalState = closed;
const listeners = new Set<() => void>();

/**
 * Whether the modal is open lives outside the component: a page of another kind re-mounts the
 * navbar, and a modal opened while that page was loading (Ctrl+K just after choosing a hit) would
 * otherwise close by itself.
 */
function useModalState(): [ModalState, (state: ModalState) => void] {
  const state = useSyncExternalStore(
    useCallback((listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }, []),
    () => modalState,
    () => closed,
  );
  return [state, setModalState];
}

function setModalState(state: ModalState): void {
  modalState = state;
  listeners.forEach((listener) => listener());
}

/**
 * After each navigation the theme moves the focus to the top of the page (SkipToContent). A modal
 * opened while the chosen page was loading (Ctrl+K just after picking a hit) lost the focus then,
 * and the reader's typing went nowhere; this gives it back. It runs after the theme's own effect,
 * which sits before the navbar in the layout.
 */
function useFocusKeptAcrossNavigation(): void {
  const location = useLocation();
  useEffect(() => {
    const input = document.getElementById('docsearch-input');
    if (modalState.isOpen && input && !document.activeElement?.closest('.DocSearch-Container')) {
      input.focus();
    }
  }, [location]);
}

function preloadModal(): void {
  // A failed preload is retried, and reported, when the reader opens the modal.
  loadModal().catch(() => {});
}

/**
 * The navbar's search: the DocSearch button, whose modal is downloaded when the reader hovers,
 * focuses or touches the button (or presses a shortcut), and then answers from the local index.
 */
export default function SearchBar(): ReactNode {
  const {algolia: config} = useAlgoliaThemeConfig();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [{isOpen, initialQuery}, setState] = useModalState();

  const openWithQuery = useCallback(
    (query: string | undefined) => {
      loadModal().then(
        () => setState({isOpen: true, initialQuery: query}),
        (error: unknown) => console.error('Local search: the search modal failed to load.', error),
      );
    },
    [setState],
  );
  const open = useCallback(() => openWithQuery(undefined), [openWithQuery]);
  const close = useCallback(() => {
    setState(closed);
    buttonRef.current?.focus();
  }, [setState]);
  useSearchShortcuts({isOpen, open, close, openWithQuery, buttonRef});
  useFocusKeptAcrossNavigation();

  const Modal = loadedModal;
  const buttonText = config.translations?.button?.buttonText ?? translations.button?.buttonText ?? 'Search';
  const ariaLabel = config.translations?.button?.buttonAriaLabel ?? translations.button?.buttonAriaLabel ?? 'Search';
  return (
    <>
      <SearchButton
        ref={buttonRef}
        text={buttonText}
        ariaLabel={ariaLabel}
        onClick={open}
        onMouseOver={preloadModal}
        onFocus={preloadModal}
        onTouchStart={preloadModal}
      />
      {isOpen &&
        Modal &&
        createPortal(<Modal config={config} initialQuery={initialQuery} onClose={close} />, document.body)}
    </>
  );
}
