// The components every MDX page can use without importing them. A site adds
// its own by shadowing this file (site/theme/MDXComponents.tsx) and spreading
// the theme's map from @theme-original/MDXComponents.
//
// Each is also exported by name: a page whose map is this module's (no
// shadow) then loads only the components it uses (core/client's
// tools/mdx-module.mjs binds them); the pure marks let a bundler drop the
// lazy ones a page does not use.
// Those that show the same before their code is here load after the page
// has hydrated, as DocItem's admonitions do: an admonition, a code block
// (its copy button is added once the code arrives) and <details> (the
// browser's own opens and closes meanwhile). Tabs respond to clicks, so
// their code comes with the page.
import { lazyComponent } from '@folio/client';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

const Admonition = /* @__PURE__ */ lazyComponent(() => import('@theme/Admonition'));
const CodeBlock = /* @__PURE__ */ lazyComponent(() => import('@theme/CodeBlock'));
const Details = /* @__PURE__ */ lazyComponent(() => import('@theme/Details'));

// Raw <details> in MDX is the theme's Details, as in Docusaurus.
const MDXComponents = { Admonition, Tabs, TabItem, CodeBlock, Details, details: Details };

export { Admonition, Tabs, TabItem, CodeBlock, Details, Details as details };
export default MDXComponents;
