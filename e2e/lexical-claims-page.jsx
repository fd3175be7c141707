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
import {registerRichText} from '@lexical/rich-text';
import {
  $applyNodeReplacement,
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $setSelection,
  createEditor,
  ElementNode,
  ParagraphNode,
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

window.claims = {
  roundTripHtml,
  editable: vanillaEditor('editable', 'An editable editor', true),
  readOnly: vanillaEditor('read-only', 'A read-only editor', false),
  $getRoot,
  $getSelection,
  $setSelection,
};
createRoot(document.getElementById('react')).render(<App />);
window.claims.ready = true;
