package pluginhost

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/go-plugin"
	"google.golang.org/grpc"

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
	case "crash-once":
		// Crashes the first time only: the marker file outlives the process.
		marker := os.Getenv("FOLIO_TEST_MARKER")
		if _, err := os.Stat(marker); err != nil {
			_ = os.WriteFile(marker, nil, 0o644)
			log.Print("fake: crashing on the first load")
			os.Exit(3)
		}
	case "crash":
		// An ordinary progress line first: a crash report leaves it out.
		sdk.Logger().Info("fake: loading 12 files")
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
	case "many":
		// More items than a batch holds, a warning among them, an error
		// at the end: they must arrive as sent, batched or not.
		for i := range 1500 {
			if err := send.Route(&pluginpb.Route{Path: fmt.Sprintf("/p%d", i), Component: "Page"}); err != nil {
				return err
			}
			if i == 700 {
				if err := send.Warn("content/a.md", 3, "halfway"); err != nil {
					return err
				}
			}
		}
		return errors.New("content/last.md:1:1: the last file is broken")
	}
	for i := range 3 {
		if err := send.Route(&pluginpb.Route{Path: fmt.Sprintf("/p%d", i), Component: "Page"}); err != nil {
			return err
		}
	}
	if f.mode == "big" {
		// A sidebar of a very large site: more than gRPC's default 4 MB.
		return send.Shared("sidebar", map[string]any{"items": strings.Repeat("a", 6<<20)})
	}
	return send.Shared("sidebar", map[string]any{"items": []string{"a"}})
}

func (f fakePlugin) PostBuild(_ context.Context, req *pluginpb.PostBuildRequest) (*pluginpb.PostBuildResponse, error) {
	switch f.mode {
	case "hang":
		select {}
	case "big":
		// One file a route: the answer is as large as the request.
		files := make([]string, len(req.Routes))
		for i, r := range req.Routes {
			files[i] = r.File
		}
		return &pluginpb.PostBuildResponse{Files: files}, nil
	}
	return &pluginpb.PostBuildResponse{Files: []string{"x.txt"}}, nil
}

func serveFake(mode string) {
	if mode == "rawfail" {
		// A plugin on an SDK that returned Load's error as a gRPC error
		// (as external plugins built before diagnostics still do).
		plugin.Serve(&plugin.ServeConfig{
			HandshakeConfig:  sdk.Handshake,
			VersionedPlugins: map[int]plugin.PluginSet{sdk.ProtocolVersion: {sdk.PluginName: rawPlugin{}}},
			GRPCServer:       plugin.DefaultGRPCServer,
			Logger:           sdk.Logger(),
		})
		return
	}
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

// rawPlugin serves a Load that logs a progress line and returns an error
// over gRPC; its other calls are those of the "ok" fake.
type rawPlugin struct{ plugin.NetRPCUnsupportedPlugin }

type rawServer struct {
	pluginpb.UnimplementedPluginServer
	calls int
}

func (rawPlugin) GRPCServer(_ *plugin.GRPCBroker, s *grpc.Server) error {
	pluginpb.RegisterPluginServer(s, &rawServer{})
	return nil
}

func (rawPlugin) GRPCClient(context.Context, *plugin.GRPCBroker, *grpc.ClientConn) (any, error) {
	return nil, errors.New("plugin side only")
}

func (r *rawServer) Load(*pluginpb.LoadRequest, grpc.ServerStreamingServer[pluginpb.LoadItem]) error {
	r.calls++
	sdk.Logger().Info("fake: reading docs")
	return fmt.Errorf("docs/intro.md:2:8: front matter: did not find expected ',' or ']' (call %d)", r.calls)
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

// superviseFake starts the fake under a Supervisor.
func superviseFake(t *testing.T, mode string, opts Options) *Supervisor {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("FOLIO_TEST_PLUGIN", mode)
	s, err := Supervise(Spec{Name: "fake", Command: []string{exe}}, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Kill)
	return s
}

// loadRoutes runs a Load and returns the routes it sent.
func loadRoutes(p sdk.Plugin) ([]string, error) {
	var paths []string
	err := p.Load(context.Background(), &pluginpb.LoadRequest{}, func(it *pluginpb.LoadItem) error {
		if r, ok := it.Item.(*pluginpb.LoadItem_Route); ok {
			paths = append(paths, r.Route.Path)
		}
		return nil
	})
	return paths, err
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
	if strings.Contains(e.StderrTail, "loading 12 files") {
		t.Errorf("the tail keeps an unrelated progress line: %q", e.StderrTail)
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

// A post-build's work grows with the site (a search index of every page):
// its limit grows with the pages it is given, and a hang is still stopped.
func TestPostBuildLimitGrowsWithThePages(t *testing.T) {
	p, err := startFake(t, "hang", Options{CallTimeout: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	_, err = p.PostBuild(context.Background(), &pluginpb.PostBuildRequest{Routes: make([]*pluginpb.RouteSummary, 20)})
	var perr *Error
	if !errors.As(err, &perr) || perr.Op != "post-build" {
		t.Fatalf("PostBuild error = %v, want the plugin's post-build error", err)
	}
	// 300 ms, and 20 ms for each of the 20 pages.
	if !strings.Contains(perr.Error(), "no answer within 700ms") {
		t.Errorf("message = %s", perr.Error())
	}
}

// A site of 100,000 pages sends a PostBuild request of about 20 MB, and
// one sidebar of that many docs is several megabytes: both cross, though
// gRPC's default limit is 4 MB.
func TestMessagesOfALargeSiteCross(t *testing.T) {
	p, err := startFake(t, "big", Options{})
	if err != nil {
		t.Fatal(err)
	}
	var sidebar int
	err = p.Load(context.Background(), &pluginpb.LoadRequest{}, func(it *pluginpb.LoadItem) error {
		if s, ok := it.Item.(*pluginpb.LoadItem_Shared); ok {
			sidebar = len(s.Shared.DataJson)
		}
		return nil
	})
	if err != nil || sidebar < 6<<20 {
		t.Fatalf("Load: %v, a sidebar of %d bytes; want one of 6 MB", err, sidebar)
	}
	routes := make([]*pluginpb.RouteSummary, 100_000)
	for i := range routes {
		routes[i] = &pluginpb.RouteSummary{Path: fmt.Sprintf("/docs/section-%d/guide-%d", i/50, i), File: fmt.Sprintf("docs/section-%d/guide-%d/index.html", i/50, i), Fingerprint: strings.Repeat("f", 64)}
	}
	res, err := p.PostBuild(context.Background(), &pluginpb.PostBuildRequest{Routes: routes})
	if err != nil {
		t.Fatalf("PostBuild of 100,000 routes: %v", err)
	}
	if len(res.Files) != len(routes) || res.Files[99_999] != routes[99_999].File {
		t.Fatalf("the plugin answered %d files, want one for each of %d routes", len(res.Files), len(routes))
	}
}

// A core that accepts batches gets the items of a Load as the plugin sent
// them, in order, never a batch itself; one that does not gets them one
// by one.
func TestBatchedLoadItemsArriveAsSent(t *testing.T) {
	p, err := startFake(t, "many", Options{})
	if err != nil {
		t.Fatal(err)
	}
	var received [2][]string
	for n, batches := range []bool{false, true} {
		err := p.Load(context.Background(), &pluginpb.LoadRequest{AcceptsBatches: batches}, func(it *pluginpb.LoadItem) error {
			switch x := it.Item.(type) {
			case *pluginpb.LoadItem_Route:
				received[n] = append(received[n], x.Route.Path)
			case *pluginpb.LoadItem_Diagnostic:
				received[n] = append(received[n], fmt.Sprintf("%s:%d %s", x.Diagnostic.File, x.Diagnostic.Line, x.Diagnostic.Message))
			default:
				t.Fatalf("batches %v: the core got a %T", batches, x)
			}
			return nil
		})
		if err != nil {
			t.Fatalf("batches %v: Load = %v", batches, err)
		}
	}
	got := received[1]
	if len(got) != 1502 || got[0] != "/p0" || got[700] != "/p700" || got[701] != "content/a.md:3 halfway" || got[1500] != "/p1499" || !strings.Contains(got[1501], "the last file is broken") {
		t.Fatalf("batched: %d items, [0]=%q [701]=%q [1501]=%q", len(got), got[0], got[701], got[len(got)-1])
	}
	if !slices.Equal(received[0], received[1]) {
		t.Errorf("batched and unbatched Loads differ")
	}
}

func TestAnErrorInContentIsADiagnosticAndThePluginKeepsServing(t *testing.T) {
	p, err := startFake(t, "fail", Options{})
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		var diags []string
		err := p.Load(context.Background(), &pluginpb.LoadRequest{}, func(it *pluginpb.LoadItem) error {
			if d, ok := it.Item.(*pluginpb.LoadItem_Diagnostic); ok {
				diags = append(diags, d.Diagnostic.Message)
			}
			return nil
		})
		if err != nil {
			t.Fatalf("Load = %v, want the problem as a diagnostic", err)
		}
		if len(diags) != 1 || !strings.Contains(diags[0], "mapping values are not allowed here") {
			t.Errorf("diagnostics = %q", diags)
		}
	}
	if p.Exited() {
		t.Errorf("the plugin process ended over a content error")
	}
}

// The dev wedge: a plugin that returned an error was stopped by the host,
// and every later call failed with "the client connection is closing".
func TestAReturnedErrorLeavesThePluginRunningWithoutItsLog(t *testing.T) {
	p, err := startFake(t, "rawfail", Options{})
	if err != nil {
		t.Fatal(err)
	}
	for call := 1; call <= 2; call++ {
		_, err := loadRoutes(p)
		var perr *Error
		if !errors.As(err, &perr) {
			t.Fatalf("call %d: Load error = %v (%T), want *pluginhost.Error", call, err, err)
		}
		exe, _ := os.Executable()
		want := fmt.Sprintf(`plugin "fake" (%s): load: docs/intro.md:2:8: front matter: did not find expected ',' or ']' (call %d) (gRPC status UNKNOWN)`, exe, call)
		if perr.Error() != want {
			t.Errorf("call %d: message\n%s\nwant\n%s", call, perr.Error(), want)
		}
		if perr.ExitStatus != "" || perr.StderrTail != "" {
			t.Errorf("call %d: exit status %q, stderr tail %q: the plugin still runs and its log is unrelated", call, perr.ExitStatus, perr.StderrTail)
		}
	}
}

func TestSupervisorRestartsAPluginThatCrashed(t *testing.T) {
	t.Setenv("FOLIO_TEST_MARKER", filepath.Join(t.TempDir(), "crashed"))
	s := superviseFake(t, "crash-once", Options{})
	first := s.PID()
	_, err := loadRoutes(s)
	var perr *Error
	if !errors.As(err, &perr) || perr.ExitStatus != "exit status 3" || !strings.Contains(perr.StderrTail, "crashing on the first load") {
		t.Fatalf("first Load = %v, want the crash with its exit status and stderr", err)
	}
	paths, err := loadRoutes(s)
	if err != nil || strings.Join(paths, ",") != "/p0,/p1,/p2" {
		t.Fatalf("second Load = %q, %v; want the routes from a new process", paths, err)
	}
	if s.PID() == first || s.Restarts() != 1 {
		t.Errorf("pid %d → %d, %d restarts; want a new process, one restart", first, s.PID(), s.Restarts())
	}
}

func TestSupervisorReplacesAPluginKilledFromOutside(t *testing.T) {
	exits := make(chan *Error, 1)
	s := superviseFake(t, "ok", Options{OnExit: func(e *Error) { exits <- e }})
	first := s.PID()
	if victim, err := os.FindProcess(first); err != nil || victim.Kill() != nil {
		t.Fatalf("cannot kill pid %d: %v", first, err)
	}
	select {
	case e := <-exits:
		if e.Plugin != "fake" || e.ExitStatus != "signal: killed" {
			t.Errorf("exit report = %+v", e)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the plugin's death was not reported")
	}
	paths, err := loadRoutes(s)
	if err != nil || len(paths) != 3 {
		t.Fatalf("Load after the kill = %q, %v", paths, err)
	}
	if s.PID() == first {
		t.Errorf("still pid %d", first)
	}
}

func TestKillIsNotReportedAsAnExit(t *testing.T) {
	exits := make(chan *Error, 1)
	p, err := startFake(t, "ok", Options{OnExit: func(e *Error) { exits <- e }})
	if err != nil {
		t.Fatal(err)
	}
	p.Kill()
	if !p.Exited() {
		t.Fatal("Kill returned before the process ended")
	}
	select {
	case e := <-exits:
		t.Errorf("a plugin we stopped was reported: %v", e)
	default:
	}
}

// Where there is no parent-death signal, a plugin ends when the core's
// end of its stdin closes, as it does when the core dies.
func TestPluginExitsWhenTheCoresPipeCloses(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe)
	cmd.Env = append(os.Environ(), "FOLIO_TEST_PLUGIN=ok", sdk.Handshake.MagicCookieKey+"="+sdk.Handshake.MagicCookieValue,
		"PLUGIN_PROTOCOL_VERSIONS=1", sdk.ParentPipeEnv+"=stdin")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	// The handshake line says the plugin is serving.
	if line, err := bufio.NewReader(stdout).ReadString('\n'); err != nil || !strings.Contains(line, "grpc") {
		t.Fatalf("handshake = %q, %v", line, err)
	}
	stdin.Close()
	ended := make(chan error, 1)
	go func() { ended <- cmd.Wait() }()
	select {
	case <-ended:
	case <-time.After(10 * time.Second):
		t.Fatal("the plugin still runs after its core's pipe closed")
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
