package sdk

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/folio-docs/folio/sdk/pluginpb"
)

// A plugin reports a problem with a file as a diagnostic, never by
// exiting: the core prints it as file:line:column with the source line and
// a caret, and the dev overlay shows it over the last good page.
//
// From Load or PostBuild, return Errorf(file, line, column, …) (or any error
// that has a PluginDiagnostics method); the SDK sends it to the core as a
// structured Diagnostic. Any other error reaches the core as a diagnostic
// with its text and no place. Warnings that do not stop the build go
// through Sender.Warn or Sender.Report.

// DiagnosticCarrier is an error that knows its diagnostics.
type DiagnosticCarrier interface {
	PluginDiagnostics() []*pluginpb.Diagnostic
}

// FileError is an error placed in a file. Line and Column are 1-based,
// 0 when unknown; Column counts characters.
type FileError struct {
	File         string
	Line, Column int
	Message      string
}

// Errorf returns an error at file:line:column; file is relative to the
// site's folder.
func Errorf(file string, line, column int, format string, args ...any) error {
	return &FileError{File: file, Line: line, Column: column, Message: fmt.Sprintf(format, args...)}
}

func (e *FileError) Error() string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(e.File)
		if e.Line > 0 {
			fmt.Fprintf(&b, ":%d", e.Line)
			if e.Column > 0 {
				fmt.Fprintf(&b, ":%d", e.Column)
			}
		}
		b.WriteString(": ")
	}
	b.WriteString(e.Message)
	return b.String()
}

func (e *FileError) PluginDiagnostics() []*pluginpb.Diagnostic {
	return []*pluginpb.Diagnostic{{
		Severity: pluginpb.Diagnostic_ERROR, Message: e.Message,
		File: e.File, Line: int32(e.Line), Column: int32(e.Column),
	}}
}

// Diagnostics returns what err reports, as the core will receive it: the
// structured diagnostics of a DiagnosticCarrier in its chain, else one
// error diagnostic holding err's text. nil gives nil.
func Diagnostics(err error) []*pluginpb.Diagnostic {
	if err == nil {
		return nil
	}
	var c DiagnosticCarrier
	if errors.As(err, &c) {
		if ds := c.PluginDiagnostics(); len(ds) > 0 {
			return ds
		}
	}
	return []*pluginpb.Diagnostic{{Severity: pluginpb.Diagnostic_ERROR, Message: err.Error()}}
}

// Report sends a diagnostic as it is; an ERROR fails the build once Load
// ends, so a plugin may report every broken file before it returns.
func (s Sender) Report(d *pluginpb.Diagnostic) error {
	return s(&pluginpb.LoadItem{Item: &pluginpb.LoadItem_Diagnostic{Diagnostic: d}})
}

// sendLoadError turns the error a Load returned into diagnostics on the
// stream, so the core learns where the problem is and the plugin process
// keeps serving. A cancelled call stays an error: there is nobody to tell.
func sendLoadError(ctx context.Context, err error, send Sender) error {
	if err == nil || ctx.Err() != nil {
		return err
	}
	for _, d := range Diagnostics(err) {
		if sendErr := send.Report(d); sendErr != nil {
			return sendErr
		}
	}
	return nil
}
