package parallel

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"testing"
)

func TestForEachCallsEveryIndexOnce(t *testing.T) {
	seen := make([]atomic.Int32, 1000)
	if err := ForEach(context.Background(), len(seen), func(i int) error { seen[i].Add(1); return nil }); err != nil {
		t.Fatal(err)
	}
	for i := range seen {
		if n := seen[i].Load(); n != 1 {
			t.Fatalf("index %d ran %d times", i, n)
		}
	}
	if err := ForEach(context.Background(), 0, func(int) error { return errors.New("called") }); err != nil {
		t.Errorf("no work: %v", err)
	}
}

func TestForEachReportsTheLowestFailingIndex(t *testing.T) {
	for range 20 {
		err := ForEach(context.Background(), 100, func(i int) error {
			if i%7 == 3 {
				return fmt.Errorf("item %d", i)
			}
			return nil
		})
		if err == nil || err.Error() != "item 3" {
			t.Fatalf("error = %v, want item 3", err)
		}
	}
}

func TestForEachStopsWhenTheContextIsDone(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var calls atomic.Int32
	err := ForEach(ctx, 100000, func(i int) error {
		if calls.Add(1) == 10 {
			cancel()
		}
		return nil
	})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("error = %v, want context.Canceled", err)
	}
	if n := calls.Load(); n > 1000 {
		t.Errorf("%d calls after cancelling at the 10th", n)
	}
}
