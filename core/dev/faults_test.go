package dev

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/folio-docs/folio/sdk"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// panickyPlugin is an external plugin for the fault tests: its Load
// panics while the site's panic.txt says "panic".
type panickyPlugin struct{}

func (panickyPlugin) Describe(context.Context) (*pluginpb.DescribeResponse, error) {
	return &pluginpb.DescribeResponse{Name: "panicky", Version: "1.0.0"}, nil
}

func (panickyPlugin) Load(ctx context.Context, req *pluginpb.LoadRequest, send sdk.Sender) error {
	file := filepath.Join(req.SiteDir, "panic.txt")
	if err := send.Watch(file); err != nil {
		return err
	}
	if b, _ := os.ReadFile(file); strings.TrimSpace(string(b)) == "panic" {
		panic("the panicky plugin panics on purpose")
	}
	return nil
}

func (panickyPlugin) PostBuild(context.Context, *pluginpb.PostBuildRequest) (*pluginpb.PostBuildResponse, error) {
	return &pluginpb.PostBuildResponse{}, nil
}

// devSession is a running `folio dev` on a site of the test's own.
type devSession struct {
	t      *testing.T
	dir    string
	base   string
	events <-chan string
	log    *syncBuilder
}

func startDev(t *testing.T, files map[string]string) *devSession {
	t.Helper()
	dir := writeSite(t, files)
	ctx, cancel := context.WithCancel(context.Background())
	addr := freeAddr(t)
	ready := make(chan string, 1)
	done := make(chan error, 1)
	d := &devSession{t: t, dir: dir, log: &syncBuilder{}}
	go func() {
		done <- Run(ctx, Options{ConfigFile: filepath.Join(dir, "site.toml"), Addr: addr, Log: d.log, Ready: func(u string) { ready <- u }})
	}()
	t.Cleanup(func() { cancel(); <-done })
	select {
	case d.base = <-ready:
	case err := <-done:
		t.Fatalf("dev stopped: %v\n%s", err, d.log)
	case <-time.After(60 * time.Second):
		t.Fatal("dev did not start")
	}
	res, err := http.Get(d.base + EventsPath)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { res.Body.Close() })
	d.events = pump(bufio.NewReader(res.Body))
	if line := <-d.events; !strings.HasPrefix(line, ": connected") {
		t.Fatalf("events stream began with %q", line)
	}
	return d
}

func (d *devSession) write(name, content string) {
	d.t.Helper()
	if err := os.WriteFile(filepath.Join(d.dir, name), []byte(content), 0o644); err != nil {
		d.t.Fatal(err)
	}
}

// next waits for the next reload or build-error event and returns its
// name and data.
func (d *devSession) next() (name, data string) {
	d.t.Helper()
	deadline := time.After(60 * time.Second)
	for {
		select {
		case line, ok := <-d.events:
			if !ok {
				d.t.Fatal("event stream closed")
			}
			if n, ok := strings.CutPrefix(strings.TrimSpace(line), "event: "); ok {
				name = n
				continue
			}
			if v, ok := strings.CutPrefix(strings.TrimSpace(line), "data: "); ok && name != "" {
				return name, v
			}
		case <-deadline:
			d.t.Fatalf("no event within 60s; log:\n%s", d.log)
		}
	}
}

// failed waits for the build to fail and returns its diagnostics.
func (d *devSession) failed() []placedDiagnostic {
	d.t.Helper()
	name, data := d.next()
	if name != "build-error" {
		d.t.Fatalf("got %s, want a build-error; log:\n%s", name, d.log)
	}
	var f struct {
		Message     string             `json:"message"`
		Diagnostics []placedDiagnostic `json:"diagnostics"`
	}
	if err := json.Unmarshal([]byte(data), &f); err != nil {
		d.t.Fatalf("build-error data %q: %v", data, err)
	}
	if len(f.Diagnostics) == 0 {
		d.t.Fatalf("build-error without diagnostics: %s", data)
	}
	return f.Diagnostics
}

func (d *devSession) reloaded() {
	d.t.Helper()
	if name, data := d.next(); name != "reload" {
		d.t.Fatalf("got %s (%s), want a reload; log:\n%s", name, data, d.log)
	}
}

// page fetches a page and checks it holds every want.
func (d *devSession) page(path string, wants ...string) {
	d.t.Helper()
	body := get(d.t, d.base+path)
	for _, w := range wants {
		if !strings.Contains(body, w) {
			d.t.Errorf("%s lacks %q", path, w)
		}
	}
}

type placedDiagnostic struct {
	File    string `json:"file"`
	Line    int    `json:"line"`
	Column  int    `json:"column"`
	Message string `json:"message"`
	Source  string `json:"source"`
	Detail  string `json:"detail"`
}

// placed asserts that one diagnostic names file at line (and a column).
func placed(t *testing.T, ds []placedDiagnostic, file string, line int) placedDiagnostic {
	t.Helper()
	for _, d := range ds {
		if d.File == file && d.Line == line && d.Column > 0 {
			return d
		}
	}
	t.Fatalf("no diagnostic at %s:%d:<col>; got %+v", file, line, ds)
	return placedDiagnostic{}
}

const faultsSite = `title = "Faults"
url = "https://faults.example"
onBrokenLinks = "throw"
onBrokenAnchors = "throw"
onBrokenMarkdownLinks = "throw"

[[plugins]]
name = "pages"

[[plugins]]
name = "docs"

[[plugins]]
name = "panicky"
command = ["%EXE%", "test-plugin", "panicky"]
`

// TestDevSurvivesMistakes makes, in one dev session, each mistake a site
// maintainer makes, one after the other: the error reaches the browser
// with its place, the last good pages stay served, and once the mistake
// is fixed the next edit reaches the page. Every mistake after the first
// is made in a session that has already failed and recovered.
func TestDevSurvivesMistakes(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	intro := func(text string) string { return "---\ntitle: Intro\n---\n\n" + text + "\n" }
	d := startDev(t, map[string]string{
		"site.toml":                    strings.Replace(faultsSite, "%EXE%", exe, 1),
		"panic.txt":                    "calm\n",
		"site/pages/index.tsx":         "export default function Home() { return <p>home</p>; }\n",
		"site/theme/SkipToContent.tsx": "export default function SkipToContent() { return <span>skip one</span>; }\n",
		"site/docs/intro.md":           intro("Intro version 1."),
		"site/docs/other.md":           "# Other\n\n## Part two\n\nOther text.\n",
		"site/docs/widget.mdx":         "# Widget\n\nWidget text.\n",
	})
	d.page("/docs/intro", "Intro version 1.", "skip one")
	version := 1
	// fixThenEdit makes the fix, checks it rebuilt, then makes an
	// ordinary edit and checks that it reaches the page.
	// edit makes an ordinary edit of the intro and returns its text.
	edit := func() string {
		version++
		text := "Intro version " + strconv.Itoa(version) + "."
		d.write("site/docs/intro.md", intro(text))
		return text
	}
	fixThenEdit := func(file, fixed string) {
		t.Helper()
		d.write(file, fixed)
		d.reloaded()
		text := edit()
		d.reloaded()
		d.page("/docs/intro", text)
	}
	goodIntro := func() string { return intro("Intro version " + strconv.Itoa(version) + ".") }
	lastGood := func() {
		t.Helper()
		d.page("/docs/intro", "Intro version "+strconv.Itoa(version)+".")
	}

	t.Run("bad front matter", func(t *testing.T) {
		d.write("site/docs/intro.md", "---\ntitle: [unclosed\n---\n\nBroken.\n")
		placed(t, d.failed(), "site/docs/intro.md", 2)
		lastGood()
		fixThenEdit("site/docs/intro.md", goodIntro())
	})
	t.Run("MDX syntax error", func(t *testing.T) {
		d.write("site/docs/widget.mdx", "# Widget\n\nWidget <b>text.\n")
		placed(t, d.failed(), "site/docs/widget.mdx", 3)
		lastGood()
		d.page("/docs/widget", "Widget text.")
		fixThenEdit("site/docs/widget.mdx", "# Widget\n\nWidget text, fixed.\n")
		d.page("/docs/widget", "Widget text, fixed.")
	})
	t.Run("unknown MDX component", func(t *testing.T) {
		d.write("site/docs/widget.mdx", "# Widget\n\n<NoSuchWidget />\n")
		placed(t, d.failed(), "site/docs/widget.mdx", 3)
		lastGood()
		fixThenEdit("site/docs/widget.mdx", "# Widget\n\nWidget text again.\n")
	})
	t.Run("broken Markdown link", func(t *testing.T) {
		d.write("site/docs/intro.md", intro("See [the gone page](./gone.md)."))
		// The caret goes on the link's destination, after "See [the gone page](".
		if at := placed(t, d.failed(), "site/docs/intro.md", 5); at.Column != 21 {
			t.Errorf("the broken link is placed at column %d, want 21 (its destination)", at.Column)
		}
		lastGood()
		fixThenEdit("site/docs/intro.md", goodIntro())
	})
	t.Run("broken anchor", func(t *testing.T) {
		d.write("site/docs/intro.md", intro("See [a part](./other.md#no-such-part)."))
		placed(t, d.failed(), "site/docs/intro.md", 5)
		lastGood()
		fixThenEdit("site/docs/intro.md", goodIntro())
	})
	t.Run("theme TypeScript error", func(t *testing.T) {
		d.write("site/theme/SkipToContent.tsx", "export default function SkipToContent( {\n  return <span>skip</span>;\n}\n")
		placed(t, d.failed(), "site/theme/SkipToContent.tsx", 2)
		lastGood()
		fixThenEdit("site/theme/SkipToContent.tsx", "export default function SkipToContent() { return <span>skip two</span>; }\n")
		d.page("/docs/intro", "skip two")
	})
	t.Run("site.toml syntax error", func(t *testing.T) {
		good := strings.Replace(faultsSite, "%EXE%", exe, 1)
		d.write("site.toml", strings.Replace(good, `url = "https://faults.example"`, `url = "https://faults.example`, 1))
		placed(t, d.failed(), "site.toml", 2)
		lastGood()
		fixThenEdit("site.toml", good)
	})
	t.Run("a code edit made while the build fails", func(t *testing.T) {
		d.write("site/docs/intro.md", "---\ntitle: [unclosed\n---\n")
		placed(t, d.failed(), "site/docs/intro.md", 2)
		// Still failing: the edit must wait for the fix, not be lost.
		d.write("site/theme/SkipToContent.tsx", "export default function SkipToContent() { return <span>skip three</span>; }\n")
		placed(t, d.failed(), "site/docs/intro.md", 2)
		fixThenEdit("site/docs/intro.md", goodIntro())
		d.page("/docs/intro", "skip three")
	})
	t.Run("plugin killed with SIGKILL", func(t *testing.T) {
		pid := childPlugin(t, "docs")
		if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
			t.Fatal(err)
		}
		lastGood()
		// The next build starts the plugin again; if the build is the
		// one to find it dead, it says which plugin, and the edit after
		// works.
		text := edit()
		if name, data := d.next(); name == "build-error" {
			if !strings.Contains(data, "docs") {
				t.Errorf("the error does not name the killed plugin: %s", data)
			}
			d.write("site/docs/intro.md", intro(text)+"\n")
			d.reloaded()
		} else if name != "reload" {
			t.Fatalf("got %s", name)
		}
		d.page("/docs/intro", text)
		if again := childPlugin(t, "docs"); again == pid {
			t.Errorf("the docs plugin still has pid %d", pid)
		}
	})
	t.Run("plugin panics", func(t *testing.T) {
		d.write("panic.txt", "panic\n")
		ds := d.failed()
		if !strings.Contains(ds[0].Message+ds[0].Detail, "panics on purpose") {
			t.Errorf("the panic's message is not reported: %+v", ds)
		}
		lastGood()
		fixThenEdit("panic.txt", "calm\n")
	})
}

// syncBuilder is a log several goroutines write.
type syncBuilder struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *syncBuilder) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuilder) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// childPlugin finds the process of a built-in plugin this test started:
// the test binary run as `plugin NAME`.
func childPlugin(t *testing.T, name string) int {
	t.Helper()
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		cmd, err := os.ReadFile(filepath.Join("/proc", e.Name(), "cmdline"))
		if err != nil || !strings.HasSuffix(string(cmd), "\x00plugin\x00"+name+"\x00") {
			continue
		}
		stat, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		// stat: pid (comm) state ppid …
		fields := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+1:]))
		if len(fields) > 1 && fields[1] == strconv.Itoa(os.Getpid()) {
			return pid
		}
	}
	t.Fatalf("no %s plugin process under this test", name)
	return 0
}

// TestDevStartsOnASiteThatDoesNotBuild: a maintainer starts folio dev on a
// site with a mistake in it. Dev keeps running and serves a page that shows
// the error with its place; the fix builds the site, a second mistake is
// reported like any other, and the next edit after its fix reaches the page.
func TestDevStartsOnASiteThatDoesNotBuild(t *testing.T) {
	broken := "---\ntitle: [unclosed\n---\n\nBroken.\n"
	intro := func(text string) string { return "---\ntitle: Intro\n---\n\n" + text + "\n" }
	d := startDev(t, map[string]string{
		"site.toml":            "title = \"Late\"\nurl = \"https://late.example\"\n\n[[plugins]]\nname = \"pages\"\n\n[[plugins]]\nname = \"docs\"\n",
		"site/pages/index.tsx": "export default function Home() { return <p>home of the late site</p>; }\n",
		"site/docs/intro.md":   broken,
	})
	// The replayed failure reaches a page that connects after it.
	placed(t, d.failed(), "site/docs/intro.md", 2)
	d.page("/", "The site does not build yet", EventsPath)

	d.write("site/docs/intro.md", intro("Intro, fixed."))
	d.reloaded()
	d.page("/", "home of the late site")
	d.page("/docs/intro", "Intro, fixed.")
	if body := get(t, d.base+"/"); strings.Contains(body, "does not build yet") {
		t.Error("the waiting page is still served after the site built")
	}

	d.write("site/docs/intro.md", "---\ntitle: {unclosed\n---\n\nBroken again.\n")
	placed(t, d.failed(), "site/docs/intro.md", 2)
	d.page("/docs/intro", "Intro, fixed.")
	d.write("site/docs/intro.md", intro("Intro, fixed twice."))
	d.reloaded()
	d.write("site/docs/intro.md", intro("Intro, edited."))
	d.reloaded()
	d.page("/docs/intro", "Intro, edited.")
}
