// @docusaurus/useIsBrowser: false on the server and while hydrating.
export { useIsBrowser as default } from '../hooks';
