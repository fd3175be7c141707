package mdpage

import "sync"

// LastAssets keeps the asset table of a plugin's last Load for its
// PostBuild, which publishes the files: the two are separate calls, on
// goroutines of their own. The zero value holds nothing.
type LastAssets struct {
	mu    sync.Mutex
	table *AssetTable
}

// Set records the table the latest Load filled.
func (l *LastAssets) Set(t *AssetTable) {
	l.mu.Lock()
	l.table = t
	l.mu.Unlock()
}

// CopyInto copies the last Load's files into outDir (AssetTable.CopyInto);
// before any Load there is nothing to copy.
func (l *LastAssets) CopyInto(outDir string) ([]string, error) {
	l.mu.Lock()
	t := l.table
	l.mu.Unlock()
	if t == nil {
		return nil, nil
	}
	return t.CopyInto(outDir)
}
