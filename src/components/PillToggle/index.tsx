import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  pressed: boolean;
  onClick: () => void;
  /** Shown on hover, e.g. what a tag means. */
  title?: string;
  children: ReactNode;
};

/** A rounded on/off filter button (the showcase's tags, the feature board's statuses). */
export default function PillToggle({pressed, onClick, title, children}: Props): React.JSX.Element {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      title={title}
      className={clsx(styles.pill, pressed && styles.pillPressed)}
      onClick={onClick}>
      {children}
    </button>
  );
}
