package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"
)

var regexpTook = regexp.MustCompile(`"processingTimeMS":\d+`)

// manyEditorRecords is an index of n records whose content, about 200
// bytes, all match "editor".
func manyEditorRecords(t *testing.T, n int) *Index {
	t.Helper()
	var objs []Object
	for i := range n {
		content := fmt.Sprintf("The editor %d: "+strings.Repeat("every editor update reads the editor state; ", 4), i)
		objs = append(objs, mustObject(t, rec(fmt.Sprint("r", i), fmt.Sprint("/docs/p", i), 0, i, content, "Docs", fmt.Sprint("Page ", i))))
	}
	ix, err := Build(objs, docSearchSettings)
	if err != nil {
		t.Fatal(err)
	}
	return ix
}

// Highlighting stops once an answer has highlighted HighlightBudget bytes
// of text: later attributes come back escaped and unmarked.
func TestHighlightBudget(t *testing.T) {
	ix := manyEditorRecords(t, 600)
	res := searchQuery(t, ix, `{"query":"editor","hitsPerPage":600,"attributesToHighlight":["content"],"attributesToSnippet":["content:3"]}`)
	var b bytes.Buffer
	res.AppendJSON(&b, ResponseInfo{Index: "docs"})
	var answer struct {
		Hits []struct {
			Content   string
			Highlight struct {
				Content struct{ Value, MatchLevel string }
			} `json:"_highlightResult"`
			Snippet struct {
				Content struct{ Value, MatchLevel string }
			} `json:"_snippetResult"`
		} `json:"hits"`
	}
	if err := json.Unmarshal(b.Bytes(), &answer); err != nil || len(answer.Hits) != 600 {
		t.Fatalf("%d hits, %v", len(answer.Hits), err)
	}
	marked := 0
	for i, h := range answer.Hits {
		if strings.Contains(h.Highlight.Content.Value, "<mark>") {
			marked++
			continue
		}
		if h.Highlight.Content.MatchLevel != "none" || h.Snippet.Content.MatchLevel != "none" || strings.Contains(h.Snippet.Content.Value, "<mark>") {
			t.Fatalf("hit %d past the budget: %+v", i, h)
		}
		if !strings.HasPrefix(h.Snippet.Content.Value, "The editor ") || !strings.HasSuffix(h.Snippet.Content.Value, "…") || strings.Count(h.Snippet.Content.Value, " ") != 2 {
			t.Fatalf("hit %d: unmarked snippet %q, want its first 3 words", i, h.Snippet.Content.Value)
		}
	}
	// Each hit spends its content twice (highlight and snippet).
	perHit := 2 * len(answer.Hits[0].Content)
	if marked == 0 || marked == len(answer.Hits) || marked > HighlightBudget/perHit+2 {
		t.Errorf("%d of %d hits highlighted; the budget allows about %d", marked, len(answer.Hits), HighlightBudget/perHit)
	}
}

// A streamed answer is handed over in pieces between hits, and the pieces
// make the same JSON as the answer written whole.
func TestStreamedAnswerIsTheWholeAnswer(t *testing.T) {
	ix := manyEditorRecords(t, 300)
	params := `{"query":"editor","hitsPerPage":300}`
	var whole bytes.Buffer
	searchQuery(t, ix, params).AppendJSON(&whole, ResponseInfo{Index: "docs"})

	var streamed bytes.Buffer
	pieces := 0
	s := NewStream(new(bytes.Buffer), func(p []byte) error {
		pieces++
		if len(p) > 8<<10+4<<10 {
			t.Errorf("a piece of %d bytes", len(p))
		}
		streamed.Write(p)
		return nil
	}, 8<<10)
	if err := searchQuery(t, ix, params).WriteJSON(s, ResponseInfo{Index: "docs"}); err != nil {
		t.Fatal(err)
	}
	if err := s.Flush(); err != nil {
		t.Fatal(err)
	}
	strip := func(b []byte) string { // processingTimeMS differs
		return regexpTook.ReplaceAllString(string(b), "")
	}
	if pieces < 5 || strip(streamed.Bytes()) != strip(whole.Bytes()) {
		t.Errorf("%d pieces; streamed %d bytes, whole %d", pieces, streamed.Len(), whole.Len())
	}
}
