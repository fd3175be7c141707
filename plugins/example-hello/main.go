// Command example-hello is an example external folio plugin: a separate
// binary the core starts from the `command` in site.toml, speaking the
// same protocol as the built-ins. core/build's tests build and load it.
//
//	[[plugins]]
//	name = "hello"
//	command = ["./bin/example-hello"]
//	[plugins.options]
//	greeting = "Hello, plugin"
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"html"

	"github.com/folio-docs/folio/sdk"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

type options struct {
	Greeting string `json:"greeting"`
}

type hello struct{}

func (hello) Describe(context.Context) (*pluginpb.DescribeResponse, error) {
	return &pluginpb.DescribeResponse{Name: "hello", Version: "1.0.0", Components: []string{"MarkdownPage"}}, nil
}

func (hello) Load(ctx context.Context, req *pluginpb.LoadRequest, send sdk.Sender) error {
	opts := options{Greeting: "Hello"}
	if len(req.OptionsJson) > 0 {
		if err := json.Unmarshal(req.OptionsJson, &opts); err != nil {
			return fmt.Errorf("options: %w", err)
		}
	}
	return send.Route(&pluginpb.Route{
		Path:        "/hello",
		Component:   "MarkdownPage",
		DataJson:    sdk.MustJSON(map[string]string{"title": opts.Greeting}),
		ContentHtml: "<h1>" + html.EscapeString(opts.Greeting) + "</h1>",
		Meta:        &pluginpb.RouteMeta{Title: opts.Greeting},
	})
}

func (hello) PostBuild(context.Context, *pluginpb.PostBuildRequest) (*pluginpb.PostBuildResponse, error) {
	return &pluginpb.PostBuildResponse{}, nil
}

func main() { sdk.Serve(hello{}) }
