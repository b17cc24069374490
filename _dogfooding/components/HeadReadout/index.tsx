import React, {useEffect, useState} from 'react';
import styles from './styles.module.css';

type Props = {
  /** CSS selectors of the head elements to show, in order. */
  selectors: readonly string[];
};

function readHead(selectors: readonly string[]): string[] {
  return selectors.flatMap((selector) =>
    Array.from(document.querySelectorAll(selector), (element) => element.cloneNode(false) as Element).map(
      (element) => element.outerHTML,
    ),
  );
}

/**
 * Shows the head elements a page set, as the browser has them: the head
 * manager applies tags after render, so the list follows head mutations.
 */
export default function HeadReadout({selectors}: Props): React.ReactNode {
  const [tags, setTags] = useState<string[] | null>(null);
  useEffect(() => {
    const update = () =>
      setTags((previous) => {
        const next = readHead(selectors);
        return previous?.join('\n') === next.join('\n') ? previous : next;
      });
    update();
    const observer = new MutationObserver(update);
    // The head's content, and the attributes of <html> and <body> only: the
    // list itself lives in <body>, so its own updates never trigger it.
    observer.observe(document.head, {subtree: true, childList: true, attributes: true, characterData: true});
    observer.observe(document.documentElement, {attributes: true});
    observer.observe(document.body, {attributes: true});
    return () => observer.disconnect();
  }, [selectors]);
  if (tags === null) {
    return <p>The list of head tags appears once the page runs in the browser.</p>;
  }
  return (
    <ul className={styles.tags} aria-label="Matching head tags">
      {tags.map((tag, index) => (
        <li key={index}>
          <code>{tag}</code>
        </li>
      ))}
    </ul>
  );
}
