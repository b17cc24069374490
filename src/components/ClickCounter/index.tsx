import React, {useState} from 'react';
import styles from './styles.module.css';

type Props = {
  /** Text of the button. */
  label: string;
  /** Count shown before the first click. */
  initialCount?: number;
};

/** A button that counts its clicks: the smallest stateful component an MDX page can host. */
export default function ClickCounter({label, initialCount = 0}: Props): React.ReactNode {
  const [count, setCount] = useState(initialCount);
  return (
    <div className={styles.counter}>
      <button type="button" className="button button--primary" onClick={() => setCount((value) => value + 1)}>
        {label}
      </button>
      <output className={styles.count} aria-live="polite">
        {`Clicked ${count} ${count === 1 ? 'time' : 'times'}`}
      </output>
    </div>
  );
}
