import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

const sites = [
  {name: 'Jest', url: 'https://jestjs.io/', description: 'JavaScript testing framework with versioned docs and a blog.'},
  {name: 'Redux', url: 'https://redux.js.org/', description: 'State container whose guides and API reference share one site.'},
  {name: 'Prettier', url: 'https://prettier.io/', description: 'Code formatter with an options reference and a release blog.'},
];

export default function Showcase(): React.ReactNode {
  return (
    <Layout title="Showcase" description="Documentation sites built with Docusaurus.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Showcase</Heading>
        <p>Documentation sites built with Docusaurus.</p>
        <ul>
          {sites.map((site) => (
            <li key={site.name}>
              <a href={site.url}>{site.name}</a>: {site.description}
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
