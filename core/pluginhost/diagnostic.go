package pluginhost

import (
	"strings"

	"github.com/folio-docs/folio/core/diag"
)

// Diagnostics makes *Error a diag.Reporter: a plugin that could not start,
// crashed or hung is one diagnostic without a file, from the plugin, with
// its stderr tail as the detail.
func (e *Error) Diagnostics() diag.List {
	d := &diag.Diagnostic{Severity: diag.Error, Message: e.headline(), Source: e.Plugin}
	if tail := strings.TrimSpace(e.StderrTail); tail != "" {
		d.Detail = "last lines of its stderr:\n" + tail
	}
	return diag.List{d}
}
