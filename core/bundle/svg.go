package bundle

import (
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

// An SVG file imported from JavaScript, TypeScript or MDX is a React
// component rendering that SVG, as Docusaurus's SVGR makes it:
// `import Logo from '@site/static/img/logo.svg'`, then `<Logo />`, or
// `require('./x.svg').default`. Props given to it override the file's own
// attributes. From CSS (`url(./x.svg)`) an SVG stays a file with a URL.
const svgNamespace = "folio-svg"

type resolvingSVG struct{}

var svgResolving = resolvingSVG{}

func setupSVGComponents(b api.PluginBuild) {
	b.OnResolve(api.OnResolveOptions{Filter: `\.svg$`}, func(args api.OnResolveArgs) (api.OnResolveResult, error) {
		if args.PluginData == svgResolving || !importedFromCode(args.Kind) {
			return api.OnResolveResult{}, nil
		}
		r := b.Resolve(args.Path, api.ResolveOptions{ResolveDir: args.ResolveDir, Importer: args.Importer, Kind: args.Kind, PluginData: svgResolving})
		if len(r.Errors) > 0 {
			return api.OnResolveResult{Errors: r.Errors}, nil
		}
		return api.OnResolveResult{Path: r.Path, Namespace: svgNamespace}, nil
	})
	b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: svgNamespace}, func(args api.OnLoadArgs) (api.OnLoadResult, error) {
		src, err := os.ReadFile(args.Path)
		if err != nil {
			return api.OnLoadResult{}, err
		}
		code, err := svgComponent(string(src))
		if err != nil {
			return api.OnLoadResult{}, fmt.Errorf("%s: %v", args.Path, err)
		}
		return api.OnLoadResult{Contents: &code, Loader: api.LoaderJS, WatchFiles: []string{args.Path}}, nil
	})
}

func importedFromCode(kind api.ResolveKind) bool {
	switch kind {
	case api.ResolveJSImportStatement, api.ResolveJSRequireCall, api.ResolveJSDynamicImport:
		return true
	}
	return false
}

var (
	svgRoot      = regexp.MustCompile(`(?s)<svg\b([^>]*?)(/?)>`)
	svgAttribute = regexp.MustCompile(`([A-Za-z_:][-\w:.]*)\s*=\s*(?:"([^"]*)"|'([^']*)')`)
	svgComments  = regexp.MustCompile(`(?s)<!--.*?-->|<\?xml.*?\?>|<!DOCTYPE[^>]*>`)
)

// svgComponent is the module of a component rendering the SVG source.
func svgComponent(src string) (string, error) {
	src = svgComments.ReplaceAllString(src, "")
	m := svgRoot.FindStringSubmatchIndex(src)
	if m == nil {
		return "", fmt.Errorf("not an SVG image: no <svg> element")
	}
	// The attributes in the file's order, as a JavaScript object.
	var attrs strings.Builder
	attrs.WriteByte('{')
	for i, a := range svgAttribute.FindAllStringSubmatch(src[m[2]:m[3]], -1) {
		name := reactAttributeName(a[1])
		var value []byte
		if name == "style" {
			value, _ = json.Marshal(styleObject(a[2] + a[3]))
		} else {
			value, _ = json.Marshal(a[2] + a[3])
		}
		if i > 0 {
			attrs.WriteByte(',')
		}
		key, _ := json.Marshal(name)
		attrs.Write(key)
		attrs.WriteByte(':')
		attrs.Write(value)
	}
	attrs.WriteByte('}')
	inner := ""
	if m[4] == m[5] { // not self-closing
		body := src[m[1]:]
		end := strings.LastIndex(body, "</svg>")
		if end < 0 {
			return "", fmt.Errorf("the <svg> element is not closed")
		}
		inner = strings.TrimSpace(body[:end])
	}
	innerJSON, _ := json.Marshal(inner)
	return fmt.Sprintf(`import { jsx } from 'react/jsx-runtime';
const attributes = %s;
const html = { __html: %s };
export default function SvgComponent(props) { return jsx('svg', { ...attributes, ...props, dangerouslySetInnerHTML: html }); }
`, attrs.String(), innerJSON), nil
}

// reactAttributeName is the React prop of an SVG attribute: class is
// className, stroke-width strokeWidth, xlink:href xlinkHref; data- and
// aria- attributes keep their names.
func reactAttributeName(name string) string {
	switch {
	case name == "class":
		return "className"
	case strings.HasPrefix(name, "data-"), strings.HasPrefix(name, "aria-"):
		return name
	}
	var b strings.Builder
	upper := false
	for _, r := range name {
		if r == '-' || r == ':' {
			upper = true
			continue
		}
		if upper {
			b.WriteString(strings.ToUpper(string(r)))
			upper = false
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// styleObject turns "fill: red; stroke-width: 2" into React's style object.
func styleObject(css string) map[string]string {
	out := map[string]string{}
	for _, decl := range strings.Split(css, ";") {
		prop, value, ok := strings.Cut(decl, ":")
		if !ok || strings.TrimSpace(prop) == "" {
			continue
		}
		prop = strings.TrimSpace(prop)
		if !strings.HasPrefix(prop, "--") {
			prop = reactAttributeName(prop)
		}
		out[prop] = strings.TrimSpace(value)
	}
	return out
}
