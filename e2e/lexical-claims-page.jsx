// A small page of Lexical 0.28 editors, bundled by lexical-claims.test.mjs,
// on which the browser test checks what the guides say about focus, the DOM
// selection, ClickableLinkPlugin and the plugins' node checks. It exposes
// everything the test drives on `window.claims`.
import {$createLinkNode, LinkNode} from '@lexical/link';
import {CheckListPlugin} from '@lexical/react/LexicalCheckListPlugin';
import {ClickableLinkPlugin} from '@lexical/react/LexicalClickableLinkPlugin';
import {LexicalComposer} from '@lexical/react/LexicalComposer';
import {ContentEditable} from '@lexical/react/LexicalContentEditable';
import {LexicalErrorBoundary} from '@lexical/react/LexicalErrorBoundary';
import {HashtagPlugin} from '@lexical/react/LexicalHashtagPlugin';
import {HorizontalRulePlugin} from '@lexical/react/LexicalHorizontalRulePlugin';
import {LinkPlugin} from '@lexical/react/LexicalLinkPlugin';
import {ListPlugin} from '@lexical/react/LexicalListPlugin';
import {MarkdownShortcutPlugin} from '@lexical/react/LexicalMarkdownShortcutPlugin';
import {RichTextPlugin} from '@lexical/react/LexicalRichTextPlugin';
import {TablePlugin} from '@lexical/react/LexicalTablePlugin';
import {$generateHtmlFromNodes, $generateNodesFromDOM} from '@lexical/html';
import {$createListItemNode, $createListNode, ListItemNode, ListNode} from '@lexical/list';
import {registerRichText} from '@lexical/rich-text';
import {
  $applyNodeReplacement,
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isTextNode,
  $setSelection,
  CLICK_COMMAND,
  COMMAND_PRIORITY_LOW,
  createEditor,
  ElementNode,
  FORMAT_TEXT_COMMAND,
  KEY_DOWN_COMMAND,
  ParagraphNode,
  TextNode,
} from 'lexical';
import {Component, StrictMode} from 'react';
import {createRoot} from 'react-dom/client';

const onError = (error) => {
  throw error;
};

/** A plain (non-React) editor on `#id`, holding one paragraph of `text`. */
function vanillaEditor(id, text, editable) {
  const editor = createEditor({namespace: id, editable, onError});
  editor.setRootElement(document.getElementById(id));
  registerRichText(editor);
  editor.update(
    () => {
      $getRoot().append($createParagraphNode().append($createTextNode(text)));
      // No selection yet: the page starts with nothing focused.
      $setSelection(null);
    },
    {discrete: true},
  );
  return editor;
}

// The links ClickableLinkPlugin opens are recorded, not followed.
window.opened = [];
window.open = (url, target) => {
  window.opened.push({url, target});
  return null;
};

function linkDocument() {
  const paragraph = $createParagraphNode();
  paragraph.append(
    $createTextNode('See '),
    $createLinkNode('https://lexical.dev/').append($createTextNode('the Lexical site')),
    $createTextNode(' for more.'),
  );
  $getRoot().append(paragraph);
}

function LinkEditor({id, newTab}) {
  const initialConfig = {namespace: id, nodes: [LinkNode], editorState: linkDocument, onError};
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <RichTextPlugin contentEditable={<ContentEditable id={id} className="editor" />} ErrorBoundary={LexicalErrorBoundary} />
      <ClickableLinkPlugin newTab={newTab} />
    </LexicalComposer>
  );
}

/** Records the error a plugin throws while it mounts, under its name. */
class RecordError extends Component {
  state = {failed: false};
  static getDerivedStateFromError() {
    return {failed: true};
  }
  componentDidCatch(error) {
    window.pluginErrors[this.props.name] = error.message;
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

// Each plugin alone in an editor that registers no extra nodes.
const PLUGINS_WITHOUT_NODES = {
  ListPlugin: <ListPlugin />,
  CheckListPlugin: <CheckListPlugin />,
  LinkPlugin: <LinkPlugin />,
  HashtagPlugin: <HashtagPlugin />,
  TablePlugin: <TablePlugin />,
  MarkdownShortcutPlugin: <MarkdownShortcutPlugin />,
  HorizontalRulePlugin: <HorizontalRulePlugin />,
};
window.pluginErrors = {};

function BareEditor({name, children}) {
  return (
    <RecordError name={name}>
      <LexicalComposer initialConfig={{namespace: name, onError}}>
        <RichTextPlugin contentEditable={<ContentEditable className="bare" />} ErrorBoundary={LexicalErrorBoundary} />
        {children}
      </LexicalComposer>
    </RecordError>
  );
}

function App() {
  return (
    <StrictMode>
      <LinkEditor id="links-default" />
      <LinkEditor id="links-same-tab" newTab={false} />
      {/* Only on ?plugins: React reports the errors they throw on the console. */}
      {new URLSearchParams(location.search).has('plugins') &&
        Object.entries(PLUGINS_WITHOUT_NODES).map(([name, plugin]) => (
          <BareEditor key={name} name={name}>
            {plugin}
          </BareEditor>
        ))}
    </StrictMode>
  );
}

// HTML import and export (concepts/serialization): a block node that claims
// <p class="callout"> over the paragraph's own importer by priority.
class CalloutNode extends ElementNode {
  static getType() {
    return 'callout';
  }
  static clone(node) {
    return new CalloutNode(node.__key);
  }
  static importJSON(json) {
    return $createCalloutNode().updateFromJSON(json);
  }
  static importDOM() {
    return {
      p: (element) =>
        element.classList.contains('callout') ? {conversion: () => ({node: $createCalloutNode()}), priority: 1} : null,
    };
  }
  createDOM() {
    return document.createElement('aside');
  }
  updateDOM() {
    return false;
  }
  exportDOM() {
    const element = document.createElement('p');
    element.className = 'callout';
    return {element};
  }
}
function $createCalloutNode() {
  return $applyNodeReplacement(new CalloutNode());
}

/** Imports `html` into a fresh editor and reports the block types and the HTML it exports again. */
function roundTripHtml(html, {withPlainParagraphImporter = false} = {}) {
  const editor = createEditor({
    namespace: 'html',
    nodes: [CalloutNode],
    html: withPlainParagraphImporter
      ? {
          // Same priority as ParagraphNode's own importer: the later one wins.
          import: {p: () => ({conversion: () => ({node: $createParagraphNode().setFormat('center')}), priority: 0})},
        }
      : undefined,
    onError,
  });
  let result;
  editor.update(
    () => {
      const dom = new DOMParser().parseFromString(html, 'text/html');
      $getRoot().select();
      $insertNodes($generateNodesFromDOM(editor, dom));
    },
    {discrete: true},
  );
  editor.read(() => {
    result = {
      types: $getRoot()
        .getChildren()
        .map((node) => `${node.getType()}${node.getFormatType() ? `/${node.getFormatType()}` : ''}:${node.getTextContent()}`),
      html: $generateHtmlFromNodes(editor, null),
    };
  });
  return result;
}

/** A new element on the page for an editor of its own, with optional CSS. */
function freshRoot(css = '') {
  const wrapper = document.createElement('div');
  if (css) {
    const style = document.createElement('style');
    style.textContent = css;
    wrapper.append(style);
  }
  const root = document.createElement('div');
  root.contentEditable = 'true';
  wrapper.append(root);
  document.body.append(wrapper);
  return root;
}

const discrete = {discrete: true};

// concepts/listeners: what a mutation listener hears for each kind of change.
function mutationLog() {
  const editor = createEditor({namespace: 'mutations', onError});
  editor.setRootElement(freshRoot());
  const log = [];
  const record = (name) => (mutations) => {
    for (const [, mutation] of mutations) log.push(`${name} ${mutation}`);
  };
  editor.registerMutationListener(ParagraphNode, record('paragraph'), {skipInitialization: true});
  editor.registerMutationListener(TextNode, record('text'), {skipInitialization: true});
  const step = (label, fn) => {
    log.push(`-- ${label}`);
    editor.update(fn, discrete);
  };
  step('append a paragraph with text', () => $getRoot().append($createParagraphNode().append($createTextNode('One'))));
  step('change the text only', () => {
    const text = $getRoot().getFirstDescendant();
    if ($isTextNode(text)) text.setTextContent('Two');
  });
  step('change the paragraph itself', () => $getRoot().getFirstChild().setIndent(1));
  step('remove the paragraph', () => $getRoot().getFirstChild().remove());
  return log;
}

// concepts/listeners and dom-events: when a root listener is called.
function rootListenerLog() {
  const editor = createEditor({namespace: 'roots', onError});
  const a = freshRoot();
  a.id = 'root-a';
  const b = freshRoot();
  b.id = 'root-b';
  const log = [];
  const name = (el) => (el ? el.id : 'null');
  const remove = editor.registerRootListener((next, prev) => log.push(`${name(next)} <- ${name(prev)}`));
  editor.setRootElement(a);
  editor.setRootElement(b);
  editor.setRootElement(null);
  editor.setRootElement(a);
  remove();
  log.push('removed');
  editor.setRootElement(b);
  return log;
}

// getting-started/theming: what the theme puts on the elements.
const THEME = {
  root: 'theme-root',
  paragraph: 'theme-paragraph',
  indent: 'theme-indent',
  ltr: 'theme-ltr',
  text: {
    base: 'theme-text',
    bold: 'theme-bold',
    italic: 'theme-italic',
    underline: 'theme-underline',
    strikethrough: 'theme-strikethrough',
    underlineStrikethrough: 'theme-underline-strikethrough',
    code: 'theme-code',
    highlight: 'theme-highlight',
  },
  list: {
    ul: 'theme-ul',
    listitem: 'theme-li',
    nested: {list: 'theme-nested-list', listitem: 'theme-nested-li'},
    ulDepth: ['theme-ul-1', 'theme-ul-2'],
  },
};

function themedEditor(css = '') {
  const theme = structuredClone(THEME);
  const editor = createEditor({namespace: 'themed', theme, nodes: [ListNode, ListItemNode], onError});
  const root = freshRoot(css);
  editor.setRootElement(root);
  return {editor, root, theme};
}

/** Three levels of bullet lists, each holding an item with text and the next level. */
function nestedListClasses() {
  const {editor, root} = themedEditor();
  editor.update(() => {
    const level = (depth) => {
      const list = $createListNode('bullet');
      const item = $createListItemNode().append($createTextNode(`level ${depth}`));
      list.append(item);
      if (depth < 3) list.append($createListItemNode().append(level(depth + 1)));
      return list;
    };
    $getRoot().append(level(1));
  }, discrete);
  const lists = [...root.querySelectorAll('ul')].map((ul) => ul.className);
  const items = [...root.querySelectorAll('li')].map((li) => `${li.className}${li.querySelector(':scope > ul') ? ' (holds a list)' : ''}`);
  return {lists, items};
}

/** The elements and classes formatted text gets. */
function textFormatHtml() {
  const {editor, root} = themedEditor();
  editor.update(() => {
    const text = (content, ...formats) => {
      const node = $createTextNode(content);
      for (const format of formats) node.toggleFormat(format);
      return node;
    };
    $getRoot().append(
      $createParagraphNode().append(
        text('plain'),
        text('bold italic', 'bold', 'italic'),
        text('both lines', 'underline', 'strikethrough'),
        text('bold code', 'bold', 'code'),
        text('marked', 'highlight'),
      ),
    );
  }, discrete);
  const paragraph = root.querySelector('p');
  return [...paragraph.children].map((el) => el.outerHTML);
}

/** padding-inline-start of a paragraph created indented, then of the same one indented further. */
function indentation() {
  const {editor, root} = themedEditor('.theme-root { --lexical-indent-base-value: 24px; }');
  editor.update(() => $getRoot().append($createParagraphNode().setIndent(1).append($createTextNode('Indented'))), discrete);
  const p = root.querySelector('p');
  const created = {style: p.style.paddingInlineStart, className: p.className};
  editor.update(() => $getRoot().getFirstChild().setIndent(2), discrete);
  const updated = {style: p.style.paddingInlineStart, className: p.className};
  editor.update(() => $getRoot().getFirstChild().setIndent(0), discrete);
  const removed = {style: p.style.paddingInlineStart, className: p.className};
  return {created, updated, removed, computedBase: getComputedStyle(p).getPropertyValue('--lexical-indent-base-value').trim()};
}

/** The root element's class and the styles Lexical sets on it, and what exported HTML keeps. */
function rootAndExport() {
  const {editor, root, theme} = themedEditor();
  editor.update(() => {
    const bold = $createTextNode('Bold');
    bold.toggleFormat('bold');
    $getRoot().append($createParagraphNode().append(bold));
  }, discrete);
  let html = '';
  editor.read(() => {
    html = $generateHtmlFromNodes(editor, null);
  });
  return {
    className: root.className,
    whiteSpace: root.style.whiteSpace,
    wordBreak: root.style.wordBreak,
    html,
    themeCache: Object.keys(theme.__lexicalClassNameCache ?? {}).sort(),
  };
}

// concepts/dom-events and read-only: which commands a keydown and a click
// reach, in an editable and a read-only editor.
function eventCommands({blockKeyDown = false} = {}) {
  const results = {};
  for (const editable of [true, false]) {
    const editor = createEditor({namespace: `events-${editable}`, editable, onError});
    const root = freshRoot();
    editor.setRootElement(root);
    registerRichText(editor);
    editor.update(() => $getRoot().append($createParagraphNode().append($createTextNode('Some text'))), discrete);
    const log = [];
    editor.registerCommand(KEY_DOWN_COMMAND, () => {
      log.push('KEY_DOWN_COMMAND');
      return blockKeyDown;
    }, COMMAND_PRIORITY_LOW);
    editor.registerCommand(FORMAT_TEXT_COMMAND, (format) => {
      log.push(`FORMAT_TEXT_COMMAND ${format}`);
      return true;
    }, COMMAND_PRIORITY_LOW);
    editor.registerCommand(CLICK_COMMAND, () => {
      log.push('CLICK_COMMAND');
      return false;
    }, COMMAND_PRIORITY_LOW);
    const target = root.querySelector('span');
    target.dispatchEvent(new KeyboardEvent('keydown', {key: 'b', code: 'KeyB', ctrlKey: true, bubbles: true, cancelable: true}));
    target.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, detail: 1}));
    results[editable ? 'editable' : 'readOnly'] = log;
  }
  return results;
}

// concepts/read-only: a read-only editor whose element was left
// contenteditable, as a vanilla set-up that forgets the attribute has it.
function readOnlyLeftEditable() {
  const editor = createEditor({namespace: 'read-only-left-editable', editable: false, onError});
  const root = freshRoot();
  root.id = 'read-only-left-editable';
  editor.setRootElement(root);
  registerRichText(editor);
  editor.update(() => $getRoot().append($createParagraphNode().append($createTextNode('Locked'))), discrete);
  return editor;
}

window.claims = {
  readOnlyLeftEditable,
  mutationLog,
  rootListenerLog,
  nestedListClasses,
  textFormatHtml,
  indentation,
  rootAndExport,
  eventCommands,
  roundTripHtml,
  editable: vanillaEditor('editable', 'An editable editor', true),
  readOnly: vanillaEditor('read-only', 'A read-only editor', false),
  $getRoot,
  $getSelection,
  $setSelection,
};
createRoot(document.getElementById('react')).render(<App />);
window.claims.ready = true;
