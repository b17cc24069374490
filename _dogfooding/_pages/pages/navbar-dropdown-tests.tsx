import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import TestPage from '@site/_dogfooding/components/TestPage';
import styles from './_components/layers.module.css';

export default function NavbarDropdownTestsPage(): React.ReactNode {
  return (
    <TestPage path="/tests/pages/navbar-dropdown-tests/">
      <div className={styles.stickyToolbar}>
        Sticky toolbar, z-index 150: the navbar&apos;s &quot;Tests&quot; dropdown must open above it.
      </div>
      <p className="margin-top--md">
        The navbar&apos;s dropdown menu has a z-index of 100, lower than this toolbar&apos;s 150 and the card&apos;s 199
        below. It still opens above both, because the menu is inside the navbar, and the navbar (sticky, z-index 200)
        forms its own stacking context: page content is compared with the navbar, not with the menu. Hover or focus the
        &quot;Tests&quot; item in the navbar; every menu item must be readable and clickable over the toolbar and the
        card. A regression looks like a menu cut off or hidden behind the coloured blocks.
      </p>
      <div className={styles.raisedCard} aria-label="Raised card">
        Raised card, z-index 199: the highest value that still stays under the navbar and its menus.
      </div>
      <Heading as="h2" id="a-dropdown-inside-the-page">
        A dropdown inside the page
      </Heading>
      <p>
        Dropdowns are not only for the navbar: this one uses the same Infima classes inside the page. Its menu must open
        over the grey block that follows, which is positioned with a z-index of 1.
      </p>
      <div className="dropdown dropdown--hoverable margin-bottom--md">
        <button type="button" className="button button--secondary" aria-haspopup="true">
          Page dropdown
        </button>
        <ul className="dropdown__menu">
          <li>
            <Link className="dropdown__link" to="#a-dropdown-inside-the-page">
              First choice
            </Link>
          </li>
          <li>
            <Link className="dropdown__link" to="#a-dropdown-inside-the-page">
              Second choice
            </Link>
          </li>
        </ul>
      </div>
      <div className={styles.lowCard}>Positioned block, z-index 1, under the page dropdown.</div>
    </TestPage>
  );
}
