package pluginhost

import (
	"context"
	"errors"
	"fmt"
	"log"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/go-plugin"

	"github.com/folio-docs/folio/sdk"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// The test binary doubles as the plugin: when FOLIO_TEST_PLUGIN is set it
// serves a fake plugin that misbehaves in the named way. This is how the
// folio binary runs its own built-ins, minus the CLI.
func TestMain(m *testing.M) {
	if mode := os.Getenv("FOLIO_TEST_PLUGIN"); mode != "" {
		serveFake(mode)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

type fakePlugin struct{ mode string }

func (f fakePlugin) Describe(context.Context) (*pluginpb.DescribeResponse, error) {
	return &pluginpb.DescribeResponse{Name: "fake-" + f.mode, Components: []string{"Page"}}, nil
}

func (f fakePlugin) Load(ctx context.Context, req *pluginpb.LoadRequest, send sdk.Sender) error {
	switch f.mode {
	case "crash":
		// log writes to the process's real stderr, as log.Fatal in a
		// plugin would, and exits with a status of our choosing.
		log.Print("fake: reading content/broken.md")
		os.Exit(3)
	case "panic":
		panic("fake: index out of range while reading sidebars")
	case "hang":
		select {}
	case "fail":
		return errors.New("content/intro.md:4:1: front matter: mapping values are not allowed here")
	}
	for i := range 3 {
		if err := send.Route(&pluginpb.Route{Path: fmt.Sprintf("/p%d", i), Component: "Page"}); err != nil {
			return err
		}
	}
	return send.Shared("sidebar", map[string]any{"items": []string{"a"}})
}

func (fakePlugin) PostBuild(context.Context, *pluginpb.PostBuildRequest) (*pluginpb.PostBuildResponse, error) {
	return &pluginpb.PostBuildResponse{Files: []string{"x.txt"}}, nil
}

func serveFake(mode string) {
	if mode == "badversion" {
		// A plugin built against a future protocol version.
		plugin.Serve(&plugin.ServeConfig{
			HandshakeConfig:  sdk.Handshake,
			VersionedPlugins: map[int]plugin.PluginSet{sdk.ProtocolVersion + 1: {sdk.PluginName: &sdk.GRPCPlugin{Impl: fakePlugin{mode}}}},
			GRPCServer:       plugin.DefaultGRPCServer,
		})
		return
	}
	sdk.Serve(fakePlugin{mode})
}

func startFake(t *testing.T, mode string, opts Options) (*Process, error) {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("FOLIO_TEST_PLUGIN", mode)
	opts.Executable = exe
	p, err := Start(Spec{Name: "fake", Command: []string{exe}}, opts)
	if p != nil {
		t.Cleanup(p.Kill)
	}
	return p, err
}

func TestLoadStreamsRoutes(t *testing.T) {
	p, err := startFake(t, "ok", Options{})
	if err != nil {
		t.Fatal(err)
	}
	if p.PID <= 0 || p.PID == os.Getpid() {
		t.Fatalf("plugin should run in its own process, got pid %d", p.PID)
	}
	desc, err := p.Describe(context.Background())
	if err != nil || desc.Name != "fake-ok" {
		t.Fatalf("Describe = %v, %v", desc, err)
	}
	var paths []string
	var shared []string
	err = p.Load(context.Background(), &pluginpb.LoadRequest{}, func(it *pluginpb.LoadItem) error {
		switch x := it.Item.(type) {
		case *pluginpb.LoadItem_Route:
			paths = append(paths, x.Route.Path)
		case *pluginpb.LoadItem_Shared:
			shared = append(shared, x.Shared.Key+"="+string(x.Shared.DataJson))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(paths, ","); got != "/p0,/p1,/p2" {
		t.Errorf("routes = %s", got)
	}
	if got := strings.Join(shared, ","); got != `sidebar={"items":["a"]}` {
		t.Errorf("shared = %s", got)
	}
}

func loadErr(t *testing.T, mode string, opts Options) *Error {
	t.Helper()
	p, err := startFake(t, mode, opts)
	if err != nil {
		t.Fatalf("start: %v", err)
	}
	err = p.Load(context.Background(), &pluginpb.LoadRequest{}, func(*pluginpb.LoadItem) error { return nil })
	var perr *Error
	if !errors.As(err, &perr) {
		t.Fatalf("Load error = %v (%T), want *pluginhost.Error", err, err)
	}
	if perr.Plugin != "fake" || perr.Op != "load" {
		t.Errorf("error names plugin %q op %q", perr.Plugin, perr.Op)
	}
	return perr
}

func TestCrashReportsExitStatusAndStderr(t *testing.T) {
	e := loadErr(t, "crash", Options{})
	if e.ExitStatus != "exit status 3" {
		t.Errorf("exit status = %q", e.ExitStatus)
	}
	if !strings.Contains(e.StderrTail, "fake: reading content/broken.md") {
		t.Errorf("stderr tail = %q", e.StderrTail)
	}
	msg := e.Error()
	for _, want := range []string{`plugin "fake"`, "exit status 3", "content/broken.md"} {
		if !strings.Contains(msg, want) {
			t.Errorf("message %q lacks %q", msg, want)
		}
	}
}

func TestPanicReportsStackTail(t *testing.T) {
	e := loadErr(t, "panic", Options{})
	if e.ExitStatus != "exit status 2" {
		t.Errorf("exit status = %q", e.ExitStatus)
	}
	if !strings.Contains(e.Error(), "index out of range while reading sidebars") {
		t.Errorf("message lacks the panic value: %s", e.Error())
	}
}

func TestHangIsStoppedAfterTimeout(t *testing.T) {
	start := time.Now()
	e := loadErr(t, "hang", Options{CallTimeout: 300 * time.Millisecond})
	if !strings.Contains(e.Error(), "no answer within 300ms") {
		t.Errorf("message = %s", e.Error())
	}
	if time.Since(start) > 10*time.Second {
		t.Errorf("a hung plugin held the build for %s", time.Since(start))
	}
}

func TestPluginErrorKeepsItsMessage(t *testing.T) {
	e := loadErr(t, "fail", Options{})
	if got := e.Err.Error(); got != "content/intro.md:4:1: front matter: mapping values are not allowed here" {
		t.Errorf("error = %q", got)
	}
	if e.ExitStatus != "" {
		t.Errorf("a plugin that returned an error is still running; exit status = %q", e.ExitStatus)
	}
}

func TestWrongProtocolVersionIsRefused(t *testing.T) {
	_, err := startFake(t, "badversion", Options{})
	var perr *Error
	if !errors.As(err, &perr) || perr.Op != "start" {
		t.Fatalf("Start error = %v, want a start *Error", err)
	}
	if !strings.Contains(err.Error(), "version") {
		t.Errorf("message does not mention the version: %s", err)
	}
}

func TestMissingCommand(t *testing.T) {
	_, err := Start(Spec{Name: "ghost", Command: []string{"/nonexistent/folio-plugin-ghost"}}, Options{})
	if err == nil || !strings.Contains(err.Error(), `plugin "ghost"`) {
		t.Fatalf("err = %v", err)
	}
}
