import React, {cloneElement, useRef} from 'react';
import clsx from 'clsx';
import {sanitizeTabsChildren, useScrollPositionBlocker, useTabs} from '@docusaurus/theme-common/internal';
import type {TabItemProps} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import styles from './styles.module.css';

type TabsState = ReturnType<typeof useTabs>;

/** The tab a key moves the focus to, as WAI-ARIA's tabs pattern has it, or undefined for other keys. */
function tabIndexForKey(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

function TabList({block, className, selectedValue, selectValue, tabValues}: Props & TabsState) {
  const listRef = useRef<HTMLUListElement>(null);
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();
  const tabElements = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>(':scope > [role="tab"]') ?? []);

  const choose = (tab: HTMLElement, value: string) => {
    if (value !== selectedValue) {
      // Tabs of the same group elsewhere on the page may change height: keep this one where the reader sees it.
      blockElementScrollPositionUntilNextRender(tab);
      selectValue(value);
    }
  };

  return (
    <ul
      ref={listRef}
      role="tablist"
      aria-orientation="horizontal"
      className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}, index) => (
        <li
          key={value}
          role="tab"
          tabIndex={value === selectedValue ? 0 : -1}
          aria-selected={value === selectedValue}
          onClick={(event) => choose(event.currentTarget, value)}
          onKeyDown={(event) => {
            // Enter or Space selects the focused tab, as on a button; Space would otherwise scroll the page.
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              choose(event.currentTarget, value);
              return;
            }
            const next = tabIndexForKey(event.key, index, tabValues.length);
            if (next !== undefined) {
              event.preventDefault();
              tabElements()[next]?.focus();
            }
          }}
          {...attributes}
          className={clsx('tabs__item', styles.tab, attributes?.className as string | undefined, {
            'tabs__item--active': value === selectedValue,
          })}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabPanels({
  lazy,
  items,
  selectedValue,
}: {
  lazy?: boolean;
  items: React.ReactElement<TabItemProps>[];
  selectedValue: string;
}) {
  if (lazy) {
    const selected = items.find((item) => item.props.value === selectedValue);
    return selected ? cloneElement(selected, {className: clsx('margin-top--md', selected.props.className)}) : null;
  }
  return (
    <div className="margin-top--md">
      {items.map((item) => cloneElement(item, {key: item.props.value, hidden: item.props.value !== selectedValue}))}
    </div>
  );
}

/**
 * The stock tabs without their remount. Ejected rather than wrapped: theme-classic's Tabs keys its
 * content on useIsBrowser(), so once a page hydrates every tab group, with the code blocks inside,
 * is thrown away and built again in one long task, a cost a phone feels on every page with
 * npm2yarn blocks. The remount is not needed: useTabs starts from the default tab, as the server
 * rendered it, and moves to a stored or query-string choice in a layout effect after hydration.
 */
export default function Tabs(props: Props): React.ReactNode {
  const items = sanitizeTabsChildren(props.children);
  const tabs = useTabs({...props, children: items});
  return (
    <div className={clsx('tabs-container', styles.tabsContainer)}>
      <TabList {...props} {...tabs} />
      <TabPanels lazy={props.lazy} items={items} selectedValue={tabs.selectedValue} />
    </div>
  );
}
