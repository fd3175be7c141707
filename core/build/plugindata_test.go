package build

import (
	"context"
	"os"
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
