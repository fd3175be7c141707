package bundle

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/evanw/esbuild/pkg/api"

	"github.com/folio-docs/folio/core/diag"
)

// maxMessages caps a report: past it, the rest are usually echoes of the
// first mistakes.
const maxMessages = 20

// messagesError turns esbuild's messages into diagnostics: file, line,
// column (esbuild counts bytes from 0; diagnostics count characters from
// 1), the range esbuild underlines, and the source line. what names the
// bundle ("client bundle") for messages without a place.
func messagesError(what string, msgs []api.Message) error {
	out := make(diag.List, 0, min(len(msgs), maxMessages))
	for i, m := range msgs {
		if i == maxMessages {
			last := out[len(out)-1]
			last.Detail = strings.TrimSpace(fmt.Sprintf("%s\n… and %d more errors", last.Detail, len(msgs)-i))
			break
		}
		out = append(out, messageDiagnostic(what, m))
	}
	return out
}

func messageDiagnostic(what string, m api.Message) *diag.Diagnostic {
	d := &diag.Diagnostic{Severity: diag.Error, Message: m.Text, Source: "bundle"}
	var notes []string
	for _, n := range m.Notes {
		notes = append(notes, n.Text)
	}
	d.Detail = strings.Join(notes, "\n")
	l := m.Location
	if l == nil {
		d.Message = what + ": " + m.Text
		return d
	}
	d.File, d.Line, d.Excerpt = l.File, l.Line, l.LineText
	if filepath.Ext(l.File) == ".mdx" {
		// The MDX compiler's own error, passed through our esbuild
		// plugin; esbuild's note about that plugin is noise here.
		d.Source, d.Detail = "mdx", ""
	}
	d.Column = diag.ColumnOfByte(l.LineText, l.Column)
	if l.Length > 0 {
		d.EndLine, d.EndColumn = l.Line, diag.ColumnOfByte(l.LineText, l.Column+l.Length)
	}
	return d
}
