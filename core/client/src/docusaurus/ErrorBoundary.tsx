// @docusaurus/ErrorBoundary: folio's, which takes the same fallback prop
// ({error, tryAgain}) => node.
export { ErrorBoundary as default } from '../ErrorBoundary';
