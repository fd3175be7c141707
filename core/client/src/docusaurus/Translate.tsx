// @docusaurus/Translate: folio's Translate and translate, which read the
// same code.json ids.
export { Translate as default, translate } from '../translate';
