// Package sdk is the folio plugin SDK: the protocol's Go interface, the
// gRPC adapters on both sides of the process boundary, and Serve.
//
// A plugin implements Plugin and calls Serve from its main function. The
// core runs it as a child process and talks gRPC through
// hashicorp/go-plugin; the same interface can also be called in-process,
// which is how unit tests drive plugins.
package sdk

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/folio-docs/folio/sdk/pluginpb"
)

// Plugin is what every folio plugin implements.
type Plugin interface {
	// Describe names the plugin and the theme components its routes need,
	// and what it promises about its inputs (plugin.proto: reusable,
	// program_paths, post_build_without_routes, post_build_without_pages,
	// reads_input_trees).
	Describe(ctx context.Context) (*pluginpb.DescribeResponse, error)
	// Load reads the plugin's sources and sends its routes, shared data,
	// global data, head tags and watch paths through send, in any order.
	// All routes come from this one call: there are no per-page calls.
	// req.InputTrees, for a plugin that described itself ReadsInputTrees,
	// may hold the core's stamps of the folders it watched last time,
	// taken before this call: no need to walk and stat them again.
	Load(ctx context.Context, req *pluginpb.LoadRequest, send Sender) error
	// PostBuild runs after every page is written to req.OutDir. req.Routes
	// is empty for a plugin that described itself PostBuildWithoutRoutes,
	// and its routes have no fingerprints for one that described itself
	// PostBuildWithoutPages.
	PostBuild(ctx context.Context, req *pluginpb.PostBuildRequest) (*pluginpb.PostBuildResponse, error)
}

// Sender receives the items of a Load stream.
type Sender func(*pluginpb.LoadItem) error

// Route sends one route.
func (s Sender) Route(r *pluginpb.Route) error {
	return s(&pluginpb.LoadItem{Item: &pluginpb.LoadItem_Route{Route: r}})
}

// DigestedRoute gives r its digest (SetDigest) and sends it, without its
// body when the core holds that already (OmitKnownBody). A plugin whose
// routes carry much content calls it instead of Route: the core then
// re-renders and re-transfers only what changed.
func (s Sender) DigestedRoute(req *pluginpb.LoadRequest, r *pluginpb.Route) error {
	SetDigest(r)
	OmitKnownBody(req, r)
	return s.Route(r)
}

// Shared sends data that many routes read (a sidebar), marshalled to JSON.
func (s Sender) Shared(key string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("shared data %q: %w", key, err)
	}
	return s(&pluginpb.LoadItem{Item: &pluginpb.LoadItem_Shared{Shared: &pluginpb.SharedData{Key: key, DataJson: b}}})
}

// Global sends data every page can read, marshalled to JSON.
func (s Sender) Global(key string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("global data %q: %w", key, err)
	}
	return s(&pluginpb.LoadItem{Item: &pluginpb.LoadItem_Global{Global: &pluginpb.GlobalData{Key: key, DataJson: b}}})
}

// Watch asks dev mode to reload the plugin when path changes.
func (s Sender) Watch(path string) error {
	return s(&pluginpb.LoadItem{Item: &pluginpb.LoadItem_WatchPath{WatchPath: path}})
}

// Missing tells the core that the Load looked for path and did not find
// it (an asset a page links to, an optional file): a reusable plugin is
// started again, and dev mode loads again, once it appears.
func (s Sender) Missing(path string) error {
	return s(&pluginpb.LoadItem{Item: &pluginpb.LoadItem_MissingPath{MissingPath: path}})
}

// RemovedRoute tells the core that the route it holds at path is gone,
// in a Load that may leave unchanged routes out (RemovedRoutes).
func (s Sender) RemovedRoute(path string) error {
	return s(&pluginpb.LoadItem{Item: &pluginpb.LoadItem_RemovedRoute{RemovedRoute: path}})
}

// Warn sends a warning that names a file and line.
func (s Sender) Warn(file string, line int, format string, args ...any) error {
	return s(&pluginpb.LoadItem{Item: &pluginpb.LoadItem_Diagnostic{Diagnostic: &pluginpb.Diagnostic{
		Severity: pluginpb.Diagnostic_WARNING,
		Message:  fmt.Sprintf(format, args...),
		File:     file,
		Line:     int32(line),
	}}})
}

// MustJSON marshals route props; a value that cannot be marshalled is a
// programming error in the plugin, not bad input.
func MustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("sdk.MustJSON: %v", err))
	}
	return b
}
