package build

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/folio-docs/folio/sdk"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// treesPlugin is a plugin of the test binary (TestMain): reusable, it
// watches the site's notes folder and sends one page, /trees, that says
// what its Load was handed in input_trees. Run as treesPlugin it asks for
// them (Describe.reads_input_trees); as treesPlugin+"-not", it does not.
const treesPlugin = "test-input-trees"

type treesReader struct{ asks bool }

func (p treesReader) Describe(context.Context) (*pluginpb.DescribeResponse, error) {
	// Its program is the test binary, whatever the arguments it is run with.
	exe, err := os.Executable()
	if err != nil {
		return nil, err
	}
	return &pluginpb.DescribeResponse{Name: treesPlugin, Version: "1", Components: []string{"MarkdownPage"}, Reusable: true, PostBuildWithoutRoutes: true,
		ReadsInputTrees: p.asks, ProgramPaths: []string{exe}}, nil
}

func (treesReader) Load(_ context.Context, req *pluginpb.LoadRequest, send sdk.Sender) error {
	if err := send.Watch("notes"); err != nil {
		return err
	}
	var said []string
	for _, tree := range req.InputTrees {
		rel, _ := filepath.Rel(req.SiteDir, tree.Path)
		var files []string
		for _, f := range tree.Files {
			files = append(files, fmt.Sprintf("%s:%d", f.Path, f.Size))
		}
		slices.Sort(files)
		said = append(said, fmt.Sprintf("tree %s: %s", filepath.ToSlash(rel), strings.Join(files, " ")))
	}
	if len(said) == 0 {
		said = []string{"no trees"}
	}
	return send.Route(&pluginpb.Route{Path: "/trees", Component: "MarkdownPage", DataJson: []byte(`{"title":"Trees"}`),
		ContentHtml: "<p>" + strings.Join(said, "; ") + "</p>"})
}

func (treesReader) PostBuild(context.Context, *pluginpb.PostBuildRequest) (*pluginpb.PostBuildResponse, error) {
	return &pluginpb.PostBuildResponse{}, nil
}

// serveTestPlugin serves the test binary's own plugins; false for any
// other name.
func serveTestPlugin(name string) bool {
	switch name {
	case badJSONPlugin:
		sdk.Serve(badJSON{})
	case wrongPropsPlugin:
		sdk.Serve(wrongProps{})
	case treesPlugin:
		sdk.Serve(treesReader{asks: true})
	case treesPlugin + "-not":
		sdk.Serve(treesReader{})
	default:
		return false
	}
	return true
}

// A plugin that asks for input_trees is handed, when its Load runs
// because a file it watched changed, the core's stamps of the folders its
// last Load watched, taken this build (the edited file's new size); on a
// first build it is handed none, and a plugin that does not ask never is.
// The record of its inputs taken with those stamps is the one the next
// build checks: with nothing changed, no plugin starts.
func TestAPluginThatAsksIsHandedTheStampsOfItsFolders(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for _, asks := range []bool{true, false} {
		s := newTestSite(t, reuseSite+"-- notes/a.md --\nabc\n-- notes/sub/b.md --\nb\n")
		command := treesPlugin
		if !asks {
			command += "-not"
		}
		s.write("site.toml", s.read("site.toml")+"\n[[plugins]]\nname = \""+treesPlugin+"\"\ncommand = [\""+exe+"\", \"plugin\", \""+command+"\"]\n")
		backdate(t, s.dir)
		s.mustBuild()
		s.assertFile("build/trees/index.html", "no trees")

		s.write("notes/a.md", "abcdefgh\n")
		backdate(t, s.dir)
		if _, started := reusedPlugins(s.mustBuild()); !slices.Contains(started, treesPlugin) {
			t.Fatalf("asks %v: a build after its file changed started %v, not %s", asks, started, treesPlugin)
		}
		if asks {
			s.assertFile("build/trees/index.html", "tree notes: a.md:9 sub/b.md:2")
		} else {
			s.assertFile("build/trees/index.html", "no trees")
		}
		if _, started := reusedPlugins(s.mustBuild()); len(started) > 0 {
			t.Errorf("asks %v: a build with nothing changed started %v", asks, started)
		}
	}
}
