package bundle

import (
	"bytes"
	"fmt"
	"regexp"
	"sort"
	"sync"

	"github.com/folio-docs/folio/core/diag"
)

// @docusaurus/Head passes on its <title>, <meta>, <link>, <script>, <style>,
// <base> and <noscript> children, and the attributes of <html> and <body>
// (core/client's docusaurus/Head.tsx), except lang, dir and data-theme on
// <html>: folio writes those from [i18n] and the colour mode. The bundler
// says so where one is written, at build time, with what to do instead.
var (
	headElement  = regexp.MustCompile(`(?s)<Head\b[^>]*>.*?</Head>`)
	headDropped  = regexp.MustCompile(`<html\b[^>]*?\s(lang|dir|data-theme)\s*=`)
	headImported = []byte("@docusaurus/Head")
)

// headWarnings gathers the warnings of one bundling; the client and the
// server bundle read the same files, so a place is told once.
type headWarnings struct {
	mu   sync.Mutex
	seen map[string]bool
	list []diag.Diagnostic
}

func (h *headWarnings) scan(file, rel string, src []byte) {
	if !bytes.Contains(src, headImported) {
		return
	}
	for _, head := range headElement.FindAllIndex(src, -1) {
		for _, tag := range headDropped.FindAllSubmatchIndex(src[head[0]:head[1]], -1) {
			at := head[0] + tag[2]
			name := string(src[head[0]+tag[2] : head[0]+tag[3]])
			line := 1 + bytes.Count(src[:at], []byte("\n"))
			col := at - bytes.LastIndexByte(src[:at], '\n')
			h.add(diag.Diagnostic{
				File: rel, Line: line, Column: col, Severity: diag.Warning, Source: "bundle",
				Message: "@docusaurus/Head: <html " + name + "> is left out of the page; folio writes <html lang> and <html dir> from [i18n] in site.toml and <html data-theme> from the colour mode ([themeConfig.colorMode])",
				Excerpt: diag.LineText(src, line),
			})
		}
	}
}

func (h *headWarnings) add(d diag.Diagnostic) {
	h.mu.Lock()
	defer h.mu.Unlock()
	key := fmt.Sprintf("%s:%d:%d", d.File, d.Line, d.Column)
	if h.seen[key] {
		return
	}
	if h.seen == nil {
		h.seen = map[string]bool{}
	}
	h.seen[key] = true
	h.list = append(h.list, d)
}

// sorted is the warnings by file and place.
func (h *headWarnings) sorted() []diag.Diagnostic {
	h.mu.Lock()
	defer h.mu.Unlock()
	out := append([]diag.Diagnostic(nil), h.list...)
	sort.Slice(out, func(i, j int) bool {
		if out[i].File != out[j].File {
			return out[i].File < out[j].File
		}
		if out[i].Line != out[j].Line {
			return out[i].Line < out[j].Line
		}
		return out[i].Column < out[j].Column
	})
	return out
}
