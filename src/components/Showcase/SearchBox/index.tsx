import React, {useEffect, useId, useRef, useState} from 'react';
import styles from './styles.module.css';

type Props = {
  label: string;
  /** The value in the URL. */
  value: string;
  onChange: (value: string) => void;
  /** The text field, for the page to move the focus to. */
  inputRef?: React.Ref<HTMLInputElement>;
};

/**
 * A search box over a value kept in the URL. The URL updates asynchronously
 * (the router waits for the route to preload), so the box keeps what was typed
 * and only follows the URL when it changes for another reason (back, forward,
 * "clear filters").
 */
export default function SearchBox({label, value, onChange, inputRef}: Props): React.ReactNode {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const awaitedEcho = useRef<string | null>(null);

  useEffect(() => {
    if (awaitedEcho.current === null) {
      setDraft(value);
    } else if (awaitedEcho.current === value) {
      awaitedEcho.current = null;
    }
  }, [value]);

  return (
    <div className={styles.searchBox}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        className={styles.input}
        value={draft}
        placeholder="e.g. Jest"
        autoComplete="off"
        onChange={(event) => {
          const next = event.target.value;
          setDraft(next);
          awaitedEcho.current = next === value ? null : next;
          onChange(next);
        }}
      />
    </div>
  );
}
