import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// What theme-classic's client module did on every page, done once when the browser first has to
// highlight code itself (browserTokenizer imports this file): the site's extra languages join Prism.
prismIncludeLanguages(Prism);
