import React from 'react';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';

type Props = {
  content: string;
  mobile?: boolean;
};

const dogfoodingAlertMessage = "I'm a custom navbar item type example";

/** Shows that the navbar accepts item types a site registers itself. */
export default function DogfoodingNavbarItem({content, mobile = false}: Props): React.ReactNode {
  const {pathname} = useLocation();
  const testsPath = useBaseUrl('/tests');
  // Shown after hydration only: 404.html is pre-rendered at /404.html and
  // served for unknown /tests URLs too, so the server cannot know the path.
  const isBrowser = useIsBrowser();
  if (!isBrowser || !pathname.startsWith(testsPath)) {
    return null;
  }
  const button = (
    <button
      type="button"
      className={mobile ? 'menu__link clean-btn' : 'navbar__item navbar__link clean-btn'}
      aria-label="Custom navbar item example"
      onClick={() => alert(mobile ? `${dogfoodingAlertMessage} (mobile)` : dogfoodingAlertMessage)}>
      {content}
    </button>
  );
  return mobile ? <li className="menu__list-item">{button}</li> : button;
}
