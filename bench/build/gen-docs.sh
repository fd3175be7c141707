#!/usr/bin/env bash
# gen-docs.sh DIR N: writes N realistic Markdown docs into DIR (one folder
# of 50 docs per section), the same content for folio and for Docusaurus.
set -euo pipefail
dir=$1 n=$2
mkdir -p "$dir"
for i in $(seq 1 "$n"); do
  section=$(( (i - 1) / 50 + 1 ))
  mkdir -p "$dir/section-$section"
  {
    printf -- '---\ntitle: Guide %d\nsidebar_position: %d\n---\n\n' "$i" "$i"
    printf 'This guide explains part %d of the editor. An editor keeps an immutable state;\n' "$i"
    printf 'every change happens inside an update, and the reconciler writes the\ndifference to the DOM in one batch.\n\n'
    for s in 1 2 3 4; do
      printf '## Topic %d\n\n' "$s"
      printf 'Nodes form a tree under the root. Element nodes hold children, text nodes hold\nformatted text, and decorator nodes render anything a framework can draw. See\n[the next guide](#topic-%d) and **keep** `editor.update()` short.\n\n' "$s"
      printf ':::tip\nRead the state with `editor.read()` when you do not change it.\n:::\n\n'
      printf '```ts\nimport {createEditor} from '"'"'lexical'"'"';\n\nconst editor = createEditor({namespace: '"'"'guide-%d'"'"', onError: console.error});\neditor.update(() => {\n  // change the document here\n});\n```\n\n' "$i"
      printf '| Option | Meaning |\n| --- | --- |\n| namespace | isolates copy and paste |\n| onError | receives update errors |\n\n'
    done
  } >"$dir/section-$section/guide-$i.md"
done
