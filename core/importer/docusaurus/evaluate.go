package docusaurus

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

// The scripts Node runs around the bundled config: the prelude defines the
// stubs of imported packages; the epilogue awaits the export (a config may
// be an async function) and prints it as JSON, with functions, regular
// expressions and stubbed modules marked so that the mapping can say what
// they were (see marker).
var (
	//go:embed evaluate_prelude.js
	evalPrelude string
	//go:embed evaluate.js
	evalMain string
)

// A marker is how evaluate.js writes a value JSON cannot hold.
type marker struct {
	Function string `json:"__function"` // a function's name, "" for an anonymous one
	Module   string `json:"__module"`   // a stubbed package (remark-math, prism-react-renderer/themes/github)
	Path     string `json:"__path"`     // the path inside a stubbed module's value (themes.github)
	RegExp   string `json:"__regexp"`
}

// EvalError is a config file that did not evaluate: its own exception, or
// a syntax error esbuild found, with the file and what went wrong.
type EvalError struct {
	File string
	Line int // 0 when unknown
	Col  int
	Msg  string
}

func (e *EvalError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
	}
	return fmt.Sprintf("%s: %s", e.File, e.Msg)
}

// ErrNoNode is returned when Node.js is not on PATH.
var ErrNoNode = errors.New("Node.js is needed to read docusaurus.config and sidebars (they are JavaScript); install Node.js 20 or later and run this again")

// evaluate runs a Docusaurus config or sidebars file and returns what it
// exports, decoded from JSON with numbers kept exact.
//
// The file is bundled first by esbuild, which reads TypeScript and ES
// modules alike. Packages it imports are not loaded: a site being moved
// may have no node_modules, and what a config takes from @docusaurus/*,
// prism-react-renderer or a remark plugin only needs a name here. Each
// bare import is replaced by a stub that remembers its name (evaluate.js),
// except Node's own modules. Relative imports (a local plugin, a helper
// file) are bundled and run.
func evaluate(node, file string) (any, []string, error) {
	v, _, missing, err := evaluateRaw(node, file)
	return v, missing, err
}

// evaluateRaw is evaluate, also returning the JSON as Node wrote it, with
// its objects' keys in the order the file gives them.
func evaluateRaw(node, file string) (value any, raw []byte, missing []string, err error) {
	siteDir := filepath.Dir(file)
	code, missing, err := bundleConfig(file)
	if err != nil {
		return nil, nil, nil, err
	}
	if node == "" {
		node = "node"
	}
	if _, err := exec.LookPath(node); err != nil {
		return nil, nil, nil, ErrNoNode
	}
	// The bundle runs from a temporary file (so that Node applies its source
	// map to a stack trace), in the site's folder, requiring from the
	// config's folder (evaluate_prelude.js).
	tmp, err := os.CreateTemp("", "folio-import-*.cjs")
	if err != nil {
		return nil, nil, nil, err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.WriteString(code); err != nil {
		tmp.Close()
		return nil, nil, nil, err
	}
	if err := tmp.Close(); err != nil {
		return nil, nil, nil, err
	}
	abs, _ := filepath.Abs(file)
	cmd := exec.Command(node, "--enable-source-maps", tmp.Name())
	cmd.Dir = siteDir
	cmd.Env = append(os.Environ(), "FOLIO_IMPORT_FILE="+abs)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return nil, nil, nil, evalFailure(file, abs, stderr.String(), err)
	}
	dec := json.NewDecoder(bytes.NewReader(stdout.Bytes()))
	dec.UseNumber()
	var out any
	if err := dec.Decode(&out); err != nil {
		return nil, nil, nil, &EvalError{File: file, Msg: "it did not export a value folio can read: " + err.Error()}
	}
	return out, stdout.Bytes(), missing, nil
}

// evalFailure turns what Node printed for a config that threw into an
// EvalError at the config's line when its stack trace passes through it.
func evalFailure(file, abs, stderr string, runErr error) *EvalError {
	e := &EvalError{File: file}
	i := strings.Index(stderr, "FOLIO_EVAL_ERROR ")
	if i < 0 {
		msg := strings.TrimSpace(stderr)
		if msg == "" {
			msg = runErr.Error()
		}
		e.Msg = "evaluating it failed: " + msg
		return e
	}
	var report struct{ Message, Stack string }
	line, _, _ := strings.Cut(stderr[i+len("FOLIO_EVAL_ERROR "):], "\n")
	if json.Unmarshal([]byte(line), &report) != nil {
		report.Message = line
	}
	e.Msg = "evaluating it failed: " + report.Message
	// "at f (/site/docusaurus.config.js:3:9)" or "at /site/docusaurus.config.js:3:9"
	if m := regexp.MustCompile(regexp.QuoteMeta(filepath.Base(abs)) + `:(\d+):(\d+)`).FindStringSubmatch(report.Stack); m != nil {
		e.Line, _ = strconv.Atoi(m[1])
		e.Col, _ = strconv.Atoi(m[2])
	}
	return e
}

// stubNamespace holds the modules bundleConfig replaces by stubs.
const stubNamespace = "folio-stub"

// bundleConfig makes one CommonJS script of file and the local files it
// imports.
func bundleConfig(file string) (code string, missing []string, err error) {
	abs, err := filepath.Abs(file)
	if err != nil {
		return "", nil, err
	}
	dirJSON, _ := json.Marshal(filepath.Dir(abs))
	fileJSON, _ := json.Marshal(abs)
	urlJSON, _ := json.Marshal("file://" + filepath.ToSlash(abs))
	res := api.Build(api.BuildOptions{
		EntryPoints: []string{abs},
		Bundle:      true,
		Write:       false,
		Platform:    api.PlatformNode,
		Format:      api.FormatCommonJS,
		Target:      api.ES2022,
		LogLevel:    api.LogLevelSilent,
		// A config written as JSX is rare but legal in Docusaurus.
		Loader: map[string]api.Loader{".js": api.LoaderJSX},
		Define: map[string]string{
			"__dirname":       string(dirJSON),
			"__filename":      string(fileJSON),
			"import.meta.url": string(urlJSON),
		},
		Plugins: []api.Plugin{stubPackages(&missing)},
		// The config runs as a function evaluate.js calls (see evaluateRaw);
		// the inline source map puts its errors at their place in the file.
		Banner:    map[string]string{"js": evalPrelude + "\nfunction folioConfig(require) {"},
		Footer:    map[string]string{"js": "}\n" + evalMain},
		Sourcemap: api.SourceMapInline,
	})
	if len(res.Errors) > 0 {
		m := res.Errors[0]
		e := &EvalError{File: file, Msg: m.Text}
		if m.Location != nil {
			e.File, e.Line, e.Col = m.Location.File, m.Location.Line, m.Location.Column+1
		}
		return "", nil, e
	}
	return string(res.OutputFiles[0].Contents), missing, nil
}

// stubPackages replaces every bare import but Node's built-ins by a stub
// module naming it (evaluate_prelude.js's folioStub). A relative import
// that names no file is a stub as well, noted in *missing: Node requires
// lazily, so a config may require a file that exists only where the site
// usually lives (a monorepo's scripts) under a branch never taken here.
func stubPackages(missing *[]string) api.Plugin {
	type retry struct{}
	return api.Plugin{
		Name: "folio-import-stubs",
		Setup: func(b api.PluginBuild) {
			b.OnResolve(api.OnResolveOptions{Filter: `.*`}, func(args api.OnResolveArgs) (api.OnResolveResult, error) {
				if args.Namespace == stubNamespace || args.PluginData != nil || args.Kind == api.ResolveEntryPoint {
					return api.OnResolveResult{}, nil
				}
				relative := strings.HasPrefix(args.Path, "./") || strings.HasPrefix(args.Path, "../") || filepath.IsAbs(args.Path)
				if !relative {
					if isNodeBuiltin(args.Path) {
						return api.OnResolveResult{}, nil
					}
					return api.OnResolveResult{Path: args.Path, Namespace: stubNamespace}, nil
				}
				res := b.Resolve(args.Path, api.ResolveOptions{Importer: args.Importer, ResolveDir: args.ResolveDir, Kind: args.Kind, PluginData: retry{}})
				if len(res.Errors) == 0 {
					return api.OnResolveResult{Path: res.Path, Namespace: res.Namespace, External: res.External}, nil
				}
				*missing = append(*missing, args.Path)
				return api.OnResolveResult{Path: args.Path, Namespace: stubNamespace}, nil
			})
			b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: stubNamespace}, func(args api.OnLoadArgs) (api.OnLoadResult, error) {
				name, _ := json.Marshal(args.Path)
				code := "module.exports = globalThis.folioStub(" + string(name) + ");"
				return api.OnLoadResult{Contents: &code, Loader: api.LoaderJS}, nil
			})
		},
	}
}

func isNodeBuiltin(p string) bool {
	if strings.HasPrefix(p, "node:") {
		return true
	}
	name, _, _ := strings.Cut(p, "/")
	switch name {
	case "assert", "buffer", "child_process", "crypto", "events", "fs", "http", "https", "module", "os", "path", "process", "querystring", "readline", "stream", "string_decoder", "timers", "url", "util", "vm", "zlib":
		return true
	}
	return false
}
