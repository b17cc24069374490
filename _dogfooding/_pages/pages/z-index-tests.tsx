import React, {useEffect, useRef, useState} from 'react';
import Heading from '@theme/Heading';
import TestPage from '@site/_dogfooding/components/TestPage';
import styles from './_components/layers.module.css';

/** Layers of the theme whose computed z-index the table reports. */
const themeLayers = [
  {name: 'Navbar', selector: '.navbar'},
  {name: 'Navbar dropdown menu', selector: '.navbar .dropdown__menu'},
  {name: 'Announcement bar', selector: '.theme-announcement-bar'},
  {name: 'Back-to-top button', selector: '.theme-back-to-top-button'},
] as const;

function LayerTable(): React.ReactNode {
  const [values, setValues] = useState<Record<string, string> | null>(null);
  useEffect(() => {
    setValues(
      Object.fromEntries(
        themeLayers.map(({name, selector}) => {
          const element = document.querySelector(selector);
          return [name, element ? getComputedStyle(element).zIndex : 'not on the page'];
        }),
      ),
    );
  }, []);
  return (
    <table>
      <thead>
        <tr>
          <th>Layer</th>
          <th>Computed z-index</th>
        </tr>
      </thead>
      <tbody>
        {themeLayers.map(({name}) => (
          <tr key={name}>
            <td>{name}</td>
            <td>{values ? values[name] : 'measured in the browser'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function OverlayDemo(): React.ReactNode {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        Open the overlay
      </button>
      {open && (
        <div className={styles.overlay} data-testid="overlay">
          <div className={styles.overlayPanel} role="dialog" aria-modal="true" aria-label="Overlay test">
            <p>
              This overlay uses <code>--ifm-z-index-overlay</code> (400): it must cover the navbar, whose z-index is
              200.
            </p>
            <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
              Close the overlay
            </button>
          </div>
        </div>
      )}
    </>
  );
}

function NativeDialogDemo(): React.ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => dialogRef.current?.showModal()}>
        Open the native dialog
      </button>
      <dialog ref={dialogRef} className={styles.dialog} aria-label="Native dialog test">
        <p>
          A modal <code>&lt;dialog&gt;</code> lives in the browser&apos;s top layer: no z-index of the page can cover
          it, and its backdrop covers the navbar.
        </p>
        <form method="dialog">
          <button type="submit" className="button button--secondary">
            Close the dialog
          </button>
        </form>
      </dialog>
    </>
  );
}

export default function ZIndexTestsPage(): React.ReactNode {
  return (
    <TestPage path="/tests/pages/z-index-tests/">
      <p>
        The theme stacks its layers with the Infima variables <code>--ifm-z-index-dropdown</code> (100),{' '}
        <code>--ifm-z-index-fixed</code> (200) and <code>--ifm-z-index-overlay</code> (400). Each block below sets up
        one stacking case between page content and theme layers; the table shows the values the browser computed.
      </p>
      <LayerTable />
      <Heading as="h2">Overlays</Heading>
      <p>Both must cover the whole page, navbar included, and close with their button or the Escape key.</p>
      <div className="button-group margin-bottom--lg">
        <OverlayDemo />
        <NativeDialogDemo />
      </div>
      <Heading as="h2">Sticky header under the navbar</Heading>
      <p>
        Scroll through the block below. Its header sticks just under the navbar and must slide under it, never over it;
        when the navbar hides on scroll down, the header stays where it is. Further down, the back-to-top button appears
        above the content.
      </p>
      <div className={styles.scrollTrack}>
        <div className={styles.stickyHeader} data-testid="sticky-header">
          Sticky header, z-index 1
        </div>
        <p>
          This block is taller than the screen on purpose, so that the sticky header has room to stick while you scroll.
        </p>
      </div>
    </TestPage>
  );
}
