// The docs theme's rules that need no DOM: which sidebar items show and which
// are active, how long a collapse animation runs, which heading the TOC
// highlights.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { collapseDuration } from '../lib/docsCollapse';
import {
  activeCategoryKeys,
  isSamePath,
  findCategoryByHref,
  isActiveSidebarItem,
  isVisibleSidebarItem,
  type DocsSidebarItem,
} from '../lib/docsSidebar';
import { activeHeadingIndex, headingSelector, tocLevelRange } from '../lib/docsTOC';

const sidebar: DocsSidebarItem[] = [
  { type: 'link', label: 'Introduction', href: '/docs/intro', docId: 'intro' },
  {
    type: 'category',
    label: 'React',
    href: '/docs/react/',
    collapsed: true,
    items: [
      { type: 'link', label: 'Plugins', href: '/docs/react/plugins' },
      { type: 'link', label: 'Secret', href: '/docs/react/secret', unlisted: true },
    ],
  },
  {
    type: 'category',
    label: 'Hidden section',
    href: '/docs/hidden/',
    linkUnlisted: true,
    items: [{ type: 'link', label: 'Also secret', href: '/docs/hidden/x', unlisted: true }],
  },
];

test('paths compare without a trailing slash or .html', () => {
  assert.ok(isSamePath('/docs/react/', '/docs/react'));
  assert.ok(isSamePath('/docs/react/index.html', '/docs/react'));
  assert.ok(isSamePath('/docs/intro.html', '/docs/intro'));
  assert.ok(isSamePath('/', '/'));
  assert.ok(!isSamePath('/docs/react', '/docs/reactive'));
  assert.ok(!isSamePath(undefined, '/'));
});

test('a category is active when it or one of its items is the current page', () => {
  assert.ok(isActiveSidebarItem(sidebar[1], '/docs/react'));
  assert.ok(isActiveSidebarItem(sidebar[1], '/docs/react/plugins'));
  assert.ok(!isActiveSidebarItem(sidebar[1], '/docs/intro'));
  assert.deepEqual(activeCategoryKeys(sidebar, '/docs/react/plugins'), ['React']);
});

test('unlisted items show only while they are the current page', () => {
  const secret = sidebar[1].items![1];
  assert.ok(!isVisibleSidebarItem(secret, '/docs/intro'));
  assert.ok(isVisibleSidebarItem(secret, '/docs/react/secret'));
  // A category whose page and items are all unlisted is hidden, unless active.
  assert.ok(!isVisibleSidebarItem(sidebar[2], '/docs/intro'));
  assert.ok(isVisibleSidebarItem(sidebar[2], '/docs/hidden/x'));
  assert.ok(isVisibleSidebarItem(sidebar[1], '/docs/intro'));
});

test('a generated index finds its category by URL', () => {
  assert.equal(findCategoryByHref(sidebar, '/docs/react')?.label, 'React');
  assert.equal(findCategoryByHref(sidebar, '/docs/nowhere'), undefined);
});

test('collapse duration grows with the content height, less than proportionally', () => {
  // round((4 + 15·c^0.25 + c/5)·10), c = height/36
  assert.equal(collapseDuration(0), 40);
  assert.equal(collapseDuration(36), 192);
  assert.equal(collapseDuration(360), 327);
  assert.equal(collapseDuration(3600), 714);
});

test('TOC highlight: the first heading below the navbar if it is in the top half, else the one before', () => {
  const boxes = (...tops: number[]) => tops.map((top) => ({ top, bottom: top + 30 }));
  const navbar = 60;
  const viewport = 800;
  // The next heading is in the top half: it is active.
  assert.equal(activeHeadingIndex(boxes(-500, 100, 900), navbar, viewport), 1);
  // The next heading is in the bottom half: the reader is still in the previous section.
  assert.equal(activeHeadingIndex(boxes(-500, 600, 900), navbar, viewport), 0);
  // Before the first heading reaches the top half, none is active.
  assert.equal(activeHeadingIndex(boxes(700, 900), navbar, viewport), -1);
  // Past the last heading, the last one stays active.
  assert.equal(activeHeadingIndex(boxes(-900, -500), navbar, viewport), 1);
});

test('TOC levels give the headings the highlight watches', () => {
  const toc = [{ value: 'A', id: 'a', level: 2, children: [{ value: 'B', id: 'b', level: 3 }] }];
  assert.deepEqual(tocLevelRange(toc), { minLevel: 2, maxLevel: 3 });
  assert.equal(headingSelector(2, 3), 'h2[id], h3[id]');
});
