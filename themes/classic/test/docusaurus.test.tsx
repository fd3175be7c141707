// The components Docusaurus pages import under @theme/ names, rendered as
// the server renders them: Heading's anchor, CodeBlock's line numbers, and
// <details> in MDX being the theme's Details.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import MDXComponents from '@theme/MDXComponents';
import Details from '@theme/Details';
import DocItemFooter from '@theme/DocItemFooter';

test('Heading: an anchor link after the text, none on an h1 or without an id', () => {
  assert.equal(
    renderToStaticMarkup(
      <Heading as="h2" id="setup">
        Set <em>up</em>
      </Heading>,
    ),
    '<h2 id="setup" class="anchor">Set <em>up</em><a href="#setup" class="hash-link" aria-label="Direct link to Set up" title="Direct link to Set up">\u200b</a></h2>',
  );
  assert.equal(renderToStaticMarkup(<Heading as="h1" id="t" className="hero__title">Title</Heading>), '<h1 id="t" class="hero__title">Title</h1>');
  assert.equal(renderToStaticMarkup(<Heading as="h3">Plain</Heading>), '<h3>Plain</h3>');
});

test('CodeBlock: showLineNumbers numbers plain code from the given line', () => {
  const html = renderToStaticMarkup(
    <CodeBlock language="js" showLineNumbers={5}>
      {'a();\nb();\n'}
    </CodeBlock>,
  );
  assert.match(html, /<pre tabindex="0" class="code-block code-block-line-numbers"><code style="counter-reset:line 4">/);
  assert.match(html, /<span class="token-line">a\(\);\n<\/span><span class="token-line">b\(\);<\/span>/);
  const plain = renderToStaticMarkup(<CodeBlock language="js">{'a();\n'}</CodeBlock>);
  assert.match(plain, /<pre tabindex="0" class="code-block"><code>a\(\);<\/code>/);
});

test('MDX: <details> is the theme Details', () => {
  assert.equal(MDXComponents.details, Details);
});

test('DocItemFooter: the edit link and "Last updated on <date> by <author>", each when known', () => {
  const text = (html: string) => html.replace(/<[^>]+>/g, '');
  const both = renderToStaticMarkup(
    <DocItemFooter editUrl="https://x/edit/a.md" lastUpdatedAt="2025-11-27T08:00:00Z" formattedLastUpdatedAt="Nov 27, 2025" lastUpdatedBy="Ada" />,
  );
  assert.match(both, /<a href="https:\/\/x\/edit\/a.md"[^>]*class="theme-edit-this-page">/);
  assert.match(both, /<time dateTime="2025-11-27T08:00:00Z" itemProp="dateModified">Nov 27, 2025<\/time>/);
  assert.match(text(both), /Last updated on Nov 27, 2025 by Ada$/);
  assert.equal(text(renderToStaticMarkup(<DocItemFooter lastUpdatedBy="Ada" />)), 'Last updated by Ada');
  assert.equal(renderToStaticMarkup(<DocItemFooter />), '');
});
