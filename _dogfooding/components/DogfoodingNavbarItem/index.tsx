import React from 'react';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

type Props = {
  content: string;
  mobile?: boolean;
};

export const dogfoodingAlertMessage = "I'm a custom navbar item type example";

/** Shows that the navbar accepts item types a site registers itself. */
export default function DogfoodingNavbarItem({content, mobile = false}: Props): React.ReactNode {
  const {pathname} = useLocation();
  const testsPath = useBaseUrl('/tests');
  if (!pathname.startsWith(testsPath)) {
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
