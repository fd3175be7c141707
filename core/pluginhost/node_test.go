package pluginhost

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hashicorp/go-hclog"

	"github.com/folio-docs/folio/sdk/pluginpb"
)

// These tests run plugins written in Node.js against the protocol alone
// (testdata/node/plugin.cjs, on @grpc/grpc-js from the repository's
// node_modules): what folio reports of what real plugins do.

// nodePlugin starts testdata/node/plugin.cjs in the given mode. marker is
// the file where the plugin writes how it ended.
func nodePlugin(t *testing.T, mode string, opts Options) (p *Process, marker string, err error) {
	t.Helper()
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("node is not installed")
	}
	script, err := filepath.Abs(filepath.Join("testdata", "node", "plugin.cjs"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join("..", "..", "node_modules", "@grpc", "grpc-js")); err != nil {
		t.Fatalf("@grpc/grpc-js is not installed: run make install (%v)", err)
	}
	marker = filepath.Join(t.TempDir(), "ended")
	t.Setenv("FOLIO_TEST_NODE_MODE", mode)
	t.Setenv("FOLIO_TEST_MARKER", marker)
	p, err = Start(Spec{Name: "node", Command: []string{"node", script}, Dir: t.TempDir()}, opts)
	if p != nil {
		t.Cleanup(p.Kill)
	}
	return p, marker, err
}

// logged keeps what a plugin's lines became in folio's log, as hclog's
// JSON lines.
type logged struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *logged) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

func (l *logged) logger() hclog.Logger {
	return hclog.New(&hclog.LoggerOptions{Level: hclog.Trace, Output: l, JSONFormat: true})
}

// entries are the log's lines, each as "level message stream".
func (l *logged) entries() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []string
	for _, line := range strings.Split(strings.TrimSpace(l.buf.String()), "\n") {
		var e map[string]any
		if json.Unmarshal([]byte(line), &e) != nil {
			continue
		}
		s := e["@level"].(string) + " " + e["@message"].(string)
		if st, ok := e["stream"].(string); ok {
			s += " [" + st + "]"
		}
		out = append(out, s)
	}
	return out
}

func loadOnce(p *Process, options string) ([]string, error) {
	var paths []string
	err := p.Load(context.Background(), &pluginpb.LoadRequest{OptionsJson: []byte(options)}, func(it *pluginpb.LoadItem) error {
		if r, ok := it.Item.(*pluginpb.LoadItem_Route); ok {
			paths = append(paths, r.Route.Path)
		}
		return nil
	})
	return paths, err
}

// loadError runs a Load that must fail, and returns its error.
func loadError(t *testing.T, p *Process) *Error {
	t.Helper()
	_, err := loadOnce(p, "")
	var perr *Error
	if !errors.As(err, &perr) {
		t.Fatalf("Load error = %v (%T), want a *pluginhost.Error", err, err)
	}
	return perr
}

func contains(list []string, want string) bool {
	for _, s := range list {
		if strings.HasPrefix(s, want) {
			return true
		}
	}
	return false
}

// No line a plugin writes on stderr can crash folio: hclog's JSON lines
// reach the log at their level (a null message, a millisecond timestamp,
// a message that is an object included), anything else is kept as text.
func TestNodePluginOddStderrLines(t *testing.T) {
	var log logged
	p, _, err := nodePlugin(t, "odd-stderr", Options{Logger: log.logger()})
	if err != nil {
		t.Fatal(err)
	}
	paths, err := loadOnce(p, "")
	if err != nil || strings.Join(paths, ",") != "/odd-stderr" {
		t.Fatalf("Load = %q, %v", paths, err)
	}
	p.Kill() // the lines are all read once the process has ended
	got := log.entries()
	for _, want := range []string{
		"warn  ", // "@message": null is an empty message
		"info with a JavaScript timestamp",
		`error {"nested":true}`,
		`info {"@level":42,"@message":"a level that is a number"} [stderr]`,
		`info {"@message":"no level"} [stderr]`,
		`info {"@level":"warn","@message":"half a line [stderr]`,
		"info [1,2 [stderr]",
		"info null [stderr]",
		"info (node:123) Warning: a plain line [stderr]",
		"info xxxxxxxx",
	} {
		if !contains(got, strings.TrimSuffix(want, " ")) {
			t.Errorf("the log lacks %q; it has:\n%s", want, strings.Join(got, "\n"))
		}
	}
	if !strings.Contains(log.buf.String(), `"files":3`) {
		t.Errorf("the fields of a log line are lost: %s", log.buf.String())
	}
}

// What a plugin prints on stdout after its handshake is its output, in
// folio's log (shown with --verbose).
func TestNodePluginStdoutIsItsOutput(t *testing.T) {
	var log logged
	p, _, err := nodePlugin(t, "stdout", Options{Logger: log.logger()})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := loadOnce(p, ""); err != nil {
		t.Fatal(err)
	}
	p.Kill()
	got := log.entries()
	for _, want := range []string{"info hello from console.log [stdout]", `info {"@level":"info","@message":"a log line on stdout"} [stdout]`} {
		if !contains(got, want) {
			t.Errorf("the log lacks %q; it has:\n%s", want, strings.Join(got, "\n"))
		}
	}
}

// A plugin without go-plugin's controller service is stopped by its stdin
// closing, or, when it does not watch stdin, by SIGTERM: never by
// go-plugin's wait of 2 s and a SIGKILL.
func TestNodePluginWithoutControllerIsStoppedAtOnce(t *testing.T) {
	for mode, want := range map[string]string{"stdin-only": "stdin", "no-controller": "SIGTERM"} {
		p, marker, err := nodePlugin(t, mode, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := loadOnce(p, ""); err != nil {
			t.Fatal(err)
		}
		p.Kill()
		if !p.Exited() {
			t.Fatalf("%s: Kill returned before the process ended", mode)
		}
		if p.StoppedBy() != want {
			t.Errorf("%s: stopped by %q, want %q", mode, p.StoppedBy(), want)
		}
		if b, err := os.ReadFile(marker); err != nil || string(b) != want {
			t.Errorf("%s: the plugin says it ended by %q (%v), want %q", mode, b, err, want)
		}
	}
}

// An error a plugin answers with, whatever its gRPC status, is that
// plugin's error: its message and status are reported, and the process
// keeps serving.
func TestNodePluginErrorStatuses(t *testing.T) {
	p, _, err := nodePlugin(t, "status", Options{})
	if err != nil {
		t.Fatal(err)
	}
	pid := p.PID
	for code, name := range map[int]string{2: "UNKNOWN", 3: "INVALID_ARGUMENT", 5: "NOT_FOUND", 9: "FAILED_PRECONDITION", 13: "INTERNAL", 14: "UNAVAILABLE"} {
		options, _ := json.Marshal(map[string]any{"code": code, "message": "data/changelog.json: no such file"})
		_, err := loadOnce(p, string(options))
		var perr *Error
		if !errors.As(err, &perr) {
			t.Fatalf("%s: Load error = %v, want a *pluginhost.Error", name, err)
		}
		want := `plugin "node" (node ` + perr.Command[5:] + `): load: data/changelog.json: no such file (gRPC status ` + name + `)`
		if perr.Error() != want {
			t.Errorf("%s: message\n%s\nwant\n%s", name, perr.Error(), want)
		}
		if perr.ExitStatus != "" || p.Exited() || !p.Usable() {
			t.Errorf("%s: the process was treated as gone (exit %q, usable %v)", name, perr.ExitStatus, p.Usable())
		}
	}
	if p.PID != pid {
		t.Errorf("pid %d → %d", pid, p.PID)
	}
}

func TestNodePluginHangingInLoad(t *testing.T) {
	p, _, err := nodePlugin(t, "hang", Options{CallTimeout: 500 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	perr := loadError(t, p)
	for _, want := range []string{`plugin "node" (node `, "load: no answer within 500ms (the call limit); the plugin was stopped", "FOLIO_PLUGIN_TIMEOUT=5m"} {
		if !strings.Contains(perr.Error(), want) {
			t.Errorf("message %q lacks %q", perr.Error(), want)
		}
	}
	if !p.Exited() || p.Usable() {
		t.Errorf("a hung plugin is still in use")
	}
}

// A plugin that crashes during a call fails that call, with its exit
// status and last words; it is not reported a second time as a process
// that ended between calls.
func TestNodePluginCrashing(t *testing.T) {
	exits := make(chan *Error, 1)
	p, _, err := nodePlugin(t, "crash", Options{OnExit: func(e *Error) { exits <- e }})
	if err != nil {
		t.Fatal(err)
	}
	perr := loadError(t, p)
	if perr.ExitStatus != "exit status 3" || !strings.Contains(perr.StderrTail, "node plugin: reading content/broken.json") {
		t.Errorf("exit status %q, stderr tail %q", perr.ExitStatus, perr.StderrTail)
	}
	if !strings.Contains(perr.Error(), "load: the plugin process ended during the call (process ended: exit status 3)") {
		t.Errorf("message: %s", perr.Error())
	}
	p.Kill()
	select {
	case e := <-exits:
		t.Errorf("the crash was reported twice, also as: %v", e)
	default:
	}
	if !strings.HasPrefix(perr.Error(), `plugin "node" (node `) || strings.Contains(perr.Error(), "/usr/bin/node") {
		t.Errorf("message does not name the command as written: %s", perr.Error())
	}
}

// The start limit names itself and how to raise it; the command is named
// as written.
func TestNodePluginThatNeverHandshakes(t *testing.T) {
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("node is not installed")
	}
	_, err := Start(Spec{Name: "mute", Command: []string{"node", "-e", "setInterval(() => {}, 1000)"}}, Options{StartTimeout: 500 * time.Millisecond})
	if err == nil {
		t.Fatal("a plugin without a handshake started")
	}
	for _, want := range []string{`plugin "mute" (node -e "setInterval(() => {}, 1000)"): start: no handshake line on its stdout within 500ms (the start limit)`, "FOLIO_PLUGIN_START_TIMEOUT=30s"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("message %q lacks %q", err.Error(), want)
		}
	}
}

// A plugin that ends, or prints something else, before its handshake is
// told so in terms of the handshake line.
func TestNodePluginWithoutAHandshake(t *testing.T) {
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("node is not installed")
	}
	for script, want := range map[string]string{
		`process.stderr.write("cannot read options\n"); process.exit(4)`: `start: the process ended before it printed its handshake line (process ended: exit status 4)`,
		`console.log("listening"); setInterval(() => {}, 1000)`:          `start: the first line of its stdout is "listening", not the handshake line (such as 1|1|unix|/path/to/socket|grpc), which must come first`,
	} {
		_, err := Start(Spec{Name: "early", Command: []string{"node", "-e", script}}, Options{})
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("node -e %s: error %v, want %q", script, err, want)
		}
	}
}
