package config

import (
	"strings"
	"unicode/utf8"

	"github.com/folio-docs/folio/core/diag"
)

// Diagnostic is e in folio's one diagnostic form; the key leads the
// message, as in Error.
func (e *Error) Diagnostic() *diag.Diagnostic {
	msg := e.Msg
	if e.Key != "" {
		msg = e.Key + ": " + msg
	}
	column := e.Column
	if column == 0 {
		column = e.KeyColumn
	}
	return &diag.Diagnostic{File: e.File, Line: e.Line, Column: column, Severity: diag.Error, Message: msg, Source: "config"}
}

// Diagnostics makes *Error a diag.Reporter.
func (e *Error) Diagnostics() diag.List { return diag.List{e.Diagnostic()} }

// Diagnostics makes Errors a diag.Reporter.
func (es Errors) Diagnostics() diag.List {
	out := make(diag.List, len(es))
	for i, e := range es {
		out[i] = e.Diagnostic()
	}
	return out
}

// keyColumn is the column where p's last key is written on line: the name
// as a whole word, bare or quoted, or else the line's first character (an
// array element, a key the line only implies).
func keyColumn(src []byte, line int, p keyPath) int {
	text := diag.LineText(src, line)
	for i := len(p) - 1; i >= 0; i-- {
		if p[i].index >= 0 {
			break // an element: its line is the place
		}
		if at := wordIndex(text, p[i].name); at >= 0 {
			return utf8.RuneCountInString(text[:at]) + 1
		}
		break
	}
	return len(text) - len(strings.TrimLeft(text, " \t")) + 1
}

// wordIndex finds name in text where it is a whole key, not part of a
// longer one (title in subtitle = …); a quote before it counts as the key's
// start.
func wordIndex(text, name string) int {
	if name == "" {
		return -1
	}
	for from := 0; from < len(text); {
		i := strings.Index(text[from:], name)
		if i < 0 {
			return -1
		}
		at, end := from+i, from+i+len(name)
		before := at == 0 || !isBareKeyByte(text[at-1])
		after := end == len(text) || !isBareKeyByte(text[end])
		if before && after {
			if at > 0 && (text[at-1] == '"' || text[at-1] == '\'') {
				return at - 1
			}
			return at
		}
		from = at + 1
	}
	return -1
}
