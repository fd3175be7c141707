package bundle

import (
	"fmt"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

// messagesError turns esbuild's messages into one error whose lines name
// file, line and column, as every folio error does.
func messagesError(what string, msgs []api.Message) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s failed:", what)
	for i, m := range msgs {
		if i == 20 {
			fmt.Fprintf(&b, "\n  … and %d more", len(msgs)-i)
			break
		}
		b.WriteString("\n  ")
		if l := m.Location; l != nil {
			fmt.Fprintf(&b, "%s:%d:%d: ", l.File, l.Line, l.Column+1)
		}
		b.WriteString(m.Text)
		if l := m.Location; l != nil && l.LineText != "" {
			fmt.Fprintf(&b, "\n      %s", strings.TrimSpace(l.LineText))
		}
	}
	return fmt.Errorf("%s", b.String())
}
