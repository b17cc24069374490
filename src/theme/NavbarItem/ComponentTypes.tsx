// Wrapped (not ejected): the stock item types stay as they are, one is added.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import DogfoodingNavbarItem from '@site/_dogfooding/components/DogfoodingNavbarItem';

export default {
  ...ComponentTypes,
  'custom-dogfoodingNavbarItem': DogfoodingNavbarItem,
};
