package bundle

import (
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/evanw/esbuild/pkg/api"
)

// CSS modules (`import styles from './index.module.css'`, then
// `className={styles.hero}`), as Docusaurus sites use them. esbuild's
// local-css loader scopes the class names, but the names it picks depend
// on the whole bundle (and are shortened when minifying), and the server
// bundle must render the same names as the client's. So each module is
// compiled on its own, under a name made from its path: the class names
// are `<file>_<class>_<hash of the path>`, in both bundles. The compiled
// CSS joins the site's stylesheet like any other CSS; the server bundle
// keeps only the names.
const cssModuleNamespace = "folio-css-module"

type cssModules struct {
	rootDir string
	mu      sync.Mutex
	done    map[string]cssModule // by absolute path
}

type cssModule struct {
	source   string
	js, css  string
	problems []api.Message
}

func newCSSModules(rootDir string) *cssModules {
	return &cssModules{rootDir: rootDir, done: map[string]cssModule{}}
}

// setup serves *.module.css files; server says whether the CSS itself is
// dropped (the server bundle).
func (c *cssModules) setup(b api.PluginBuild, server bool) {
	b.OnLoad(api.OnLoadOptions{Filter: `\.module\.css$`, Namespace: "file"}, func(args api.OnLoadArgs) (api.OnLoadResult, error) {
		m, err := c.compile(args.Path)
		if err != nil {
			return api.OnLoadResult{}, err
		}
		if len(m.problems) > 0 {
			return api.OnLoadResult{Errors: m.problems}, nil
		}
		js := fmt.Sprintf("import %q;\n%s", cssModuleNamespace+":"+args.Path, m.js)
		return api.OnLoadResult{Contents: &js, Loader: api.LoaderJS, ResolveDir: filepath.Dir(args.Path)}, nil
	})
	b.OnResolve(api.OnResolveOptions{Filter: "^" + cssModuleNamespace + ":"}, func(args api.OnResolveArgs) (api.OnResolveResult, error) {
		return api.OnResolveResult{Path: strings.TrimPrefix(args.Path, cssModuleNamespace+":"), Namespace: cssModuleNamespace}, nil
	})
	b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: cssModuleNamespace}, func(args api.OnLoadArgs) (api.OnLoadResult, error) {
		m, err := c.compile(args.Path)
		if err != nil {
			return api.OnLoadResult{}, err
		}
		loader := api.LoaderCSS
		if server {
			loader = api.LoaderEmpty
		}
		return api.OnLoadResult{Contents: &m.css, Loader: loader, ResolveDir: filepath.Dir(args.Path)}, nil
	})
}

// compile turns one CSS module into its class-name map (an ES module) and
// its scoped CSS, once per content.
func (c *cssModules) compile(file string) (cssModule, error) {
	src, err := os.ReadFile(file)
	if err != nil {
		return cssModule{}, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if m, ok := c.done[file]; ok && m.source == string(src) {
		return m, nil
	}
	rel, err := filepath.Rel(c.rootDir, file)
	if err != nil {
		rel = file
	}
	h := fnv.New32a()
	h.Write([]byte(filepath.ToSlash(rel)))
	stem := strings.TrimSuffix(filepath.Base(file), ".module.css")
	// esbuild names a local class <file stem>_<class>: the stem carries the hash.
	virtualName := fmt.Sprintf("%s_%05x.module.css", cssIdentifier(stem), h.Sum32()&0xfffff)
	entry := "export { default } from './" + virtualName + "';"
	r := api.Build(api.BuildOptions{
		Stdin:         &api.StdinOptions{Contents: entry, ResolveDir: filepath.Dir(file), Sourcefile: "css-module.js"},
		Bundle:        true,
		Write:         false,
		Outdir:        "out",
		Format:        api.FormatESModule,
		LogLevel:      api.LogLevelSilent,
		Charset:       api.CharsetUTF8,
		AbsWorkingDir: c.rootDir,
		Plugins: []api.Plugin{{Name: "css-module", Setup: func(pb api.PluginBuild) {
			pb.OnResolve(api.OnResolveOptions{Filter: `.*`}, func(args api.OnResolveArgs) (api.OnResolveResult, error) {
				if args.Path == "./"+virtualName {
					return api.OnResolveResult{Path: filepath.Join(filepath.Dir(file), virtualName), Namespace: "module"}, nil
				}
				// url() and @import stay as written; the site's bundle resolves them.
				return api.OnResolveResult{Path: args.Path, External: true}, nil
			})
			pb.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: "module"}, func(args api.OnLoadArgs) (api.OnLoadResult, error) {
				s := string(src)
				return api.OnLoadResult{Contents: &s, Loader: api.LoaderLocalCSS, ResolveDir: filepath.Dir(file)}, nil
			})
		}}},
	})
	m := cssModule{source: string(src)}
	if len(r.Errors) > 0 {
		for _, e := range r.Errors {
			if e.Location != nil {
				e.Location.File = rel
			}
			m.problems = append(m.problems, e)
		}
		return m, nil
	}
	for _, out := range r.OutputFiles {
		switch filepath.Ext(out.Path) {
		case ".js":
			m.js = string(out.Contents)
		case ".css":
			m.css = string(out.Contents)
		}
	}
	c.done[file] = m
	return m, nil
}

// cssIdentifier keeps the characters a class name may hold.
func cssIdentifier(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r == '-' || r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	return b.String()
}
