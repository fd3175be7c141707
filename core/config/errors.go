package config

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// maxErrors caps a report: past this many, the rest are usually echoes of
// one mistake, and a long list hides the first, most useful lines.
const maxErrors = 50

// Error is one problem in a config file.
type Error struct {
	File   string
	Line   int
	Column int // set for TOML syntax errors only
	// KeyColumn is where Key is written on Line. Error leaves it out (the
	// key names the place); the diagnostic the CLI prints shows it.
	KeyColumn int
	Key       string // dotted, with array indices: themeConfig.navbar.items[2].docId
	Msg       string
}

func (e *Error) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s:%d", e.File, e.Line)
	if e.Column > 0 {
		fmt.Fprintf(&b, ":%d", e.Column)
	}
	if e.Key != "" {
		b.WriteString(": ")
		b.WriteString(e.Key)
	}
	b.WriteString(": ")
	b.WriteString(e.Msg)
	return b.String()
}

// Errors is every problem found in one file, sorted by line. Parse and Load
// return it (never a bare *Error) whenever the file itself is at fault.
type Errors []*Error

func (es Errors) Error() string {
	lines := make([]string, len(es))
	for i, e := range es {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}

// Unwrap lets errors.As find an *Error inside.
func (es Errors) Unwrap() []error {
	out := make([]error, len(es))
	for i, e := range es {
		out[i] = e
	}
	return out
}

// reporter collects the problems of one file and places each on its line.
type reporter struct {
	file  string
	src   []byte
	lines lineIndex // built on the first error: valid files never pay for it
	errs  Errors
	// probe counts the problems without placing them: a schema's "anyOf"
	// tries each branch, and the failed tries' positions are never shown
	// (placing them indexed the file anew for every try).
	probe bool
}

func (r *reporter) lineOf(p keyPath) int {
	if r.lines == nil {
		r.lines = indexLines(r.src)
	}
	return r.lines.lineOf(p)
}

// at reports a problem with the key p itself, on p's line, at the key.
func (r *reporter) at(p keyPath, format string, args ...any) {
	if r.probe {
		r.errs = append(r.errs, &Error{})
		return
	}
	line := r.lineOf(p)
	r.errs = append(r.errs, &Error{File: r.file, Line: line, KeyColumn: keyColumn(r.src, line, p), Key: p.String(), Msg: fmt.Sprintf(format, args...)})
}

// missing reports an absent key on the line of the table that should hold
// it (line 1 for a top-level key), at that table's name.
func (r *reporter) missing(p keyPath) {
	if r.probe {
		r.errs = append(r.errs, &Error{})
		return
	}
	line := r.lineOf(p.parent())
	r.errs = append(r.errs, &Error{File: r.file, Line: line, KeyColumn: keyColumn(r.src, line, p.parent()), Key: p.String(), Msg: "missing required key"})
}

// err returns the collected problems, or nil when there are none.
func (r *reporter) err() error {
	if len(r.errs) == 0 {
		return nil
	}
	es := slices.Clone(r.errs)
	slices.SortStableFunc(es, func(a, b *Error) int {
		return cmp.Or(cmp.Compare(a.Line, b.Line), cmp.Compare(a.Key, b.Key))
	})
	if len(es) > maxErrors {
		es = es[:maxErrors]
	}
	return es
}
