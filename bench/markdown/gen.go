package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Synthetic guides shaped like the Lexical docs: about 1,500 words of
// prose with inline code and links, eight headings, five code blocks,
// two admonitions and a table. A fixed seed gives the same corpus on
// every run; each document still differs from the others.

var words = strings.Fields(`editor state node selection update listener command transform
	paragraph text element decorator root plugin theme history collaboration serialization
	the a of to and in is that it for with as on be this by are can when from your you
	each which will not read write register dispatch mutation reconciler DOM React
	instance configuration extension markdown table list link code mark format`)

var identifiers = []string{"editor", "editorState", "selection", "node", "root", "paragraph", "listener", "command", "payload", "config"}

var codeTemplates = []struct{ lang, body string }{
	{"tsx", `import {useEffect} from 'react';
import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';

export function %[1]sPlugin(): null {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    return editor.registerUpdateListener(({%[1]s}) => {
      %[1]s.read(() => {
        // Read the latest state here.
        console.log($getRoot().getTextContent());
      });
    });
  }, [editor]);
  return null;
}
`},
	{"ts", `import {$getRoot, $createParagraphNode, $createTextNode} from 'lexical';

function insert%[1]s(editor: LexicalEditor, text: string): void {
  editor.update(() => {
    const root = $getRoot();
    const %[1]s = $createParagraphNode();
    %[1]s.append($createTextNode(text).toggleFormat('bold'));
    root.append(%[1]s);
  }, {tag: 'history-merge'});
}
`},
	{"js", `const %[1]s = createEditor({
  namespace: 'MyEditor',
  theme: {paragraph: 'editor-paragraph', text: {bold: 'text-bold'}},
  onError: (error) => { throw error; },
});
%[1]s.setRootElement(document.getElementById('editor'));
const removeListener = %[1]s.registerCommand(
  KEY_ENTER_COMMAND,
  (event) => event !== null && /\s+/.test(event.key),
  COMMAND_PRIORITY_LOW,
);
`},
	{"jsx", `function Editor() {
  const initialConfig = {namespace: '%[1]s', onError, nodes: [HeadingNode, QuoteNode]};
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <RichTextPlugin
        contentEditable={<ContentEditable className="editor-input" />}
        placeholder={<div className="editor-placeholder">Enter some text...</div>}
      />
      <HistoryPlugin />
    </LexicalComposer>
  );
}
`},
	{"bash", `npm install --save lexical @lexical/react
cd %[1]s && npm run dev -- --port 3000
export NODE_ENV="production"
`},
	{"json", `{
  "root": {
    "children": [{"type": "paragraph", "version": 1, "text": "%[1]s"}],
    "direction": "ltr",
    "format": "",
    "indent": 0,
    "type": "root",
    "version": 1
  }
}
`},
}

func generateDoc(r *rand.Rand, n int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "---\ntitle: Guide %d\ndescription: A synthetic guide for the benchmark.\nsidebar_position: %d\n---\n\n# Guide %d\n\n", n, n, n)
	sentence := func() {
		count := 10 + r.IntN(12)
		for i := 0; i < count; i++ {
			switch k := r.IntN(40); {
			case k == 0:
				fmt.Fprintf(&b, "`%s()` ", identifiers[r.IntN(len(identifiers))])
			case k == 1:
				fmt.Fprintf(&b, "[%s](../concepts/%s.md#%s) ", words[r.IntN(len(words))], identifiers[r.IntN(len(identifiers))], words[r.IntN(len(words))])
			case k == 2:
				fmt.Fprintf(&b, "**%s** ", words[r.IntN(len(words))])
			default:
				b.WriteString(words[r.IntN(len(words))])
				b.WriteByte(' ')
			}
		}
		b.WriteString("words.\n")
	}
	paragraph := func() {
		for i := 0; i < 5; i++ {
			sentence()
		}
		b.WriteByte('\n')
	}
	code := 0
	for section := 0; section < 8; section++ {
		level := "##"
		if section%3 == 2 {
			level = "###"
		}
		fmt.Fprintf(&b, "%s %s %s `%s`\n\n", level, capitalize(words[r.IntN(len(words))]), words[r.IntN(len(words))], identifiers[r.IntN(len(identifiers))])
		paragraph()
		paragraph()
		if section%2 == 1 && code < 5 || section == 7 && code < 5 {
			t := codeTemplates[r.IntN(len(codeTemplates))]
			fmt.Fprintf(&b, "```%s title=\"example.%s\"\n%s```\n\n", t.lang, t.lang, fmt.Sprintf(t.body, identifiers[r.IntN(len(identifiers))]))
			code++
		}
		if section == 2 || section == 5 {
			kind := []string{"tip", "note", "warning", "info"}[r.IntN(4)]
			fmt.Fprintf(&b, ":::%s\n\n", kind)
			sentence()
			b.WriteString("\n:::\n\n")
		}
		if section == 4 {
			b.WriteString("| Option | Type | Default |\n| --- | --- | --- |\n")
			for i := 0; i < 5; i++ {
				fmt.Fprintf(&b, "| `%s` | `string` | %s |\n", identifiers[r.IntN(len(identifiers))], words[r.IntN(len(words))])
			}
			b.WriteByte('\n')
		}
	}
	// Fill the remaining code blocks so every document has five.
	for ; code < 5; code++ {
		t := codeTemplates[r.IntN(len(codeTemplates))]
		fmt.Fprintf(&b, "```%s\n%s```\n\n", t.lang, fmt.Sprintf(t.body, identifiers[r.IntN(len(identifiers))]))
	}
	return b.String()
}

func capitalize(w string) string { return strings.ToUpper(w[:1]) + w[1:] }
