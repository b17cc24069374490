import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {useLatestVersion, useVersions, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {releaseNotesPath} from '@site/src/utils/releaseNotes';

/** The docs plugin instance of the `docs/` folder. */
const docsPluginId = 'default';

/** The docs plugin's name for the unreleased docs in the `docs/` folder. */
const currentVersionName = 'current';

function mainDocPath(version: GlobalVersion): string {
  const mainDoc = version.docs.find((doc) => doc.id === version.mainDocId);
  if (!mainDoc) {
    throw new Error(`Docs version ${version.name} has no main doc "${version.mainDocId}"`);
  }
  return mainDoc.path;
}

function VersionsTable({versions, released}: {versions: GlobalVersion[]; released: boolean}): React.ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Version</th>
          <th scope="col">Documentation</th>
          <th scope="col">Release notes</th>
        </tr>
      </thead>
      <tbody>
        {versions.map((version) => (
          <tr key={version.name}>
            <th scope="row">{version.label}</th>
            <td>
              <Link to={mainDocPath(version)}>{version.label} documentation</Link>
            </td>
            <td>
              {released ? (
                <Link to={releaseNotesPath(version.name)}>Release notes for {version.label}</Link>
              ) : (
                'Not released: the changes are listed in the notes of the release that ships them.'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function Versions(): React.ReactNode {
  const versions = useVersions(docsPluginId);
  const latestVersion = useLatestVersion(docsPluginId);
  const canaryVersions = versions.filter((version) => version.name === currentVersionName);
  // The plugin lists released versions newest first, in the order of versions.json.
  const [latestRelease, ...pastReleases] = versions.filter((version) => version.name !== currentVersionName);
  return (
    <Layout title="Docs versions" description="Every version of the Docusaurus documentation, with its release notes.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Docs versions</Heading>
        <p>
          The site keeps a copy of the documentation for each release that readers still use. On any docs page, the
          version menu of the navigation bar opens the same page in another version. The{' '}
          <Link to={mainDocPath(latestVersion)}>docs home page</Link>, at <code>{mainDocPath(latestVersion)}</code>,
          shows the {latestVersion.label} docs.
        </p>

        {canaryVersions.length > 0 && (
          <section>
            <Heading as="h2">Canary</Heading>
            <p>
              The docs of the main branch. They describe the next release as it is being written, including features
              that no published version contains yet.
            </p>
            <VersionsTable versions={canaryVersions} released={false} />
          </section>
        )}

        {latestRelease && (
          <section>
            <Heading as="h2">Latest release</Heading>
            <p>The newest published version, the one that npm installs today.</p>
            <VersionsTable versions={[latestRelease]} released />
          </section>
        )}

        {pastReleases.length > 0 && (
          <section>
            <Heading as="h2">Past releases</Heading>
            <p>
              Docs of older versions, kept for sites that have not upgraded yet. They no longer receive fixes, and each
              of their pages says so in a banner.
            </p>
            <VersionsTable versions={pastReleases} released />
          </section>
        )}
      </main>
    </Layout>
  );
}
