package server

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"sync"
	"time"

	"github.com/andybalholm/brotli"
)

const (
	// minCompressSize: below about one TCP packet, compression saves no
	// round trip and the coding headers eat much of the gain.
	minCompressSize = 1024
	// maxCompressSize bounds what one entry may hold. Larger files are sent
	// as they are: compressing them on every request would cost the CPU the
	// cache exists to save, and caching them would cost the memory.
	maxCompressSize = 8 << 20
	// maxCacheBytes bounds the whole cache; a documentation site's text
	// assets compress to far less than this.
	maxCacheBytes = 256 << 20
	// brotliLevel: 11 is several times slower than 6 for ~3% fewer bytes;
	// the first request for a large bundle must not stall on it.
	brotliLevel = 6
)

// compressCache holds compressed bodies so that each version of a file is
// compressed at most once per coding. Entries are keyed by name and coding
// and remember the size and mtime they were made from; a rebuilt file misses
// and replaces its stale entry, so the cache holds one version per file.
type compressCache struct {
	mu      sync.Mutex
	entries map[cacheKey]*cacheEntry
	bytes   int64 // sum of len(data) of finished entries in the map
	limit   int64 // budget for bytes
}

type cacheKey struct{ name, encoding string }

type cacheEntry struct {
	size  int64
	mtime time.Time

	done    chan struct{} // closed when data/err are set
	data    []byte        // nil: the coding does not pay off, send identity
	err     error
	counted bool // data is included in compressCache.bytes
}

func newCompressCache() *compressCache {
	return &compressCache{entries: map[cacheKey]*cacheEntry{}, limit: maxCacheBytes}
}

// get returns the body of the file called name, described by info and read
// from src, compressed with encoding. It returns nil when the file is too big
// to cache or compression would not make it smaller; the caller then sends
// the file as it is. Concurrent requests for the same missing entry wait for
// one compression instead of each running their own.
func (c *compressCache) get(name string, info fs.FileInfo, encoding string, src io.Reader) ([]byte, error) {
	if info.Size() > maxCompressSize {
		return nil, nil
	}
	key := cacheKey{name, encoding}

	c.mu.Lock()
	if e, ok := c.entries[key]; ok && e.size == info.Size() && e.mtime.Equal(info.ModTime()) {
		c.mu.Unlock()
		<-e.done
		return e.data, e.err
	}
	e := &cacheEntry{size: info.Size(), mtime: info.ModTime(), done: make(chan struct{})}
	if old, ok := c.entries[key]; ok {
		c.removeLocked(key, old)
	}
	c.entries[key] = e
	c.mu.Unlock()

	e.data, e.err = compressBody(encoding, src, info.Size())
	close(e.done)

	c.mu.Lock()
	defer c.mu.Unlock()
	if c.entries[key] != e {
		return e.data, e.err // replaced meanwhile by a newer version
	}
	if e.err != nil {
		// Do not remember failures: the next request tries again.
		delete(c.entries, key)
		return nil, e.err
	}
	e.counted = true
	c.bytes += int64(len(e.data))
	c.evictLocked(key)
	return e.data, nil
}

// evictLocked drops finished entries other than keep until the cache fits its
// budget. Map iteration order is random, which makes this random eviction:
// no bookkeeping per hit, and good enough when the budget is rarely reached.
func (c *compressCache) evictLocked(keep cacheKey) {
	for k, e := range c.entries {
		if c.bytes <= c.limit {
			return
		}
		if k != keep && e.counted {
			c.removeLocked(k, e)
		}
	}
}

func (c *compressCache) removeLocked(k cacheKey, e *cacheEntry) {
	delete(c.entries, k)
	if e.counted {
		c.bytes -= int64(len(e.data))
		e.counted = false
	}
}

// compressBody reads size bytes from src and compresses them. It returns nil
// data when the result is not smaller than the input.
func compressBody(encoding string, src io.Reader, size int64) ([]byte, error) {
	var buf bytes.Buffer
	buf.Grow(int(size / 3))
	var w io.WriteCloser
	switch encoding {
	case encBrotli:
		w = brotli.NewWriterLevel(&buf, brotliLevel)
	case encGzip:
		gz, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		if err != nil {
			return nil, err
		}
		w = gz
	default:
		return nil, fmt.Errorf("unsupported content coding %q", encoding)
	}
	n, err := io.Copy(w, io.LimitReader(src, size))
	if err != nil {
		return nil, err
	}
	if n != size {
		return nil, fmt.Errorf("read %d of %d bytes: file changed while compressing", n, size)
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	if int64(buf.Len()) >= size {
		return nil, nil
	}
	return buf.Bytes(), nil
}
