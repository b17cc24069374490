import React from 'react';
import Error from '@theme-original/Error';
import type ErrorType from '@theme/Error';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

type Props = React.ComponentProps<typeof ErrorType>;

/**
 * A page that crashes is replaced by this screen from the outermost error
 * boundary, above the component that gives <html> its lang and dir: the
 * head manager then drops both. They are set again here, so assistive
 * technology still knows the page's language.
 */
export default function ErrorWrapper(props: Props): React.JSX.Element {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  return (
    <>
      <Head>
        <html lang={currentLocale} dir={localeConfigs[currentLocale]?.direction} />
      </Head>
      <Error {...props} />
    </>
  );
}
