// Package diag is the one way folio reports a problem: a Diagnostic names
// the file, line and column, the severity, the message, the line of source
// it is about, and the stage or plugin that found it. Every stage returns
// its problems as Diagnostics (or as errors that carry them); the CLI prints
// them for people (Print) or as JSON lines for editors and CI (WriteJSON),
// and the dev overlay shows the same fields.
//
// The package is a leaf: it imports nothing of folio's but the plugin
// protocol's message, so every stage can depend on it.
package diag

import (
	"errors"
	"fmt"
	"strings"
)

// Severity says whether a diagnostic stops the build.
type Severity string

const (
	Error   Severity = "error"
	Warning Severity = "warning"
)

// Diagnostic is one problem, placed in a file when it has one.
//
// Positions are 1-based; 0 means unknown (a diagnostic may have a file and
// no line, or no file at all, as a plugin crash). Columns count characters
// (Unicode code points) on the line, as editors do, not bytes.
type Diagnostic struct {
	// File as the user names it: relative to the site's folder when it is
	// inside it, with forward slashes.
	File   string `json:"file,omitempty"`
	Line   int    `json:"line,omitempty"`
	Column int    `json:"column,omitempty"`
	// EndLine and EndColumn close the range when the finder knows it;
	// EndColumn is exclusive: the first character after the range.
	EndLine   int      `json:"endLine,omitempty"`
	EndColumn int      `json:"endColumn,omitempty"`
	Severity  Severity `json:"severity"`
	Message   string   `json:"message"`
	// Source is the stage or plugin that found the problem: "config",
	// "markdown", "bundle", "check", "render", or a plugin's name.
	Source string `json:"source,omitempty"`
	// Excerpt is the text of Line, without its line break. Stages that have
	// the source at hand fill it; Fill reads it from File otherwise.
	Excerpt string `json:"excerpt,omitempty"`
	// Detail is more text that helps: a plugin's last stderr lines, a
	// stack. Printed below the excerpt.
	Detail string `json:"detail,omitempty"`
}

// Errorf returns an error-severity diagnostic at file:line:column.
func Errorf(file string, line, column int, format string, args ...any) *Diagnostic {
	return &Diagnostic{File: file, Line: line, Column: column, Severity: Error, Message: fmt.Sprintf(format, args...)}
}

// Warnf returns a warning at file:line:column.
func Warnf(file string, line, column int, format string, args ...any) *Diagnostic {
	return &Diagnostic{File: file, Line: line, Column: column, Severity: Warning, Message: fmt.Sprintf(format, args...)}
}

// Error is the one-line form, path:line:col: message, so a Diagnostic is
// also a plain error wherever errors travel.
func (d *Diagnostic) Error() string {
	var b strings.Builder
	if loc := d.Location(); loc != "" {
		b.WriteString(loc)
		b.WriteString(": ")
	}
	b.WriteString(d.Message)
	return b.String()
}

// Location is path, path:line or path:line:col, as much as is known.
func (d *Diagnostic) Location() string {
	if d.File == "" {
		return ""
	}
	switch {
	case d.Line > 0 && d.Column > 0:
		return fmt.Sprintf("%s:%d:%d", d.File, d.Line, d.Column)
	case d.Line > 0:
		return fmt.Sprintf("%s:%d", d.File, d.Line)
	}
	return d.File
}

// In sets Source when the diagnostic does not have one yet and returns d,
// so a stage can label what it passes on: diag.Errorf(…).In("config").
func (d *Diagnostic) In(source string) *Diagnostic {
	if d.Source == "" {
		d.Source = source
	}
	return d
}

// List is several diagnostics; as an error it is the failure of a stage
// that found them. Its Error is one line per diagnostic.
type List []*Diagnostic

func (l List) Error() string {
	lines := make([]string, len(l))
	for i, d := range l {
		lines[i] = d.Error()
	}
	return strings.Join(lines, "\n")
}

// Unwrap lets errors.As find a *Diagnostic inside.
func (l List) Unwrap() []error {
	out := make([]error, len(l))
	for i, d := range l {
		out[i] = d
	}
	return out
}

// Err returns l as an error when it holds at least one error-severity
// diagnostic, else nil: warnings alone do not fail a stage.
func (l List) Err() error {
	for _, d := range l {
		if d.Severity == Error {
			return l
		}
	}
	return nil
}

// In labels every diagnostic without a source.
func (l List) In(source string) List {
	for _, d := range l {
		d.In(source)
	}
	return l
}

// Reporter is an error type of another package that knows its
// diagnostics (config.Errors, pluginhost.Error): From asks it.
type Reporter interface {
	Diagnostics() List
}

// From returns the diagnostics an error carries. An error that carries
// none becomes one diagnostic without a place, its text as the message,
// labelled with source, so nothing is ever lost. nil gives nil.
//
// The wrapping messages around a diagnostic ("load: plugin docs: …") are
// dropped: the diagnostic's own fields say where and who.
func From(err error, source string) List {
	if err == nil {
		return nil
	}
	var r Reporter
	if errors.As(err, &r) {
		return r.Diagnostics().In(source)
	}
	var l List
	if errors.As(err, &l) {
		return l.In(source)
	}
	var d *Diagnostic
	if errors.As(err, &d) {
		return List{d.In(source)}
	}
	return List{{Severity: Error, Message: err.Error(), Source: source}}
}
