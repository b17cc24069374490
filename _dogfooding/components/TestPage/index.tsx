import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {reactTestPages, type ReactTestPagePath} from '../../testPages';

type Props = {
  /** The page's route, which is its key in _dogfooding/testPages.ts. */
  path: ReactTestPagePath;
  children: ReactNode;
};

/** Layout of a React test page: its title and what it checks come from the shared list. */
export default function TestPage({path, children}: Props): ReactNode {
  const {title, checks} = reactTestPages[path];
  return (
    <Layout title={title} description={checks}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <p className="margin-bottom--lg">
          <strong>Checks:</strong> {checks}
        </p>
        {children}
      </main>
    </Layout>
  );
}
