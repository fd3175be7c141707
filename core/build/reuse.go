package build

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"google.golang.org/protobuf/proto"

	"github.com/folio-docs/folio/core/config"
	"github.com/folio-docs/folio/core/trace"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// Starting the plugin processes is most of a `folio build` that changes
// nothing: on the Lexical site, six processes of the folio binary took
// 0.4 s of a 0.7 s build, each spending its first tens of milliseconds in
// the binary's own start-up. So a build reuses what the plugins did last
// time when nothing they depend on changed, without starting them.
//
// A plugin opts in with DescribeResponse.reusable: it promises that its
// Load depends only on the site's configuration, its options and the
// files under the paths it watches, and its PostBuild only on its
// request, the pages that request lists and the static files. After a
// build, the cache keeps for each such plugin a pluginRecord: its
// description, its Load stream (in a file of its own), the files its
// PostBuild wrote, and keys of all those inputs. The next `folio build`
// stats the inputs before starting anything (Open). When every plugin's
// inputs are unchanged, it starts none:
//
//   - each Load is replayed from its stream, with the bodies of unchanged
//     routes left out as a plugin would leave them out (bodies.go);
//   - each PostBuild whose request is the last one's has its files
//     linked from the last output, its warnings said again;
//   - a plugin whose stream cannot be read, or whose PostBuild request
//     changed after all (a theme edit changes every page's fingerprint),
//     is started then, loads and runs as in any build.
//
// When one plugin's inputs changed, every plugin starts, as before: a
// content change changes the routes every PostBuild is given, so the
// other plugins would have to start for their PostBuild anyway, and
// starting them at once overlaps their start with the changed plugin's.

// pluginRecord is what the cache keeps of one plugin's last build.
type pluginRecord struct {
	Name string
	// Program identifies the plugin's program (programStamp).
	Program string
	// Options and Site are its options' JSON and a hash of the site's
	// configuration as the plugin was given it (siteKey).
	Options []byte
	Site    string
	// Describe is the plugin's description, as protobuf.
	Describe []byte
	// Watch are the paths its Load watched, Inputs the key of the files
	// under them when it loaded (inputsKey).
	Watch  []string
	Inputs string
	// Stream is the file (beside the cache's main file) holding its Load
	// stream, as a protobuf LoadBatch.
	Stream string
	// PostBuild is the key of its last PostBuild's request
	// (postBuildKeys), Files what that wrote into the output, Warnings its
	// diagnostics as a protobuf PostBuildResponse.
	PostBuild string
	Files     []string
	Warnings  []byte
}

// racyWindow is how far before a Load a file's time must lie for its
// stamp to stand for what the Load read: a file changed while the plugin
// loaded can have a time just before the Load's start on a file system
// that keeps times to the second (or two, on FAT).
const racyWindow = 2 * time.Second

// inputsKey hashes the path, kind, size and time of every file under the
// watch paths (relative ones are the site folder's), and the paths of the
// folders: a file added, removed, edited or renamed changes it. A
// symbolic link counts as the file it points to. racy says that a file's
// time is later than racyAfter: the key may then not tell that file's
// content from the content it gets in the same tick of a coarse clock,
// and must not be kept (a key that is only compared may be racy).
func inputsKey(siteDir string, watch []string, racyAfter time.Time) (key string, racy bool) {
	h := sha256.New()
	add := func(path string, info fs.FileInfo) {
		if info == nil {
			fmt.Fprintf(h, "%s\x00missing\x00", path)
			return
		}
		if info.IsDir() {
			// A folder is its entries, which the walk lists: its own time
			// changes with files that come and go (an editor's swap file).
			fmt.Fprintf(h, "%s\x00dir\x00", path)
			return
		}
		t := info.ModTime()
		racy = racy || t.After(racyAfter)
		fmt.Fprintf(h, "%s\x00%o %d %d\x00", path, info.Mode().Type(), info.Size(), t.UnixNano())
	}
	for _, w := range watch {
		root := w
		if !filepath.IsAbs(root) {
			root = filepath.Join(siteDir, root)
		}
		_ = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				add(path, nil)
				return nil
			}
			var info fs.FileInfo
			if d.Type()&fs.ModeSymlink != 0 {
				info, err = os.Stat(path)
			} else {
				info, err = d.Info()
			}
			if err != nil {
				info = nil
			}
			add(path, info)
			return nil
		})
	}
	return hex.EncodeToString(h.Sum(nil)), racy
}

// stampInputs is inputsKey as of now: "" for racy when a file changed in
// the last racyWindow.
func stampInputs(siteDir string, watch []string) (key string, racy bool) {
	return inputsKey(siteDir, watch, time.Now().Add(-racyWindow))
}

// siteKey hashes the site's configuration as every plugin is given it.
func siteKey(siteDir string, siteJSON []byte) string {
	h := sha256.New()
	io.WriteString(h, siteDir+"\x00")
	h.Write(siteJSON)
	return hex.EncodeToString(h.Sum(nil))
}

// programStamp identifies what runs a plugin: the folio binary for a
// built-in, else its program file's path, size and time with the whole
// command. It is "" when that cannot be known: a program that is not a
// file, or one given arguments (an interpreter running a script, whose
// changes the core would not see), is started on every build.
func programStamp(p *runningPlugin, site *config.Site, executable string) string {
	prog := executable
	if len(p.cfg.Command) > 0 {
		if len(p.cfg.Command) > 1 {
			return ""
		}
		prog = p.cfg.Command[0]
		if !strings.ContainsRune(prog, '/') && !strings.ContainsRune(prog, filepath.Separator) {
			found, err := exec.LookPath(prog)
			if err != nil {
				return ""
			}
			prog = found
		} else if !filepath.IsAbs(prog) {
			prog = filepath.Join(site.Dir, prog)
		}
	}
	if prog == "" {
		return toolStamp() // the running folio binary
	}
	st, err := os.Stat(prog)
	if err != nil {
		return ""
	}
	return fmt.Sprintf("%s %d %d %q", prog, st.Size(), st.ModTime().UnixNano(), p.cfg.Command)
}

// reusePlugins decides, before any plugin starts, whether the last
// build's plugins can all be reused: same programs, options and site
// configuration, every one reusable, and no file under any one's watch
// paths changed. It gives each plugin its record either way (its inputs'
// key, taken before the Load, is what this build will record if the
// plugin watches the same paths), and the records' descriptions when
// they are reused.
func reusePlugins(ps []*runningPlugin, records []pluginRecord, site *config.Site, siteJSON []byte, executable string) bool {
	if len(records) != len(ps) {
		return false
	}
	sk := siteKey(site.Dir, siteJSON)
	descs := make([]*pluginpb.DescribeResponse, len(ps))
	for i, p := range ps {
		r := &records[i]
		if r.Name != p.cfg.Name || r.Site != sk || !bytes.Equal(r.Options, p.options) {
			return false
		}
		if r.Program == "" || r.Program != programStamp(p, site, executable) {
			return false
		}
		descs[i] = &pluginpb.DescribeResponse{}
		if proto.Unmarshal(r.Describe, descs[i]) != nil || !descs[i].Reusable {
			return false
		}
	}
	// The inputs are stamped in parallel: a large docs folder is most of
	// the work.
	changed := make([]atomic.Bool, len(ps))
	var wg sync.WaitGroup
	for i, p := range ps {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer trace.Begin("plugin "+p.cfg.Name, "stamp inputs").End()
			p.kept = &records[i]
			key, racy := stampInputs(site.Dir, p.kept.Watch)
			changed[i].Store(key != p.kept.Inputs)
			if !racy {
				p.keptInputs = key
			}
		}()
	}
	wg.Wait()
	for i := range ps {
		if changed[i].Load() {
			return false
		}
	}
	for i, p := range ps {
		p.desc, p.reused = descs[i], true
	}
	return true
}

// replay sends the plugin's last Load stream through receive, as its Load
// would; it reports false, having sent nothing, when the stream cannot be
// read or leaves out a body the core does not hold (known, by the
// plugin's route path). The plugin must then be started and load.
func (p *runningPlugin) replay(cacheFile string, known map[string]string, receive func(*pluginpb.LoadItem)) bool {
	b, err := readCacheFile(cacheFile, p.kept.Stream)
	if err != nil {
		return false
	}
	var stream pluginpb.LoadBatch
	if proto.Unmarshal(b, &stream) != nil {
		return false
	}
	for _, it := range stream.Items {
		if r := it.GetRoute(); r != nil && r.BodyOmitted && known[r.Path] != r.Digest {
			return false
		}
	}
	for _, it := range stream.Items {
		receive(it)
	}
	return true
}

// recordLoad keeps what the plugin's Load sent, for the cache, and the
// key of its inputs: the one taken before the Load when it watched the
// same paths as the last build (a file changed since then changes the key
// the next build takes), else one taken now, which must not be later
// than the Load's start. Either is "" when racy.
func (p *runningPlugin) recordLoad(siteDir string, items []*pluginpb.LoadItem, started time.Time) {
	p.items, p.inputs = items, ""
	if p.kept != nil && slices.Equal(p.watch, p.kept.Watch) {
		p.inputs = p.keptInputs
		return
	}
	if key, racy := inputsKey(siteDir, p.watch, started.Add(-racyWindow)); !racy {
		p.inputs = key
	}
}

// streamBody is the plugin's Load stream as the cache keeps it: the
// bodies of the routes whose digest the core holds left out (the next
// build reads them back from their data files, as for a plugin that left
// them out itself). known are the digests the core holds, by the
// plugin's route path.
func streamBody(items []*pluginpb.LoadItem, known map[string]string) ([]byte, error) {
	out := make([]*pluginpb.LoadItem, len(items))
	for i, it := range items {
		out[i] = it
		r := it.GetRoute()
		if r == nil || r.BodyOmitted || r.Digest == "" || known[r.Path] != r.Digest {
			continue
		}
		lean := proto.Clone(r).(*pluginpb.Route)
		lean.DataJson, lean.ContentHtml, lean.BodyOmitted = nil, "", true
		out[i] = &pluginpb.LoadItem{Item: &pluginpb.LoadItem_Route{Route: lean}}
	}
	return proto.MarshalOptions{Deterministic: true}.Marshal(&pluginpb.LoadBatch{Items: out})
}

// pluginRecords writes the streams of the plugins that can be reused by
// the next build and returns their records; none when one of them cannot
// be (the next build starts them all anyway).
func (s *Session) pluginRecords(cacheFile, seed string) []pluginRecord {
	known := s.knownDigests()
	out := make([]pluginRecord, len(s.plugins))
	sk := siteKey(s.site.Dir, s.siteJSON)
	for i, p := range s.plugins {
		if p.reused {
			out[i] = *p.kept
			continue
		}
		if p.desc == nil || !p.desc.Reusable || p.inputs == "" || p.postKey == "" {
			return nil
		}
		r := pluginRecord{Name: p.cfg.Name, Options: p.options, Site: sk, Watch: p.watch, Inputs: p.inputs, PostBuild: p.postKey, Files: p.postFiles}
		if r.Program = programStamp(p, s.site, s.opts.Executable); r.Program == "" {
			return nil
		}
		var err error
		if r.Describe, err = proto.Marshal(p.desc); err != nil {
			return nil
		}
		if r.Warnings, err = proto.Marshal(&pluginpb.PostBuildResponse{Diagnostics: p.postWarnings}); err != nil {
			return nil
		}
		body, err := streamBody(p.items, known[p.cfg.Name])
		if err != nil {
			return nil
		}
		if r.Stream, _, err = writeCacheFile(cacheFile, seed, body); err != nil {
			return nil
		}
		out[i] = r
	}
	return out
}

// keptPostBuild puts the files of the plugin's last PostBuild into the
// output from the last one when the plugin was not started and its
// PostBuild request (key) is the last one's, and returns that PostBuild's
// response; it reports whether it did. Should a file be missing, the
// files it linked are removed: the plugin then runs and writes them
// itself.
func (p *runningPlugin) keptPostBuild(key, lastOut, out string) (*pluginpb.PostBuildResponse, bool) {
	if !p.reused || key == "" || key != p.kept.PostBuild {
		return nil, false
	}
	var res pluginpb.PostBuildResponse
	if proto.Unmarshal(p.kept.Warnings, &res) != nil {
		return nil, false
	}
	for i, rel := range p.kept.Files {
		if reuseFile(lastOut, out, rel) != nil {
			for _, done := range p.kept.Files[:i] {
				_ = os.Remove(filepath.Join(out, filepath.FromSlash(done)))
			}
			return nil, false
		}
	}
	res.Files = p.kept.Files
	p.postFiles, p.postWarnings = res.Files, res.Diagnostics
	return &res, true
}
