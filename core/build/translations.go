package build

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"github.com/folio-docs/folio/core/config"
	"github.com/folio-docs/folio/core/diag"
)

// translationsFile is where a site keeps the translations of its theme's
// and its own strings for one locale, in Docusaurus's code.json format, so
// a Docusaurus site's files carry over unchanged.
func translationsFile(site *config.Site) string {
	locale := site.I18n.CurrentLocale
	if locale == "" {
		locale = site.I18n.DefaultLocale
	}
	return filepath.Join(site.Dir, "site", "i18n", locale, "code.json")
}

// loadCodeTranslations reads the locale's code.json into the id → text
// map that translate() and <Translate> look up. Each entry is
// {"message": "…", "description": "…"} as Docusaurus writes it, or a plain
// string. A missing file means the theme's English defaults.
func loadCodeTranslations(site *config.Site) (map[string]string, error) {
	file := translationsFile(site)
	data, err := os.ReadFile(file)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var entries map[string]json.RawMessage
	if err := json.Unmarshal(data, &entries); err != nil {
		var syntax *json.SyntaxError
		if errors.As(err, &syntax) {
			// encoding/json's offset is just past the offending byte.
			line, column := diag.Position(data, int(syntax.Offset)-1)
			return nil, diag.Errorf(file, line, column, "invalid JSON: %v", err).In("translations")
		}
		return nil, fmt.Errorf("%s: must be an object of translation id → {\"message\": \"…\"}: %v", file, err)
	}
	ids := make([]string, 0, len(entries))
	for id := range entries {
		ids = append(ids, id)
	}
	sort.Strings(ids) // the first bad entry reported is the same on every run
	out := make(map[string]string, len(entries))
	for _, id := range ids {
		raw := entries[id]
		var text string
		if json.Unmarshal(raw, &text) == nil {
			out[id] = text
			continue
		}
		var entry struct {
			Message *string `json:"message"`
		}
		if json.Unmarshal(raw, &entry) != nil || entry.Message == nil {
			line, column := diag.Position(data, keyOffset(data, id))
			return nil, diag.Errorf(file, line, column, "translation %q needs a \"message\" string", id).In("translations")
		}
		out[id] = *entry.Message
	}
	return out, nil
}

// lineAt is the 1-based line of a byte offset.
// keyOffset finds where an object key is written, for errors about its
// value; 0 (the file's start) when it cannot be found (an escaped key).
func keyOffset(data []byte, key string) int {
	quoted, _ := json.Marshal(key)
	return max(bytes.Index(data, quoted), 0)
}
