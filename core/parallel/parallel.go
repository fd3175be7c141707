// Package parallel runs independent pieces of a build on every core: the
// core's page writing and hashing, and the plugins' parsing and search
// extraction, are each a loop over thousands of files with both cores to
// keep busy.
package parallel

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
)

// ForEach calls fn(i) for every i in [0, n) on one goroutine per CPU. It
// returns the error of the lowest i that failed, so a build with several
// bad files reports the same one on every run. Once ctx is done no more
// calls start and ctx's error is returned.
func ForEach(ctx context.Context, n int, fn func(i int) error) error {
	errs := make([]error, n)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.NumCPU(), n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil {
				i := int(next.Add(1)) - 1
				if i >= n {
					return
				}
				errs[i] = fn(i)
			}
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return err
	}
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
