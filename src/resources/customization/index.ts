/** Product customization in the console (issue 18): the buyer's orders, the platform's queue and each order's steps. */
export { customList } from './customList';
export { customAdministration } from './customAdministration';
