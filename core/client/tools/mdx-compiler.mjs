// folio's MDX compiler service, started by the core's bundler (core/bundle)
// once per build. It reads JSON lines {id, file, source, format, images,
// variant, components} on stdin and answers each with a JSON line {id,
// code, parts} or {id, error: {message, line, column}}: one Node process
// compiles every .mdx file of the build.
//
// variant "full" is MDX's own output (the server renders it); "static" is
// the browser's, with static parts taken out as HTML (mdx-static.mjs).
// components are the named exports of @theme/MDXComponents, which each
// page binds (mdx-module.mjs).
//
// Heading ids follow the same GitHub-style slugs as core/markdown, so
// links and anchors behave alike in .md and .mdx pages, and the table of
// contents the docs plugin makes from the same source links to them: every
// heading takes part in the de-duplication, h1 included, though h1 shows
// no id ("# Deploy" then "## Deploy" gives "deploy-1", as in Docusaurus);
// an id the author chose ({#id}, or a {/* #id */} comment at the end) is
// taken as written and reserved.
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { createInterface } from 'node:readline';
import { rehypeStaticParts } from './mdx-static.mjs';
import { finishModule } from './mdx-module.mjs';

function slugger() {
  const seen = new Map();
  const slug = (text) => {
    // github-slugger's set, as slugify in core/markdown/slug.go keeps it.
    const base = text.toLowerCase().replace(/[^\p{L}\p{M}\p{Nd}\p{Nl}\p{Pc}\p{Alphabetic}\- ]/gu, '').replace(/ /g, '-');
    let id = base;
    let n = seen.get(base) ?? 0;
    while (seen.has(id)) id = `${base}-${++n}`;
    seen.set(base, n);
    seen.set(id, 0);
    return id;
  };
  // An id the author chose: a later slug of the same text gets "-1".
  slug.reserve = (id) => {
    if (!seen.has(id)) seen.set(id, 0);
  };
  return slug;
}

/** The id of a trailing {/* #id *\/}: one comment alone, its first word after "#". */
function commentId(node) {
  const program = node?.type === 'mdxTextExpression' ? node.data?.estree : undefined;
  if (!program || program.body.length !== 0 || program.comments?.length !== 1) return undefined;
  const first = program.comments[0].value.trim().split(' ')[0];
  return first.startsWith('#') && first.length > 1 ? first.slice(1) : undefined;
}

function textOf(node) {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

/** rehype plugin: ids and hash links on h2–h6, an explicit {#id} wins. */
function rehypeHeadingIds() {
  return (tree) => {
    const slug = slugger();
    const visit = (node) => {
      if (node.type === 'element' && /^h[1-6]$/.test(node.tagName)) {
        let id = commentId(node.children.at(-1));
        if (id) {
          node.children.pop();
          const before = node.children.at(-1);
          if (before?.type === 'text') before.value = before.value.trimEnd();
        }
        const last = node.children.at(-1);
        const explicit = !id && last?.type === 'text' && last.value.match(/\s*\{#([^}\s]+)\}\s*$/);
        if (explicit) {
          id = explicit[1];
          last.value = last.value.slice(0, explicit.index);
        }
        const text = textOf(node).trim();
        if (id) slug.reserve(id);
        else id = slug(text);
        if (node.tagName === 'h1') return; // counted, but no anchor
        node.properties = { ...node.properties, id, className: ['anchor'] };
        node.children.push({
          type: 'element',
          tagName: 'a',
          properties: { href: `#${id}`, className: ['hash-link'], ariaLabel: `Direct link to ${text}`, title: `Direct link to ${text}` },
          children: [{ type: 'text', value: '\u200b' }],
        });
      }
      (node.children ?? []).forEach(visit);
    };
    visit(tree);
  };
}

const hasScheme = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

function literal(name, value) {
  return { type: 'mdxJsxAttribute', name, value: String(value) };
}

function program(body) {
  return { type: 'Program', sourceType: 'module', body };
}

/**
 * remark plugin: images as Docusaurus makes them. A Markdown image at a
 * relative path is imported, so the bundler publishes the file (the
 * "?url" suffix keeps an SVG a file rather than a component); every image
 * whose size the core read (images: destination as written → {width,
 * height}, core/bundle/mdximages.go) gets its width and height, and so
 * does a JSX <img> with a literal src that has none, so that the page
 * reserves the image's box before it loads.
 */
function remarkImages(images) {
  return (tree) => {
    const imports = [];
    const visit = (node, parent, index) => {
      if (node.type === 'image' && node.url && !hasScheme.test(node.url) && !node.url.startsWith('/') && !node.url.startsWith('#')) {
        const name = `__folioImage${imports.length}`;
        let path = node.url.replace(/[?#].*$/, '');
        try { path = decodeURI(path); } catch {}
        if (!path.startsWith('.')) path = `./${path}`;
        imports.push({
          type: 'ImportDeclaration',
          specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
          source: { type: 'Literal', value: `${path}?url` },
        });
        const attributes = [{
          type: 'mdxJsxAttribute', name: 'src',
          value: { type: 'mdxJsxAttributeValueExpression', value: name, data: { estree: program([{ type: 'ExpressionStatement', expression: { type: 'Identifier', name } }]) } },
        }, literal('alt', node.alt ?? '')];
        if (node.title) attributes.push(literal('title', node.title));
        const box = images?.[node.url];
        if (box) attributes.push(literal('width', box.width), literal('height', box.height));
        parent.children[index] = { type: 'mdxJsxTextElement', name: 'img', attributes, children: [], position: node.position };
        return;
      }
      if (node.type === 'image') {
        const box = images?.[node.url];
        if (box) node.data = { ...node.data, hProperties: { ...node.data?.hProperties, width: box.width, height: box.height } };
        return;
      }
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'img') {
        const attr = (n) => node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === n);
        const src = attr('src');
        const box = typeof src?.value === 'string' ? images?.[src.value] : undefined;
        if (box && !attr('width') && !attr('height')) node.attributes.push(literal('width', box.width), literal('height', box.height));
      }
      (node.children ?? []).forEach((child, i) => visit(child, node, i));
    };
    visit(tree);
    if (imports.length > 0) tree.children.unshift({ type: 'mdxjsEsm', value: '', data: { estree: program(imports) } });
  };
}

const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
rl.on('line', async (line) => {
  const { id, file, source, format, images, variant, components } = JSON.parse(line);
  try {
    const parts = variant === 'static' ? { html: [], tags: new Set() } : null;
    // format: "mdx" or "md", from site.toml's markdown.format (core/bundle/mdx.go).
    const out = await compile({ value: source, path: file }, {
      format: format ?? 'detect',
      remarkPlugins: [remarkGfm, [remarkImages, images]],
      rehypePlugins: parts ? [rehypeHeadingIds, [rehypeStaticParts, parts]] : [rehypeHeadingIds],
      development: false,
    });
    const code = finishModule(String(out), file, { parts, exports: components ?? null });
    process.stdout.write(JSON.stringify({ id, code, parts: parts?.html }) + '\n');
  } catch (err) {
    const place = err.place?.start ?? err.place ?? {};
    process.stdout.write(JSON.stringify({ id, error: { message: err.reason ?? err.message, line: place.line ?? err.line ?? 0, column: place.column ?? err.column ?? 0 } }) + '\n');
  }
});
