package docs

import (
	"crypto/sha256"
	"encoding/hex"
	"sort"
	"sync"

	"github.com/folio-docs/folio/core/diag"
	"github.com/folio-docs/folio/core/markdown"
	"github.com/folio-docs/folio/plugins/internal/mdpage"
)

// parseCache keeps each doc's parse between Loads of one plugin process,
// so that in `folio dev` an edit re-parses the edited doc only. A doc's
// result depends on its source, on where every other doc lives (its
// relative links resolve against them) and on the TOC settings; all three
// are in the key.
type parseCache struct {
	mu      sync.Mutex
	entries map[string]parsedDoc // doc display path -> last parse
}

type parsedDoc struct {
	key            string
	title          string
	syntheticTitle bool
	description    string
	html           string
	toc            []mdpage.TOCItem
	hideTOC        bool
	brokenLinks    []markdown.Link
	warnings       diag.List
	assets         []string
}

// setSignature hashes what every doc's links resolve against.
func setSignature(set *docSet, tocMin, tocMax int) string {
	files := make([]string, 0, len(set.byFile))
	for f, d := range set.byFile {
		files = append(files, f+"\x00"+d.Permalink)
	}
	sort.Strings(files)
	h := sha256.New()
	for _, f := range files {
		h.Write([]byte(f + "\n"))
	}
	h.Write([]byte{byte(tocMin), byte(tocMax)})
	return hex.EncodeToString(h.Sum(nil))
}

func docKey(d *doc, signature string) string {
	h := sha256.New()
	h.Write([]byte(signature + "\x00" + d.Display + "\x00"))
	h.Write(d.Src)
	return hex.EncodeToString(h.Sum(nil))
}

func (c *parseCache) get(d *doc, key string) (parsedDoc, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	p, ok := c.entries[d.Display]
	return p, ok && p.key == key
}

func (c *parseCache) put(d *doc, p parsedDoc) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.entries == nil {
		c.entries = map[string]parsedDoc{}
	}
	c.entries[d.Display] = p
}
