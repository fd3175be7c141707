package build

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// forEach runs fn(i) for i in [0, n) on one goroutine per CPU and returns
// the first error. Writing a thousand files is I/O and hashing: both cores
// should be busy.
func forEach(n int, fn func(i int) error) error {
	workers := min(runtime.NumCPU(), n)
	var next atomic.Int64
	var firstErr error
	var once sync.Once
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= n {
					return
				}
				if err := fn(i); err != nil {
					once.Do(func() { firstErr = err })
					return
				}
			}
		}()
	}
	wg.Wait()
	return firstErr
}
