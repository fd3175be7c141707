// The blog as a visitor meets it: the list, a post, a tag page, the
// year-grouped sidebar, client-side navigation between them, and the feeds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteUnderTest } from './harness.mjs';

const site = siteUnderTest();
const open = (path) => site.open(path);

test('/blog lists the posts newest first, with excerpts and "Read more"', async () => {
  const page = await open('/blog');
  assert.equal(await page.title(), 'Blog | Lexical');
  const titles = await page.locator('article h2.blog-post__title').allTextContents();
  assert.deepEqual(titles, ['Welcome', 'A post written in MDX', 'How this website is built', 'First blog post']);
  // The excerpt stops at the truncate marker.
  const welcome = page.locator('article').first();
  assert.match(await welcome.textContent(), /this website is\s+its home/);
  assert.doesNotMatch(await welcome.textContent(), /Where to start/);
  assert.equal(await welcome.locator('a.blog-post__read-more').getAttribute('href'), '/blog/welcome');
  assert.match(await welcome.locator('.blog-post__meta').textContent(), /^August 26, 2021 · \d+ min read$/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the sidebar groups recent posts by year and marks the current post', async () => {
  const page = await open('/blog/long-blog-post');
  const sidebar = page.getByRole('navigation', { name: 'Blog recent posts navigation' });
  assert.equal(await sidebar.locator('.blog-sidebar__title').textContent(), 'Recent posts');
  assert.deepEqual(await sidebar.locator('h3').allTextContents(), ['2021', '2019']);
  const group2019 = sidebar.getByRole('group', { name: '2019' });
  assert.deepEqual(await group2019.locator('a').allTextContents(), ['How this website is built', 'First blog post']);
  assert.equal(await group2019.locator('a[aria-current="page"]').textContent(), 'How this website is built');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a post links to its tags; a tag page lists the tagged posts', async () => {
  const page = await open('/blog/first-blog-post');
  assert.equal(await page.locator('h1').textContent(), 'First blog post');
  assert.deepEqual(await page.locator('.blog-post__footer .blog-tag').allTextContents(), ['hola', 'docusaurus']);

  let loads = 0;
  page.on('load', () => loads++);
  await page.locator('.blog-post__footer a.blog-tag', { hasText: 'docusaurus' }).click();
  await page.waitForURL(site.server.url + '/blog/tags/docusaurus');
  await page.waitForSelector('h1:has-text("tagged with")');
  assert.equal(loads, 0, 'the tag page opened without a full page load');
  assert.equal(await page.locator('h1').textContent(), '4 posts tagged with "docusaurus"');
  assert.equal(await page.title(), '4 posts tagged with "docusaurus" | Lexical');
  assert.equal(await page.locator('article').count(), 4);

  await page.getByRole('link', { name: 'View all tags' }).click();
  await page.waitForURL(site.server.url + '/blog/tags');
  const tags = await page.locator('.blog-tags-index .blog-tag').allTextContents();
  assert.deepEqual(tags, ['docusaurus4', 'facebook1', 'hello2', 'hola1']);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the MDX post runs its live Lexical editor', async () => {
  const page = await open('/blog/mdx-blog-post');
  assert.equal(await page.getByTestId('live-word-count').textContent(), '0 words');
  // The box is editable once Lexical has loaded (the post's body hydrates
  // after the page, and its effect imports Lexical): typing waits for it.
  await page.locator('[data-testid="live-editor"][contenteditable="true"]').waitFor();
  await page.getByTestId('live-editor').click();
  await page.keyboard.type('Lexical runs here');
  await page.waitForFunction(() => document.querySelector('[data-testid="live-word-count"]')?.textContent === '3 words');
  // MDX expressions render too.
  assert.match(await page.locator('[itemprop="articleBody"]').textContent(), /two plus two is 4/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the archive, authors and feeds are served', async () => {
  const page = await open('/blog/archive');
  assert.deepEqual(await page.locator('.blog-archive h2').allTextContents(), ['2021', '2019']);
  await page.goto(site.server.url + '/blog/authors');
  assert.deepEqual(await page.locator('.blog-authors .blog-author__name').allTextContents(), ['Ada Okafor', 'Mei Lin', 'Tomás Reyes']);
  await page.context().close();

  for (const [file, type] of [['rss.xml', /xml/], ['atom.xml', /xml/], ['feed.json', /json/]]) {
    const res = await fetch(`${site.server.url}/blog/${file}`);
    assert.equal(res.status, 200, file);
    assert.match(res.headers.get('content-type'), type, file);
    assert.match(await res.text(), /https:\/\/lexical\.dev\/blog\/welcome/, file);
  }
});

test('a post has a table of contents beside it on wide screens, and none on phones', async () => {
  const page = await open('/blog/long-blog-post');
  const toc = page.locator('.blog-container__toc .table-of-contents');
  // A heading's text ends with its hash link's zero-width space.
  const headings = (await page.locator('.blog-post__body h2').allTextContents()).map((h) => h.replace(/\u200b$/, ''));
  assert.ok(headings.length >= 3, 'the post has sections');
  assert.deepEqual(await toc.locator('a').allTextContents(), headings);
  assert.equal(await toc.locator('a').first().getAttribute('href'), '#' + (await page.locator('.blog-post__body h2').first().getAttribute('id')));
  assert.ok(await toc.isVisible());
  await page.setViewportSize({ width: 412, height: 823 });
  assert.ok(!(await toc.isVisible()), 'hidden on a phone');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
