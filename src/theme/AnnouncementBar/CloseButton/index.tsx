import React from 'react';
import CloseButton from '@theme-original/AnnouncementBar/CloseButton';
import type {Props} from '@theme/AnnouncementBar/CloseButton';

/**
 * The bar leaves the page with this button: the focus goes on to what follows it, the navbar's first
 * control shown, instead of falling to <body>, where a screen reader loses its place.
 */
export default function CloseButtonWrapper(props: Props): React.ReactNode {
  return (
    <CloseButton
      {...props}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        props.onClick?.(event);
        // The first one shown: at desktop width the phone menu's button comes first in the markup, hidden.
        Array.from(document.querySelectorAll<HTMLElement>('.navbar a[href], .navbar button'))
          .find((control) => control.getClientRects().length > 0)
          ?.focus();
      }}
    />
  );
}
