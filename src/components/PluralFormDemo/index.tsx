import React, {useId, useMemo, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluralForm} from '@docusaurus/theme-common';
import styles from './styles.module.css';

/** The order in which `selectMessage` expects the forms of a message. */
const categoryOrder = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

type LocaleRules = {
  /** Plural categories of the locale, in the order of the message forms. */
  categories: string[];
  /** Category of a number. */
  select: (count: number) => string;
};

/** Reads the categories the way `usePluralForm` does, to explain which form was picked. */
function getLocaleRules(locale: string): LocaleRules {
  try {
    const rules = new Intl.PluralRules(locale);
    const available: string[] = rules.resolvedOptions().pluralCategories;
    return {
      categories: categoryOrder.filter((category) => available.includes(category)),
      select: (count) => rules.select(count),
    };
  } catch {
    return {categories: ['one', 'other'], select: (count) => (count === 1 ? 'one' : 'other')};
  }
}

type Props = {
  /** Message shown first: forms separated by `|`, with `{count}` where the number goes. */
  initialMessage?: string;
  /** Number shown first. */
  initialCount?: number;
};

/**
 * Lets readers try `usePluralForm()` with the site's locale: they type a number and a
 * plural message, and see the form that `selectMessage` returns. In real code the message
 * comes from `translate()`, which fills in `{count}` the same way as here.
 */
export default function PluralFormDemo({
  initialMessage = 'One post|{count} posts',
  initialCount = 1,
}: Props): ReactNode {
  const id = useId();
  const countId = `${id}-count`;
  const messageId = `${id}-message`;
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {selectMessage} = usePluralForm();
  const rules = useMemo(() => getLocaleRules(currentLocale), [currentLocale]);
  const [countText, setCountText] = useState(String(initialCount));
  const [message, setMessage] = useState(initialMessage);

  const parsedCount = Number(countText);
  const count = countText.trim() !== '' && Number.isFinite(parsedCount) ? parsedCount : 0;
  const filledMessage = message.split('{count}').join(String(count));
  const result = selectMessage(count, filledMessage);

  const forms = message.split('|');
  const category = rules.select(count);
  const formNumber = Math.min(rules.categories.indexOf(category), forms.length - 1) + 1;

  return (
    <div className={styles.demo}>
      <div className={styles.field}>
        <label htmlFor={countId}>Count</label>
        <input
          id={countId}
          className={styles.countInput}
          type="number"
          min={0}
          step={1}
          value={countText}
          onChange={(event) => setCountText(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={messageId}>Message, with forms separated by |</label>
        <input
          id={messageId}
          className={styles.messageInput}
          type="text"
          spellCheck={false}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>
      <p className={styles.result}>
        Result:{' '}
        <output htmlFor={`${countId} ${messageId}`} aria-live="polite">
          <strong>{result}</strong>
        </output>
      </p>
      <p className={styles.explanation}>
        The locale <code>{currentLocale}</code> has the forms <code>{rules.categories.join(' | ')}</code>. {count} is in
        the <code>{category}</code> category, so form {formNumber} of {forms.length} is used.
        {forms.length > rules.categories.length &&
          ` The message has more forms than the locale has categories: the extra ones are never used.`}
      </p>
    </div>
  );
}
