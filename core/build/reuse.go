package build

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"google.golang.org/protobuf/proto"

	"github.com/folio-docs/folio/core/config"
	"github.com/folio-docs/folio/core/ledger"
	"github.com/folio-docs/folio/core/trace"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// Starting the plugin processes was most of a `folio build` that changes
// nothing (0.4 s of 0.7 s on the Lexical site): a reusable plugin has a
// record in the cache, and the next build starts it only when what its
// Load or PostBuild depends on changed (docs/architecture.md, "Builds that
// start no plugin").

// pluginRecord is what the cache keeps of one plugin's last build.
type pluginRecord struct {
	Name string
	// Program and ProgramFiles identify its program (program.go).
	Program      string
	ProgramFiles *ledger.Record
	Options      []byte // its options' JSON
	Site         string // siteKey
	Describe     []byte // its DescribeResponse
	// Watch are the paths its Load watched, Missing those it found
	// missing, Inputs the ledger's record of them as its Load read them.
	Watch, Missing []string
	Inputs         ledger.Record
	Stream         []string // the blobs of its Load stream (loadstream.go)
	// PostBuild is its last PostBuild's request key (postBuildKeys),
	// Files what that wrote, Warnings its PostBuildResponse's diagnostics.
	PostBuild string
	Files     []string
	Warnings  []byte
}

// siteKey hashes the site's configuration as every plugin is given it.
func siteKey(siteDir string, siteJSON []byte) string {
	h := sha256.New()
	io.WriteString(h, siteDir+"\x00")
	h.Write(siteJSON)
	return hex.EncodeToString(h.Sum(nil))
}

// inputPaths are the paths a plugin's Load read: the trees it watches and
// the paths it found missing (relative ones are the site folder's).
func inputPaths(siteDir string, watch, missing []string) ledger.Paths {
	return ledger.Paths{Trees: sitePaths(siteDir, watch), Files: sitePaths(siteDir, missing)}
}

// reusePlugins decides, before any plugin starts, which of the last
// build's plugins are reused and reports whether all are. One found
// changed is handed to start at once, not after the others' checks.
// siteJSON waits for the site's configuration as the plugins are given it
// (nil when it cannot be read), read meanwhile.
func reusePlugins(ps []*runningPlugin, records []pluginRecord, site *config.Site, siteJSON func() []byte, executable string, clock ledger.Clock, start func(*runningPlugin)) bool {
	if !slices.EqualFunc(records, ps, func(r pluginRecord, p *runningPlugin) bool { return r.Name == p.cfg.Name }) {
		return false // another list of plugins
	}
	changed := make([]bool, len(ps))
	var wg sync.WaitGroup
	for i, p := range ps {
		wg.Go(func() {
			if changed[i] = !p.check(&records[i], site, executable, clock); changed[i] {
				start(p)
			}
		})
	}
	wg.Wait()
	json := siteJSON()
	sk, sameSite := siteKey(site.Dir, json), json != nil
	for _, r := range records {
		sameSite = sameSite && r.Site == sk
	}
	for i, p := range ps {
		if p.reused = !changed[i] && sameSite; !p.reused {
			p.desc = nil // it starts, and describes itself
		}
	}
	return sameSite && !slices.Contains(changed, true)
}

// check reports whether the plugin may be reused as far as its record r
// says: same options, description and program, and no file its Load read
// changed. When the first three hold, r is kept, and p.beforeLoad is the
// ledger's record of the inputs, begun before any Load reads them.
func (p *runningPlugin) check(r *pluginRecord, site *config.Site, executable string, clock ledger.Clock) bool {
	desc := &pluginpb.DescribeResponse{}
	if !bytes.Equal(r.Options, p.options) || proto.Unmarshal(r.Describe, desc) != nil || !desc.Reusable {
		return false
	}
	p.desc = desc // for its declared program paths
	if _, _, same := p.takeProgram(r, site, executable, clock); !same {
		return false
	}
	p.kept = r
	paths := inputPaths(site.Dir, r.Watch, r.Missing)
	asks := desc.GetReadsInputTrees() // handed the stamps when it loads
	if r.Inputs.Changed() {
		if asks {
			p.beforeLoad = inBackground(p.cfg.Name, paths, clock, true)
		}
		return false
	}
	defer trace.Begin("plugin "+p.cfg.Name, "stamp inputs").End()
	now, same, whole := clock.Check(paths, &r.Inputs)
	switch {
	case !same && asks:
		p.beforeLoad = inBackground(p.cfg.Name, paths, clock, true)
	case whole:
		p.beforeLoad = takenRecord(now)
	default:
		p.beforeLoad = inBackground(p.cfg.Name, paths, clock, false)
	}
	return same
}

// replay sends the plugin's last Load stream through receive, as its Load
// would, and returns it; false, having sent nothing, when the stream
// cannot be read or leaves out a body the core does not hold (known): the
// plugin must then load.
func (p *runningPlugin) replay(cacheFile string, known map[string]string, receive func(*pluginpb.LoadItem)) ([]*pluginpb.LoadItem, bool) {
	items, err := readStream(cacheFile, p.kept.Stream)
	if err != nil {
		return nil, false
	}
	for _, it := range items {
		if r := it.GetRoute(); r != nil && r.BodyOmitted && known[r.Path] != r.Digest {
			return nil, false
		}
	}
	for _, it := range items {
		receive(it)
	}
	return items, true
}

// recordLoad keeps what the plugin's Load sent, for the cache. When it
// read the same paths as the last build's, the record of its inputs is the
// one begun before the Load; otherwise one is taken after it (takeInputs).
func (p *runningPlugin) recordLoad(items []*pluginpb.LoadItem) {
	p.items, p.inputs, p.loaded = items, nil, true
	if p.kept != nil && slices.Equal(p.watch, p.kept.Watch) && slices.Equal(p.missing, p.kept.Missing) {
		p.inputs = p.beforeLoad
	}
}

// takeInputs begins the record of the inputs of a plugin whose Load read
// what no record covers, in the background while the build renders.
func (p *runningPlugin) takeInputs(siteDir string, clock ledger.Clock) {
	if p.inputs == nil && p.loaded {
		p.inputs = inBackground(p.cfg.Name, inputPaths(siteDir, p.watch, p.missing), clock, false)
	}
}

// recordedInputs is the ledger's record of the plugin's inputs as its
// Load read them: nil when unknown, or one changed since the build started.
func (p *runningPlugin) recordedInputs(siteDir string, clock ledger.Clock) *ledger.Record {
	p.takeInputs(siteDir, clock)
	if p.inputs == nil {
		return nil
	}
	return p.inputs.wait()
}

// pendingRecord is a record of a plugin's inputs being taken.
type pendingRecord struct {
	done  chan struct{}
	rec   *ledger.Record
	trees []*pluginpb.InputTree // for the Load, when stamped
}

// inBackground begins the record of a plugin's inputs, as after the Load
// (ledger.After: the Load may read a file before its stamp is taken), or,
// stamped, before it, with the stamps of its trees for a Load that reads
// input_trees (takeTrees).
func inBackground(plugin string, paths ledger.Paths, clock ledger.Clock, stamped bool) *pendingRecord {
	r := &pendingRecord{done: make(chan struct{})}
	go func() {
		defer close(r.done)
		defer trace.Begin("plugin "+plugin, "stamp inputs (background)").End()
		if stamped {
			rec, stamps := clock.TakeStamped(paths)
			r.rec, r.trees = &rec, inputTrees(paths.Trees, stamps)
		} else if rec, _, ok := clock.Take(paths, nil, ledger.After); ok {
			r.rec = &rec
		}
	}()
	return r
}

// takenRecord is a record taken already, as a pendingRecord.
func takenRecord(rec ledger.Record) *pendingRecord {
	r := &pendingRecord{done: make(chan struct{}), rec: &rec}
	close(r.done)
	return r
}

// takeTrees waits for the stamps inBackground takes and hands them out
// once, to this build's first Load; nil for a record begun otherwise.
func (r *pendingRecord) takeTrees() []*pluginpb.InputTree {
	if r == nil {
		return nil
	}
	<-r.done
	trees := r.trees
	r.trees = nil
	return trees
}

// wait returns the record once taken; nil when it is none.
func (r *pendingRecord) wait() *ledger.Record {
	<-r.done
	return r.rec
}

// inputTrees groups a take's stamps by the tree they lie under, with
// paths relative to it.
func inputTrees(roots []string, stamps []ledger.TreeStamp) []*pluginpb.InputTree {
	trees := make([]*pluginpb.InputTree, len(roots))
	for i, root := range roots {
		trees[i] = &pluginpb.InputTree{Path: root}
	}
	for _, st := range stamps {
		t := trees[st.Tree]
		rel, ok := strings.CutPrefix(st.Path, t.Path+string(filepath.Separator))
		if !ok {
			continue // the tree is a file, or missing
		}
		rel = filepath.ToSlash(rel)
		if st.Skipped {
			t.Skipped = append(t.Skipped, rel)
		} else {
			t.Files = append(t.Files, &pluginpb.InputStamp{Path: rel, Size: st.Stamp.Size, MtimeNs: st.Stamp.Mtime, CtimeNs: st.Stamp.Ctime,
				Regular: st.Stamp.Mode.IsRegular(), Settled: st.Settled})
		}
	}
	return trees
}

// pluginRecords writes the streams of the plugins the next build may
// reuse and returns their records; none when one of them cannot be (the
// next build starts them all anyway).
func (s *Session) pluginRecords(cacheFile, seed string) []pluginRecord {
	for _, p := range s.plugins {
		if !p.reused && (p.desc == nil || !p.desc.Reusable || p.postKey == "" || p.recordedInputs(s.site.Dir, s.clock) == nil) {
			return nil
		}
	}
	// The digests are needed only for a stream written anew.
	known := sync.OnceValue(s.knownDigests)
	out := make([]pluginRecord, len(s.plugins))
	sk := siteKey(s.site.Dir, s.siteJSON)
	for i, p := range s.plugins {
		if p.reused {
			// With its inputs as this build found them (a file known by
			// content only before is known by its stamp now).
			out[i] = *p.kept
			out[i].Inputs = *p.beforeLoad.wait()
			continue
		}
		r, ok, _ := p.takeProgram(nil, s.site, s.opts.Executable, s.clock)
		if !ok {
			return nil
		}
		r.Name, r.Options, r.Site, r.Watch, r.Missing = p.cfg.Name, p.options, sk, p.watch, p.missing
		r.Inputs, r.PostBuild, r.Files = *p.recordedInputs(s.site.Dir, s.clock), p.postKey, p.post.GetFiles()
		var errs [3]error
		r.Describe, errs[0] = proto.Marshal(p.desc)
		r.Warnings, errs[1] = proto.Marshal(&pluginpb.PostBuildResponse{Diagnostics: p.post.GetDiagnostics()})
		r.Stream, errs[2] = writeStream(cacheFile, seed, p.items, known()[p.cfg.Name])
		if errors.Join(errs[:]...) != nil {
			return nil
		}
		out[i] = r
	}
	return out
}

// keptPostBuild puts the files of the plugin's last PostBuild into the
// output from the last one, when the plugin was not started and its
// request (key) is the last one's, and returns that response; false when
// it could not (the files it linked are removed: the plugin writes them).
func (p *runningPlugin) keptPostBuild(key, lastOut string, last *outputFiles, out string) (*pluginpb.PostBuildResponse, bool) {
	if !p.reused || key == "" || key != p.kept.PostBuild {
		return nil, false
	}
	var res pluginpb.PostBuildResponse
	if proto.Unmarshal(p.kept.Warnings, &res) != nil {
		return nil, false
	}
	for i, rel := range p.kept.Files {
		if reuseFile(lastOut, last, out, rel) != nil {
			for _, done := range p.kept.Files[:i] {
				_ = os.Remove(filepath.Join(out, filepath.FromSlash(done)))
			}
			return nil, false
		}
	}
	res.Files = p.kept.Files
	return &res, true
}
