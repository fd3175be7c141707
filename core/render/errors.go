package render

import (
	"fmt"
	"strings"

	"github.com/folio-docs/folio/core/diag"
)

// maxRouteErrors caps a report: past it, the rest are usually the same
// mistake in a shared component.
const maxRouteErrors = 10

// RouteError is a route whose component threw while rendering.
type RouteError struct {
	Path string
	// Message is the first line of what was thrown; Stack the lines after.
	Message, Stack string
	// File, Line and Column are where in the site's sources it was thrown,
	// from the server bundle's source map; File is empty when no frame of
	// the stack is the site's own code.
	File         string
	Line, Column int
}

// RouteErrors are the routes of one Render call that failed.
type RouteErrors []RouteError

func (es RouteErrors) Error() string {
	var b strings.Builder
	for i, e := range es {
		if i > 0 {
			b.WriteByte('\n')
		}
		fmt.Fprintf(&b, "rendering %s:\n%s", e.Path, indent(strings.TrimSpace(e.Message+"\n"+e.Stack)))
	}
	return b.String()
}

// Diagnostics makes RouteErrors a diag.Reporter; the build places each on
// its route's source file when it knows it (core/build).
func (es RouteErrors) Diagnostics() diag.List {
	out := make(diag.List, len(es))
	for i, e := range es {
		out[i] = e.Diagnostic()
	}
	return out
}

// Diagnostic is e with no file yet, the stack as detail.
func (e RouteError) Diagnostic() *diag.Diagnostic {
	return &diag.Diagnostic{Severity: diag.Error, Source: "render", File: e.File, Line: e.Line, Column: e.Column,
		Message: fmt.Sprintf("rendering %s: %s", e.Path, e.Message), Detail: e.Stack}
}

// routeErrors gathers the failed outputs, at most maxRouteErrors of them,
// noting how many more there were.
func routeErrors(outputs []Output) error {
	var es RouteErrors
	failed := 0
	for _, o := range outputs {
		if o.Error == "" {
			continue
		}
		failed++
		if len(es) < maxRouteErrors {
			msg, stack, _ := strings.Cut(strings.TrimSpace(o.Error), "\n")
			e := RouteError{Path: o.Path, Message: strings.TrimPrefix(msg, "Error: "), Stack: trimStack(stack)}
			if at, ok := placeInSource(stack); ok {
				e.File, e.Line, e.Column = at.File, at.Line, at.Column
			}
			es = append(es, e)
		}
	}
	if failed == 0 {
		return nil
	}
	if failed > len(es) {
		last := &es[len(es)-1]
		last.Stack = strings.TrimSpace(fmt.Sprintf("%s\n… and %d more routes failed", last.Stack, failed-len(es)))
	}
	return es
}

// trimStack keeps the first frames of a stack, unindented: the frames
// nearest the throw are the ones that help.
func trimStack(stack string) string {
	lines := strings.Split(stack, "\n")
	if len(lines) > 6 {
		lines = append(lines[:6], "…")
	}
	for i, l := range lines {
		lines[i] = strings.TrimSpace(l)
	}
	return strings.TrimSpace(strings.Join(lines, "\n"))
}
