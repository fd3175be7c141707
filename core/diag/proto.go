package diag

import "github.com/folio-docs/folio/sdk/pluginpb"

// FromProto turns a diagnostic a plugin sent into the core's own, labelled
// with the plugin's name.
func FromProto(d *pluginpb.Diagnostic, plugin string) *Diagnostic {
	sev := Warning
	if d.GetSeverity() == pluginpb.Diagnostic_ERROR {
		sev = Error
	}
	return &Diagnostic{
		File: d.GetFile(), Line: int(d.GetLine()), Column: int(d.GetColumn()),
		EndLine: int(d.GetEndLine()), EndColumn: int(d.GetEndColumn()),
		Severity: sev, Message: d.GetMessage(), Source: plugin,
		Excerpt: d.GetExcerpt(), Detail: d.GetDetail(),
	}
}

// Proto is d as the plugin protocol carries it. Source is not sent: the
// core knows which plugin it talks to.
func (d *Diagnostic) Proto() *pluginpb.Diagnostic {
	sev := pluginpb.Diagnostic_WARNING
	if d.Severity == Error {
		sev = pluginpb.Diagnostic_ERROR
	}
	return &pluginpb.Diagnostic{
		Severity: sev, Message: d.Message, File: d.File,
		Line: int32(d.Line), Column: int32(d.Column),
		EndLine: int32(d.EndLine), EndColumn: int32(d.EndColumn),
		Excerpt: d.Excerpt, Detail: d.Detail,
	}
}

// PluginDiagnostics lets a built-in plugin return a Diagnostic as its
// error: the SDK sends it to the core with every field (sdk.Diagnostics).
func (d *Diagnostic) PluginDiagnostics() []*pluginpb.Diagnostic {
	return []*pluginpb.Diagnostic{d.Proto()}
}

// PluginDiagnostics does the same for a List.
func (l List) PluginDiagnostics() []*pluginpb.Diagnostic {
	out := make([]*pluginpb.Diagnostic, len(l))
	for i, d := range l {
		out[i] = d.Proto()
	}
	return out
}
