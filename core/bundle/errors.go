package bundle

import (
	"fmt"
	"path/filepath"
	"regexp"
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
		if text := maintainerNote(n.Text); text != "" {
			notes = append(notes, text)
		}
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
	if filepath.Ext(l.File) == ".ts" && jsxTag.MatchString(l.LineText) {
		// TypeScript's casts (<T>x) make JSX unreadable in .ts files; the
		// parser's own message (an unterminated regular expression…) does
		// not say so.
		d.Detail = strings.TrimSpace(d.Detail + "\nJSX is not allowed in a .ts file; rename it to .tsx.")
	}
	d.Column = diag.ColumnOfByte(l.LineText, l.Column)
	if l.Length > 0 {
		d.EndLine, d.EndColumn = l.Line, diag.ColumnOfByte(l.LineText, l.Column+l.Length)
	}
	return d
}

// esbuild's notes can advise a setting of its Go API ("You can use
// 'Loader: map[string]api.Loader{...}' to do that"), which a site's
// maintainer cannot set. Those are said in terms of the site's files.
var (
	jsxTag       = regexp.MustCompile(`<[A-Za-z][\w.]*[\s/>]`)
	goAPIAdvice  = regexp.MustCompile(`\s*You can use '[^']*' to do that\.`)
	loaderAdvice = regexp.MustCompile(`The esbuild loader for this file is currently set to "(\w+)" but it must be set to "(\w+)"[^.]*\.`)
	// esbuild's answer to an import it cannot resolve is to leave it out
	// of the bundle (its External option), which a site cannot set either.
	externalAdvice = regexp.MustCompile(`You can mark the path "([^"]*)" as external to exclude it from the bundle[^.]*\.(?: You can also [^.]*\.)?`)
)

func maintainerNote(text string) string {
	text = goAPIAdvice.ReplaceAllString(text, "")
	if m := loaderAdvice.FindStringSubmatch(text); m != nil {
		advice := fmt.Sprintf("This file is read as %s, which has no %s syntax", strings.ToUpper(m[1]), strings.ToUpper(m[2]))
		if m[1] == "ts" {
			advice += "; rename it to .tsx to write JSX in it"
		}
		text = strings.Replace(text, m[0], advice+".", 1)
	}
	if m := externalAdvice.FindStringSubmatch(text); m != nil {
		text = strings.Replace(text, m[0], missingPackageAdvice(m[1]), 1)
	}
	if strings.Contains(text, "api.") { // any other Go API advice
		return ""
	}
	return strings.TrimSpace(text)
}

// missingPackageAdvice says what to do about an import that names a package
// Node cannot find from the importing file; a missing file needs no advice
// beyond esbuild's "Could not resolve".
func missingPackageAdvice(path string) string {
	if path == "" || strings.HasPrefix(path, ".") || strings.HasPrefix(path, "/") {
		return ""
	}
	name, _, _ := strings.Cut(path, "/")
	if strings.HasPrefix(path, "@") {
		if scope, rest, ok := strings.Cut(path, "/"); ok {
			pkg, _, _ := strings.Cut(rest, "/")
			name = scope + "/" + pkg
		}
	}
	return fmt.Sprintf("No installed npm package provides %q: add %q to the dependencies in package.json and run npm install.", path, name)
}
