import React from 'react';
import Heading from '@theme/Heading';
import TestPage from '@site/_dogfooding/components/TestPage';
import firstBox from './_components/firstBox.module.css';
import secondBox from './_components/secondBox.module.css';
import './_components/styleIsolationGlobal.css';

export default function StyleIsolationTestPage(): React.ReactNode {
  return (
    <TestPage path="/tests/pages/style-isolation/">
      <p>
        Two CSS module files both define a class named <code>.box</code>. The bundler renames each to a unique class, so
        the green box and the blue box below keep their own colours. A third, plain stylesheet defines a global class
        that applies by its written name.
      </p>
      <Heading as="h2">CSS modules</Heading>
      <div className={firstBox.box} data-testid="first-module-box">
        Green box: <code>.box</code> from firstBox.module.css became <code>{firstBox.box}</code>.
      </div>
      <div className={secondBox.box} data-testid="second-module-box">
        Blue box: <code>.box</code> from secondBox.module.css became <code>{secondBox.box}</code>.{' '}
        <span className="dogfood-module-global-child">This underlined text is styled through :global().</span>
      </div>
      <Heading as="h2">Global stylesheet</Heading>
      <div className="dogfood-global-frame" data-testid="global-frame">
        This block has the global class <code>dogfood-global-frame</code>, from a plain .css file imported by the page:
        the red dashed outline comes from it.
      </div>
      <p>
        A regression shows as both boxes with the same colour (the module scoping failed) or no outline (the global
        stylesheet was not loaded).
      </p>
    </TestPage>
  );
}
