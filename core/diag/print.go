package diag

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode/utf8"
)

// Printer writes diagnostics for people or, with JSON set, as one JSON
// object a line for editors and CI.
type Printer struct {
	W    io.Writer
	JSON bool
	// Dir is the site's folder: relative file names are read below it for
	// excerpts, and absolute ones inside it are shown relative to it.
	Dir string
}

// EnvFormat is the environment variable that switches every command to
// JSON lines, as --json does: FOLIO_DIAGNOSTICS=json.
const EnvFormat = "FOLIO_DIAGNOSTICS"

// JSONFromEnv reports whether the environment asks for JSON lines.
func JSONFromEnv() bool { return strings.EqualFold(os.Getenv(EnvFormat), "json") }

// Print writes every diagnostic l carries.
func (p *Printer) Print(l List) {
	l = l.Relative(p.Dir).Fill(p.Dir)
	for _, d := range l {
		if p.JSON {
			WriteJSON(p.W, d)
		} else {
			fmt.Fprint(p.W, Format(d))
		}
	}
}

// PrintError prints the diagnostics err carries (see From).
func (p *Printer) PrintError(err error, source string) {
	p.Print(From(err, source))
}

// WriteJSON writes d as one line of JSON.
func WriteJSON(w io.Writer, d *Diagnostic) {
	b, _ := json.Marshal(d) // strings and ints only: cannot fail
	w.Write(append(b, '\n'))
}

// Format renders d the way compilers do:
//
//	site/docs/intro.md:2:8: error: did not find expected ',' or ']' [docs]
//	    2 | title: [unclosed
//	      |        ^
//
// then Detail, indented. The caret runs to EndColumn on a one-line range.
func Format(d *Diagnostic) string {
	var b strings.Builder
	if loc := d.Location(); loc != "" {
		b.WriteString(loc)
		b.WriteString(": ")
	}
	b.WriteString(string(d.Severity))
	b.WriteString(": ")
	b.WriteString(d.Message)
	if d.Source != "" {
		fmt.Fprintf(&b, " [%s]", d.Source)
	}
	b.WriteByte('\n')
	if d.Excerpt != "" && d.Line > 0 {
		gutter := fmt.Sprint(d.Line)
		fmt.Fprintf(&b, "  %s | %s\n", gutter, d.Excerpt)
		if d.Column > 0 {
			fmt.Fprintf(&b, "  %s | %s\n", strings.Repeat(" ", len(gutter)), caret(d))
		}
	}
	if detail := strings.TrimRight(d.Detail, "\n"); detail != "" {
		b.WriteString("    ")
		b.WriteString(strings.ReplaceAll(detail, "\n", "\n    "))
		b.WriteByte('\n')
	}
	return b.String()
}

// caret is the marker line under the excerpt. It copies the excerpt's tabs
// so the caret lines up whatever the terminal's tab width.
func caret(d *Diagnostic) string {
	var b strings.Builder
	col := 1
	for _, r := range d.Excerpt {
		if col >= d.Column {
			break
		}
		if r == '\t' {
			b.WriteByte('\t')
		} else {
			b.WriteByte(' ')
		}
		col++
	}
	b.WriteByte('^')
	if (d.EndLine == 0 || d.EndLine == d.Line) && d.EndColumn > d.Column+1 {
		end := min(d.EndColumn, utf8.RuneCountInString(d.Excerpt)+1)
		if n := end - d.Column - 1; n > 0 {
			b.WriteString(strings.Repeat("~", n))
		}
	}
	return b.String()
}
