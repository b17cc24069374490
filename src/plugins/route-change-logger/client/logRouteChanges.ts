import type {ClientModule} from '@docusaurus/types';

const logRouteChanges: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      console.log(`[route] ${previousLocation.pathname} -> ${location.pathname}`);
    }
  },
};

export default logRouteChanges;
