import React from 'react';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import TestPage from '@site/_dogfooding/components/TestPage';

/** A whole document inlined in the iframe: nothing is fetched for it. */
const inlineDocument = `<!doctype html>
<html lang="en">
  <body style="font-family: system-ui, sans-serif; margin: 1rem;">
    <p id="greeting">Hello from an iframe srcdoc.</p>
    <button type="button" onclick="document.getElementById('greeting').textContent = 'The srcdoc script ran.'">
      Run the srcdoc script
    </button>
  </body>
</html>`;

export default function EmbedsTestPage(): React.ReactNode {
  const staticEmbedUrl = useBaseUrl('/dogfooding/embed.html');
  const animationUrl = useBaseUrl('/dogfooding/orbit.svg');
  return (
    <TestPage path="/tests/pages/embeds/">
      <p>
        Embedded content, all of it local: nothing on this page leaves the machine. Video and audio files are left out
        because they would weigh more than the rest of the site; an animated SVG stands in for moving content.
      </p>
      <Heading as="h2">iframe with srcdoc</Heading>
      <p>
        The document is a string in the page&apos;s code. The <code>sandbox</code> attribute allows its script but
        nothing else, so it cannot reach this page.
      </p>
      <iframe
        title="Inline srcdoc document"
        srcDoc={inlineDocument}
        sandbox="allow-scripts"
        width="100%"
        height="120"
      />
      <Heading as="h2">iframe to a static file</Heading>
      <p>
        The file sits in the site&apos;s <code>static/dogfooding/</code> folder and is served as is, outside the React
        app. The URL goes through <code>useBaseUrl</code>, so it works under any base URL.
      </p>
      <iframe title="Static HTML file" src={staticEmbedUrl} width="100%" height="160" />
      <Heading as="h2">Animated SVG</Heading>
      <p>The animation is declared in the SVG file itself (SMIL), so it plays even inside an image tag.</p>
      <img src={animationUrl} alt="A dot orbiting a circle" width={120} height={120} />
    </TestPage>
  );
}
