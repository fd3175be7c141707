package build

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/folio-docs/folio/sdk"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// badJSONPlugin is a plugin of the test binary (TestMain) that sends
// shared and global data that is not JSON, as a buggy plugin might.
const badJSONPlugin = "test-bad-json"

type badJSON struct{}

func (badJSON) Describe(context.Context) (*pluginpb.DescribeResponse, error) {
	return &pluginpb.DescribeResponse{Name: badJSONPlugin, Version: "1"}, nil
}

func (badJSON) Load(_ context.Context, _ *pluginpb.LoadRequest, send sdk.Sender) error {
	if err := send.Route(&pluginpb.Route{Path: "/broken", Component: "MarkdownPage", DataJson: []byte(`{"title": "unterminated`)}); err != nil {
		return err
	}
	if err := send(&pluginpb.LoadItem{Item: &pluginpb.LoadItem_Shared{Shared: &pluginpb.SharedData{Key: "menu", DataJson: []byte(`{"items": [`)}}}); err != nil {
		return err
	}
	return send(&pluginpb.LoadItem{Item: &pluginpb.LoadItem_Global{Global: &pluginpb.GlobalData{Key: "versions", DataJson: []byte(`not json`)}}})
}

func (badJSON) PostBuild(context.Context, *pluginpb.PostBuildRequest) (*pluginpb.PostBuildResponse, error) {
	return &pluginpb.PostBuildResponse{}, nil
}

// Shared and global data reach the browser as the plugin sent them, and
// an external plugin's route data is checked where it arrives: data that
// is not JSON fails the build, naming the plugin, the key or route and
// the JSON error, and the last good output stays.
func TestPluginDataThatIsNotJSONFailsTheBuild(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	s := newTestSite(t, smallSite)
	s.mustBuild()
	s.write("site.toml", s.read("site.toml")+"\n[[plugins]]\nname = \""+badJSONPlugin+"\"\ncommand = [\""+exe+"\", \"plugin\", \""+badJSONPlugin+"\"]\n")
	_, err = s.build()
	if err == nil {
		t.Fatal("a plugin's broken shared and global data built")
	}
	for _, want := range []string{
		`plugin test-bad-json sent route /broken with data_json that is not valid JSON: unexpected end of JSON input (at byte 23 of 23)`,
		`plugin test-bad-json sent shared data "menu" that is not valid JSON: unexpected end of JSON input`,
		`plugin test-bad-json sent global data "versions" that is not valid JSON: invalid character 'o' in literal null (expecting 'u') (at byte 2 of 8)`,
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the error\n%v\ndoes not say %q", err, want)
		}
	}
	s.assertFile("build/about/index.html", "<strong>small</strong>")
}

// wrongPropsPlugin is a plugin of the test binary that sends a route for
// a theme component with data that is not the props it takes.
const wrongPropsPlugin = "test-wrong-props"

type wrongProps struct{}

func (wrongProps) Describe(context.Context) (*pluginpb.DescribeResponse, error) {
	return &pluginpb.DescribeResponse{Name: wrongPropsPlugin, Components: []string{"DocPage"}}, nil
}

func (wrongProps) Load(_ context.Context, _ *pluginpb.LoadRequest, send sdk.Sender) error {
	return send.Route(&pluginpb.Route{Path: "/changelog", Component: "DocPage", DataJson: []byte(`{"title": "Changelog"}`)})
}

func (wrongProps) PostBuild(context.Context, *pluginpb.PostBuildRequest) (*pluginpb.PostBuildResponse, error) {
	return &pluginpb.PostBuildResponse{}, nil
}

// A theme component that throws on a plugin's route data (props it does
// not take) is reported with the component and the plugin, not only the
// theme's stack.
func TestAThemeComponentThrowingOnAPluginsDataNamesBoth(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	s := newTestSite(t, smallSite)
	s.write("site.toml", s.read("site.toml")+"\n[[plugins]]\nname = \"changelog\"\ncommand = [\""+exe+"\", \"plugin\", \""+wrongPropsPlugin+"\"]\n")
	_, err = s.build()
	want := `rendering /changelog: TypeError: Cannot read properties of undefined`
	also := `(in the theme component DocPage, on the data plugin "changelog" sent for this route)`
	if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), also) {
		t.Fatalf("the build's error\n%v\nsays neither %q nor %q", err, want, also)
	}
}

// The plugins' global data file holds what encoding/json writes for every
// plugin's global data in one object (keys in order, values compacted and
// HTML-escaped), and is named by the bytes globalJSON joins without
// encoding them again; what the render workers get decodes to the same.
func TestTheGlobalDataFileIsEncodingJSONsObjectOfThePluginsData(t *testing.T) {
	ps := []*runningPlugin{
		{globals: map[string]json.RawMessage{"versions": json.RawMessage(`{"current": "<b>1.0</b> & co", "list": [1, 2]}`)}},
		{globals: map[string]json.RawMessage{"blog": json.RawMessage(`["a"]`), "a<key>": json.RawMessage(` null `)}},
	}
	got := globalJSON(ps)
	want, err := json.Marshal(merged(ps, func(p *runningPlugin) map[string]json.RawMessage { return p.globals }))
	if err != nil {
		t.Fatal(err)
	}
	var a, b any
	if json.Unmarshal(got, &a) != nil || json.Unmarshal(want, &b) != nil || !reflect.DeepEqual(a, b) {
		t.Fatalf("globalJSON gives %s, which does not decode as %s does", got, want)
	}
	out := t.TempDir()
	url, err := dataWriter{outDir: out, baseURL: "/"}.write("global", got)
	if err != nil {
		t.Fatal(err)
	}
	file, err := os.ReadFile(filepath.Join(out, filepath.FromSlash(strings.TrimPrefix(url, "/"))))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(file, want) {
		t.Errorf("the global data file holds\n%s\nwhere encoding/json writes\n%s", file, want)
	}
	// Data sent as encoding/json writes it (the built-in plugins') is
	// joined into the very bytes encoding/json gives, and so the name.
	ps = []*runningPlugin{{globals: map[string]json.RawMessage{"v": json.RawMessage(`{"a":"\u003cb\u003e","n":[1,2]}`), "b": json.RawMessage(`true`)}}}
	if got, want := string(globalJSON(ps)), `{"b":true,"v":{"a":"\u003cb\u003e","n":[1,2]}}`; got != want {
		t.Errorf("globalJSON gives %s, want %s", got, want)
	}
}
