package store

import (
	"encoding/json"
	"fmt"
	"sync"
	"testing"

	"github.com/folio-docs/folio/plugins/search/engine"
)

func add(id, title string) Op {
	return Op{Action: ActionAdd, Body: json.RawMessage(fmt.Sprintf(`{"objectID":%q,"title":%q}`, id, title))}
}

func count(t *testing.T, s *Store, index, query string) int {
	t.Helper()
	ix, ok := s.Search(index)
	if !ok {
		return -1
	}
	q, err := engine.Params{"query": json.RawMessage(fmt.Sprintf("%q", query))}.Query()
	if err != nil {
		t.Fatal(err)
	}
	res, err := ix.Search(q)
	if err != nil {
		t.Fatal(err)
	}
	return res.NbHits
}

func TestWritesArePublishedAsTasks(t *testing.T) {
	s := New()
	task, ids, err := s.Batch("docs", []Op{add("1", "lexical editor"), add("2", "lexical nodes")})
	if err != nil || len(ids) != 2 {
		t.Fatalf("batch: %v %v", ids, err)
	}
	if published, found := s.TaskStatus("docs", task); !found || published {
		t.Errorf("before publishing: published=%v found=%v", published, found)
	}
	if n := count(t, s, "docs", "lexical"); n != 0 {
		t.Errorf("unpublished writes are visible: %d", n)
	}
	s.Publish("docs")
	if published, _ := s.TaskStatus("docs", task); !published {
		t.Errorf("task %d not published", task)
	}
	if n := count(t, s, "docs", "lexical"); n != 2 {
		t.Errorf("after publishing: %d hits", n)
	}
	if _, found := s.TaskStatus("docs", task+100); found {
		t.Errorf("a task never issued was found")
	}
}

func TestBadBatchChangesNothing(t *testing.T) {
	s := New()
	s.Batch("docs", []Op{add("1", "one")})
	s.Publish("docs")
	_, _, err := s.Batch("docs", []Op{{Action: ActionDelete, Body: json.RawMessage(`{"objectID":"1"}`)}, {Action: "explode"}})
	if err == nil {
		t.Fatal("an unknown action was accepted")
	}
	s.Publish("docs")
	if n := count(t, s, "docs", "one"); n != 1 {
		t.Errorf("the valid delete before the bad action was applied: %d hits", n)
	}
}

func TestMoveReplacesTheDestination(t *testing.T) {
	s := New()
	s.Batch("live", []Op{add("old", "old record")})
	s.Batch("tmp", []Op{add("new", "new record")})
	s.Publish("live")
	s.Publish("tmp")
	task, err := s.Move("tmp", "live", false)
	if err != nil {
		t.Fatal(err)
	}
	if published, _ := s.TaskStatus("live", task); !published {
		t.Errorf("a move of a published index is published at once")
	}
	if count(t, s, "live", "old") != 0 || count(t, s, "live", "new") != 1 {
		t.Errorf("live holds the wrong records")
	}
	if _, ok := s.Search("tmp"); ok {
		t.Errorf("the source still exists after a move")
	}
	if _, err := s.Move("nope", "live", false); err == nil {
		t.Errorf("moving a missing index succeeded")
	}
}

func TestSettingsAreValidatedAndMerged(t *testing.T) {
	s := New()
	if _, err := s.SetSettings("docs", engine.Settings{"hitsPerPage": json.RawMessage(`5000`)}); err == nil {
		t.Error("hitsPerPage 5000 was accepted")
	}
	s.SetSettings("docs", engine.Settings{"searchableAttributes": json.RawMessage(`["title"]`), "custom": json.RawMessage(`1`)})
	s.SetSettings("docs", engine.Settings{"custom": json.RawMessage(`null`)})
	got, _ := s.Settings("docs")
	if _, ok := got["custom"]; ok || string(got["searchableAttributes"]) != `["title"]` {
		t.Errorf("settings %v", got)
	}
}

// Searches run against complete snapshots while writes go on.
func TestSearchesDuringWrites(t *testing.T) {
	s := New()
	var wg sync.WaitGroup
	wg.Add(2)
	go func() {
		defer wg.Done()
		for i := range 50 {
			s.Batch("docs", []Op{add(fmt.Sprint(i), "record")})
			s.Publish("docs")
		}
	}()
	go func() {
		defer wg.Done()
		for range 200 {
			if n := count(t, s, "docs", "record"); n > 50 {
				t.Errorf("%d hits", n)
			}
		}
	}()
	wg.Wait()
	s.Publish("docs")
	if n := count(t, s, "docs", "record"); n != 50 {
		t.Errorf("after all writes: %d hits", n)
	}
}
