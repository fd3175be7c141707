// The browser's variant of a compiled MDX page: its static parts are not
// shipped as JavaScript.
//
// Most of an MDX page is plain Markdown: paragraphs, lists, tables, headings,
// none of which needs code to render. Compiled by MDX, every one of them
// becomes a chain of jsx() calls, and the page's module carries the whole
// text a second time after the HTML. Here each element whose subtree holds
// no component and no expression becomes one call, part(i, tag, props): the
// element itself, with its innerHTML. The browser keeps the server-rendered
// HTML of a part when it hydrates, and on client navigation it takes the
// HTML from a side file (the page's "?folio-html" import: the URL of a JSON
// file, fetched with the page's code), so a first visit downloads only the page's components and
// structure. The server renders MDX's own output (variant "full"). The
// runtime half is @folio/client's src/mdxStatic.ts.
import { toHtml } from 'hast-util-to-html';
import { find, html as htmlSchema } from 'property-information';
import path from 'node:path';

// Elements with no content: React refuses innerHTML on them.
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

// Inline elements this short cost more as a part than as jsx().
const MIN_INLINE_HTML = 32;

// Never parts: <details>, which the theme's MDX components render (as
// Docusaurus does with its Details), and <summary>, which Details finds
// among its children by its type.
const COMPONENT_TAGS = new Set(['details', 'summary']);

/** The string of an attribute written {{__html: "…"}}, or undefined. */
function literalInnerHTML(value) {
  const expression = value?.data?.estree?.body?.[0]?.expression;
  const props = expression?.type === 'ObjectExpression' ? expression.properties : [];
  const html = props.length === 1 && props[0].type === 'Property' ? props[0] : null;
  const key = html?.key.type === 'Identifier' ? html.key.name : html?.key.value;
  return key === '__html' && html.value.type === 'Literal' && typeof html.value.value === 'string' ? html.value.value : undefined;
}

/**
 * A lowercase JSX element with literal attributes, as a hast element
 * marked jsx (MDX renders its tag as written, not through the page's
 * components); null otherwise. One whose content is a literal
 * dangerouslySetInnerHTML (a code fence, prepareMDX in core/bundle) keeps
 * that HTML as raw.
 */
function jsxAsElement(node) {
  if (!/^[a-z][a-z0-9]*$/.test(node.name ?? '')) return null;
  const properties = {};
  let raw;
  for (const a of node.attributes) {
    if (a.type !== 'mdxJsxAttribute') return null;
    if (a.name === 'dangerouslySetInnerHTML' && node.children.length === 0) {
      raw = literalInnerHTML(a.value);
      if (raw === undefined) return null;
      continue;
    }
    if (a.value !== null && typeof a.value !== 'string') return null;
    if (a.name === 'style' || a.name === 'key' || a.name === 'ref' || a.name === 'dangerouslySetInnerHTML') return null;
    const info = find(htmlSchema, a.name);
    let value = a.value === null ? true : a.value;
    if (typeof value === 'string' && info.spaceSeparated) value = value.split(/\s+/).filter(Boolean);
    else if (typeof value === 'string' && info.commaSeparated) value = value.split(',').map((v) => v.trim());
    properties[info.property] = value;
  }
  return { type: 'element', tagName: node.name, properties, children: node.children, position: node.position, jsx: true, raw };
}

/** node as a plain hast subtree (elements and text only), or null when it holds code. */
function plain(node) {
  if (node.type === 'text') return node;
  let el = node.type === 'element' ? node : null;
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') el = jsxAsElement(node);
  if (!el || COMPONENT_TAGS.has(el.tagName)) return null;
  if (el.properties?.style !== undefined) return null;
  if (el.raw !== undefined) return el;
  const children = [];
  for (const child of el.children ?? []) {
    const p = plain(child);
    if (!p) return null;
    children.push(p);
  }
  return { ...el, children };
}

// Elements whose whitespace-only text MDX leaves out, as React wants.
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

/**
 * The nodes as the part's HTML, in the shape MDX renders them: table cells
 * aligned with style (its tableCellAlignToStyle) rather than `align`, and
 * no whitespace between a table's rows and cells.
 */
function partHTML(nodes) {
  const asMDX = (node) => {
    if (node.type !== 'element') return node;
    let { properties, children } = node;
    if ((node.tagName === 'td' || node.tagName === 'th') && properties?.align) {
      const { align, ...rest } = properties;
      properties = { ...rest, style: `text-align:${align}` };
    }
    if (TABLE_PARTS.has(node.tagName)) children = children.filter((c) => c.type !== 'text' || c.value.trim() !== '');
    return { ...node, properties, children: children.map(asMDX) };
  };
  return toHtml(nodes.map(asMDX));
}

/** A part's children, without the whitespace MDX drops in a table. */
function asMDXChildren(el) {
  return TABLE_PARTS.has(el.tagName) ? el.children.filter((c) => c.type !== 'text' || c.value.trim() !== '') : el.children;
}

/** The tags MDX renders through the page's components: Markdown's, not JSX's or raw HTML's. */
function collectTags(node, tags) {
  if (node.type !== 'element' || node.raw !== undefined) return;
  if (!node.jsx) tags.add(node.tagName);
  node.children.forEach((c) => collectTags(c, tags));
}

/** The element's own attributes as React props. */
function reactProps(properties) {
  const props = {};
  for (const [prop, value] of Object.entries(properties ?? {})) {
    if (value === null || value === undefined || value === false) continue;
    const info = find(htmlSchema, prop);
    const name = /^(aria|data)-/.test(info.attribute) ? info.attribute : info.property;
    props[name] = Array.isArray(value) ? value.join(info.commaSeparated ? ',' : ' ') : value;
  }
  return props;
}

const literal = (value) => ({ type: 'Literal', value });

function objectExpression(obj) {
  return {
    type: 'ObjectExpression',
    properties: Object.entries(obj).map(([k, v]) => ({
      type: 'Property', kind: 'init', method: false, shorthand: false, computed: false, key: literal(k), value: literal(v),
    })),
  };
}

// part()'s flags: the tag is rendered as written (JSX), the inner HTML is
// raw (never rendered through the page's components).
const AS_WRITTEN = 1;
const RAW = 2;

/** The hast node standing for part i: an expression, part(i, tag, props, flags). */
function partCall(i, el) {
  const props = reactProps(el.properties);
  const flags = (el.jsx ? AS_WRITTEN : 0) | (el.raw !== undefined ? RAW : 0);
  const args = [literal(i), literal(el.tagName)];
  if (Object.keys(props).length > 0 || flags) args.push(objectExpression(props));
  if (flags) args.push(literal(flags));
  const call = { type: 'CallExpression', optional: false, callee: { type: 'Identifier', name: '_folioPart' }, arguments: args };
  return {
    type: 'mdxFlowExpression',
    value: '',
    data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: call }] } },
    position: el.position,
  };
}

/**
 * rehype plugin: replaces each largest static element by a part, and puts
 * the part's inner HTML in parts.html and its tags in parts.tags.
 */
export function rehypeStaticParts(parts) {
  return (tree) => {
    const visit = (node, inFlow) => {
      if (!node.children) return;
      node.children = node.children.map((child) => {
        const el = child.type === 'text' ? null : plain(child);
        if (el && !VOID.has(el.tagName) && (el.children.length > 0 || el.raw)) {
          const inner = el.raw ?? partHTML(asMDXChildren(el));
          if (inFlow || inner.length >= MIN_INLINE_HTML) {
            collectTags(el, parts.tags);
            parts.html.push(inner);
            return partCall(parts.html.length - 1, el);
          }
        }
        // A paragraph's or heading's children are inline; a component's or a list item's may be blocks.
        visit(child, child.type !== 'element' || !/^(p|h[1-6]|a|em|strong|code|span|td|th)$/.test(child.tagName));
        return child;
      });
    };
    visit(tree, true);
  };
}

/** The static parts' runtime and the URL of their HTML: the head of the browser's module. */
export function staticHead(file, parts) {
  const html = JSON.stringify(`./${path.basename(file)}?folio-html`);
  return [
    'import {mdxStaticParts as _folioStaticParts} from "@folio/client/src/mdxStatic";',
    `import _folioPartsURL from ${html};`,
    `const _folioParts = _folioStaticParts(_folioPartsURL, ${JSON.stringify([...parts.tags].sort())});`,
    'const _folioPart = _folioParts.part;',
  ].join('\n');
}
