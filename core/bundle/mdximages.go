package bundle

import (
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/evanw/esbuild/pkg/api"

	"github.com/folio-docs/folio/core/markdown"
)

// imageBox is an image's own width and height in pixels.
type imageBox struct {
	Width  int `json:"width"`
	Height int `json:"height"`
}

var (
	mdxImageDest = regexp.MustCompile(`!\[[^\]]*\]\(\s*<?([^)\s>]+)`)
	mdxImageSrc  = regexp.MustCompile(`\bsrc\s*=\s*["']([^"'{}]+)["']`)
)

// imageBoxes reads the sizes of the local images an MDX source names, by
// the destination as written: a Markdown image ("./a.png", "/img/b.png")
// or a JSX <img src="/img/b.png">. A relative path is found beside the
// file, an absolute one in the site's static folders, as Docusaurus
// serves them. The MDX compiler gives each image of its tree the size
// listed here (core/client/tools/mdx-compiler.mjs), so that the page
// reserves the image's box before it loads. The regular expressions only
// pick candidates; the compiler's syntax tree decides what is an image.
//
// read is told every file whose size was looked for, found or not (for a
// static path, each folder's candidate up to the one found): the page
// depends on them, so they are inputs of the bundle (Result.Inputs).
func imageBoxes(src []byte, file string, staticDirs []string, read func(string)) map[string]imageBox {
	var boxes map[string]imageBox
	add := func(dest string) {
		if _, seen := boxes[dest]; seen || hasURLScheme(dest) {
			return
		}
		p := dest
		if i := strings.IndexAny(p, "?#"); i >= 0 {
			p = p[:i]
		}
		if unescaped, err := url.PathUnescape(p); err == nil {
			p = unescaped
		}
		f := filepath.Join(filepath.Dir(file), filepath.FromSlash(p))
		if strings.HasPrefix(p, "/") {
			f = ""
			for _, dir := range staticDirs {
				candidate := filepath.Join(dir, filepath.FromSlash(p))
				read(candidate)
				if _, err := os.Stat(candidate); err == nil {
					f = candidate
					break
				}
			}
		} else {
			read(f)
		}
		if w, h, ok := markdown.ImageSize(f); ok && w > 0 && h > 0 {
			if boxes == nil {
				boxes = map[string]imageBox{}
			}
			boxes[dest] = imageBox{w, h}
		}
	}
	for _, re := range []*regexp.Regexp{mdxImageDest, mdxImageSrc} {
		for _, m := range re.FindAllSubmatch(src, -1) {
			add(string(m[1]))
		}
	}
	return boxes
}

var urlScheme = regexp.MustCompile(`^[a-zA-Z][a-zA-Z0-9+.-]*:|^//`)

func hasURLScheme(dest string) bool { return urlScheme.MatchString(dest) }

// imageURLSuffix marks the imports the MDX compiler writes for Markdown
// images: the file is published and its URL is the import's value, an
// SVG included (from code, an SVG is otherwise a React component).
const imageURLSuffix = "?url"

func setupImageURLs(b api.PluginBuild) {
	b.OnResolve(api.OnResolveOptions{Filter: `\?url$`}, func(args api.OnResolveArgs) (api.OnResolveResult, error) {
		r := b.Resolve(strings.TrimSuffix(args.Path, imageURLSuffix), api.ResolveOptions{ResolveDir: args.ResolveDir, Importer: args.Importer, Kind: api.ResolveJSImportStatement, PluginData: svgResolving})
		if len(r.Errors) > 0 {
			return api.OnResolveResult{Errors: r.Errors}, nil
		}
		return api.OnResolveResult{Path: r.Path, Namespace: r.Namespace}, nil
	})
}
