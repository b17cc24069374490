import React from 'react';
import Layout from '@theme/Layout';
import {reactTestPages} from '@site/_dogfooding/testPages';

const {title, checks} = reactTestPages['/tests/pages/layout-no-children/'];

/** The Layout is rendered with no children at all: only the navbar and footer show. */
export default function LayoutNoChildrenPage(): React.ReactNode {
  return <Layout title={title} description={checks} />;
}
