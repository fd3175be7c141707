// Package records turns the pages of a built site into DocSearch records:
// one per heading and one per paragraph, list item or table cell, each
// with the headings above it, in the format the Algolia crawler writes
// (recordVersion v3), so the same records serve folio's search service
// and an Algolia index alike.
package records

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"strconv"
)

// Record is one DocSearch record.
type Record struct {
	ObjectID         string    `json:"objectID"`
	URL              string    `json:"url"`
	URLWithoutAnchor string    `json:"url_without_anchor"`
	Anchor           *string   `json:"anchor"`
	Type             string    `json:"type"` // lvl1…lvl6 or content
	Hierarchy        Hierarchy `json:"hierarchy"`
	Content          *string   `json:"content"`
	Weight           Weight    `json:"weight"`
	// From the page's <meta name="docsearch:*"> tags.
	Language      string `json:"language"`
	Version       string `json:"version,omitempty"`
	DocusaurusTag string `json:"docusaurus_tag"`
	// Lang is the page's <html lang>.
	Lang          string `json:"lang,omitempty"`
	RecordVersion string `json:"recordVersion"`
}

// Hierarchy holds the headings above a record; absent levels are null.
type Hierarchy [7]*string

// MarshalJSON writes {"lvl0":…, …, "lvl6":…}.
func (h Hierarchy) MarshalJSON() ([]byte, error) {
	b := []byte{'{'}
	for i, v := range h {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `"lvl`...)
		b = strconv.AppendInt(b, int64(i), 10)
		b = append(b, `":`...)
		if v == nil {
			b = append(b, "null"...)
			continue
		}
		s, err := json.Marshal(*v)
		if err != nil {
			return nil, err
		}
		b = append(b, s...)
	}
	return append(b, '}'), nil
}

// UnmarshalJSON reads the object MarshalJSON writes.
func (h *Hierarchy) UnmarshalJSON(b []byte) error {
	var m map[string]*string
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	for i := range h {
		h[i] = m["lvl"+strconv.Itoa(i)]
	}
	return nil
}

// Weight orders records that tie on relevance: pages with a higher
// pageRank first, then higher levels (lvl1 = 90 … content = 0), then the
// record's order in its page.
type Weight struct {
	PageRank int `json:"pageRank"`
	Level    int `json:"level"`
	Position int `json:"position"`
}

// levelWeight is DocSearch's weight.level: 100 - 10×N for lvlN, 0 for
// content.
func levelWeight(level int) int {
	if level < 0 {
		return 0
	}
	return 100 - 10*level
}

// objectID is stable across builds as long as the record keeps its URL,
// anchor, position and type: recent searches stored in browsers refer to
// records by objectID.
func objectID(url, anchor string, position int, typ string) string {
	h := sha256.Sum256([]byte(url + "\x00" + anchor + "\x00" + strconv.Itoa(position) + "\x00" + typ))
	return hex.EncodeToString(h[:10])
}
