import React, {type ComponentProps} from 'react';
import Heading from '@theme/Heading';
import DebugLayout from '@theme-original/DebugLayout';

/**
 * The debug pages start at an h2 (Routes, Site config…): the panel's name becomes their h1, so each
 * page has a level-one heading above its sections (axe: page-has-heading-one).
 */
export default function DebugLayoutWrapper({children, ...props}: ComponentProps<typeof DebugLayout>): React.ReactNode {
  return (
    <DebugLayout {...props}>
      <Heading as="h1">Debug panel</Heading>
      {children}
    </DebugLayout>
  );
}
