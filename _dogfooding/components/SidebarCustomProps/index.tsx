import React from 'react';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

type PropsEntry = {label: string; customProps: Record<string, unknown>};

function collectCustomProps(items: readonly PropSidebarItem[]): PropsEntry[] {
  return items.flatMap((item) => {
    const nested = item.type === 'category' ? collectCustomProps(item.items) : [];
    const label = 'label' in item && typeof item.label === 'string' ? item.label : item.type;
    return item.customProps ? [{label, customProps: item.customProps}, ...nested] : nested;
  });
}

/** Lists the sidebar items of the current sidebar that carry custom props. */
export default function SidebarCustomProps(): React.ReactNode {
  const sidebar = useDocsSidebar();
  const entries = sidebar ? collectCustomProps(sidebar.items) : [];
  if (entries.length === 0) {
    return <p>No item of this sidebar has custom props.</p>;
  }
  return (
    <ul aria-label="Sidebar items with custom props">
      {entries.map(({label, customProps}) => (
        <li key={label}>
          {label}: <code>{JSON.stringify(customProps)}</code>
        </li>
      ))}
    </ul>
  );
}
