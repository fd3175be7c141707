// The module around MDX's compiled output, in both variants (server and
// browser): its default export binds the MDX components the page looks up.
//
// MDX looks components up in props.components: <Tabs> in the page, and the
// tags of its Markdown (`p`, `a`…), which a site may replace. The theme's
// map (@theme/MDXComponents) is one object, which a bundler cannot take
// apart: bound whole, every MDX page would load every component. When the
// map's module also exports each component by name (the classic theme's
// does; core/bundle finds its exports), a page imports only those it uses.
// A map without them (a site's shadow that spreads the theme's) is bound
// whole, as before. Binding here rather than in the page's wrapper also
// gives an MDX file imported by another (a partial) the components.
import { staticHead } from './mdx-static.mjs';

const MARKER = 'export default function MDXContent(';

/**
 * What a compiled page looks up in its components: the Markdown tags (the
 * keys of MDX's `_components`) and the component names (each has its
 * `_missingMdxReference` check; `Foo.Bar` looks up Foo).
 */
export function usedComponents(code) {
  const object = code.match(/const _components = \{([^}]*?)\.\.\.props\.components\s*\}/);
  const tags = object ? [...object[1].matchAll(/([\w$]+):/g)].map((x) => x[1]) : [];
  const names = new Set([...code.matchAll(/_missingMdxReference\("([^".]+)/g)].map((x) => x[1]));
  return { tags, names: [...names] };
}

/** The import and the object that bind the components a page uses. */
function binding(used, exports) {
  if (!exports || !used.names.every((n) => exports.includes(n))) {
    return { imports: 'import _folioMDXComponents from "@theme/MDXComponents";', components: '_folioMDXComponents' };
  }
  const names = [...used.names, ...used.tags.filter((t) => exports.includes(t))];
  if (names.length === 0) return { imports: '', components: '{}' };
  const locals = names.map((n, i) => `_folioComponent${i}`);
  return {
    imports: `import {${names.map((n, i) => `${n} as ${locals[i]}`).join(', ')}} from "@theme/MDXComponents";`,
    components: `{${names.map((n, i) => `${JSON.stringify(n)}: ${locals[i]}`).join(', ')}}`,
  };
}

/**
 * MDX's output for file as the module the bundle loads. parts are the
 * browser variant's static parts (null on the server); exports the named
 * exports of @theme/MDXComponents (null when unknown).
 */
export function finishModule(code, file, { parts, exports }) {
  if (!code.includes(MARKER)) return code;
  const { imports, components } = binding(usedComponents(code), exports);
  const withParts = parts && parts.html.length > 0;
  const head = [imports, withParts ? staticHead(file, parts) : ''].filter(Boolean).join('\n');
  const content = withParts ? '_folioParts.content(_folioMDXContent)' : '_folioMDXContent';
  return `${head}
${code.replace(MARKER, 'function _folioMDXContent(')}
const _folioComponents = ${components};
const _folioContent = ${content};
export default function MDXContent(props = {}) {
  return _folioContent({...props, components: {..._folioComponents, ...props.components}});
}
`;
}
