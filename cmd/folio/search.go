package main

import (
	"context"
	"fmt"
	"log"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"strings"
	"syscall"
	"time"

	"github.com/folio-docs/folio/core/config"
	"github.com/folio-docs/folio/core/server"
	"github.com/folio-docs/folio/plugins/search"
	"github.com/folio-docs/folio/plugins/search/indexfile"
	"github.com/folio-docs/folio/plugins/search/push"
)

// Environment variables for search keys, so secrets stay out of shell
// history and site.toml.
const (
	envAppID     = "FOLIO_SEARCH_APP_ID"
	envSearchKey = "FOLIO_SEARCH_API_KEY"
	envAdminKey  = "FOLIO_SEARCH_ADMIN_KEY"
)

func runSearch(args []string) error {
	usage := "Usage:\n  folio search serve [--index FILE] [--listen ADDR]   run the search API alone\n  folio search push [--endpoint URL] FILE              send an index to an Algolia-compatible service\n"
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" {
		fmt.Fprint(os.Stderr, usage)
		if len(args) == 0 {
			return fmt.Errorf("expected serve or push")
		}
		return nil
	}
	switch args[0] {
	case "serve":
		return runSearchServe(args[1:])
	case "push":
		return runSearchPush(args[1:])
	}
	fmt.Fprint(os.Stderr, usage)
	return fmt.Errorf("unknown search command %q", args[0])
}

// listFlag collects a repeatable flag; commas separate values too.
type listFlag []string

func (l *listFlag) String() string { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error {
	for _, s := range strings.Split(v, ",") {
		if s = strings.TrimSpace(s); s != "" {
			*l = append(*l, s)
		}
	}
	return nil
}

// searchSettings are the keys and index name from site.toml, when there
// is one.
type searchSettings struct {
	appID, apiKey, indexName string
	buildDir                 string
}

func siteSearchSettings(cfgFile string) searchSettings {
	site, err := config.Load(cfgFile)
	if err != nil {
		return searchSettings{}
	}
	s := searchSettings{buildDir: filepath.Join(site.Dir, "build")}
	if sc := site.ThemeConfig.Search; sc != nil {
		s.appID, s.apiKey, s.indexName = sc.AppID, sc.APIKey, sc.IndexName
	}
	return s
}

// firstNonEmpty picks a flag, then an environment variable, then site.toml.
func firstNonEmpty(values ...string) string {
	for _, v := range values {
		if v != "" {
			return v
		}
	}
	return ""
}

func runSearchServe(args []string) error {
	fs := newFlags("search serve", "[--index FILE]... [--listen ADDR] [--app-id ID] [--search-key KEY]... [--admin-key KEY]",
		"Runs the Algolia-compatible search API alone, over index files written by\n'folio build' (build/search/<index>.index). It is read-only and keeps no\nstate, so any number can run behind a load balancer. With an admin key it\nalso accepts writes (kept in memory), which is how 'folio search push' is\ntested. Keys default to "+envAppID+", "+envSearchKey+", "+envAdminKey+"\nand site.toml's [themeConfig.search]."+limitsHelp)
	var indexes, searchKeys listFlag
	fs.Var(&indexes, "index", "an index file to load (repeatable; default: the site's build/search/<indexName>.index)")
	listen := fs.String("listen", "localhost:7700", "address to listen on")
	appID := fs.String("app-id", "", "application id clients must send")
	fs.Var(&searchKeys, "search-key", "a search-only API key (repeatable)")
	adminKey := fs.String("admin-key", "", "admin API key: enables writes, in memory")
	cfgFile := fs.String("config", "site.toml", "site.toml to read keys and the index name from, when present")
	if ok, err := parse(fs, args); !ok {
		return err
	}
	limits, err := serverLimits()
	if err != nil {
		return err
	}
	site := siteSearchSettings(*cfgFile)
	if len(indexes) == 0 && site.indexName != "" {
		indexes = listFlag{search.BuildIndexFile(site.buildDir, site.indexName)}
	}
	if len(searchKeys) == 0 {
		if k := firstNonEmpty(os.Getenv(envSearchKey), site.apiKey); k != "" {
			searchKeys = listFlag{k}
		}
	}
	logger := log.New(os.Stderr, "folio search: ", log.LstdFlags)
	limitMemory(serviceMemoryLimit)
	svc, err := search.OpenService(search.ServiceOptions{
		IndexFiles: indexes,
		AppID:      firstNonEmpty(*appID, os.Getenv(envAppID), site.appID),
		SearchKeys: searchKeys,
		AdminKey:   firstNonEmpty(*adminKey, os.Getenv(envAdminKey)),
		Logger:     logger,
	})
	if err != nil {
		return err
	}
	// Loading parsed every record: give that memory back before serving.
	debug.FreeOSMemory()
	ctx := stopOnSignal()
	go svc.WatchIndexFiles(ctx, 2*time.Second)
	mode := "read-only"
	if firstNonEmpty(*adminKey, os.Getenv(envAdminKey)) != "" {
		mode = "writes enabled, in memory"
	}
	return server.ListenAndServe(ctx, *listen, svc.Handler, func(url string) {
		for _, info := range svc.Store.List() {
			fmt.Printf("Index %s: %d records\n", info.Name, info.Entries)
		}
		fmt.Printf("Search API (%s) at %s/1/\n", mode, url)
	}, append(limits, server.Drain(drainTimeout), server.JSONErrors())...)
}

func runSearchPush(args []string) error {
	fs := newFlags("search push", "[--endpoint URL] [--app-id ID] [--admin-key KEY] [--index NAME] FILE",
		"Sends an index file's settings and records to an Algolia-compatible\nservice, replacing the index there in one step (the records go to a\ntemporary index that is then moved over the live one). FILE defaults to\nthe site's build/search/<indexName>.index. The admin key defaults to\n"+envAdminKey+".")
	endpoint := fs.String("endpoint", "", "the service's base URL (default: https://<app-id>.algolia.net)")
	appID := fs.String("app-id", "", "application id (default: "+envAppID+", then site.toml)")
	adminKey := fs.String("admin-key", "", "admin API key (default: "+envAdminKey+")")
	name := fs.String("index", "", "index name to write (default: the name in the file)")
	cfgFile := fs.String("config", "site.toml", "site.toml to read the app id and index name from, when present")
	if ok, err := parse(fs, args); !ok {
		return err
	}
	site := siteSearchSettings(*cfgFile)
	file := fs.Arg(0)
	if fs.NArg() > 1 {
		return fmt.Errorf("expected one index file, got %d", fs.NArg())
	}
	if file == "" {
		if site.indexName == "" {
			fs.Usage()
			return fmt.Errorf("no index file given and no site.toml names one")
		}
		file = search.BuildIndexFile(site.buildDir, site.indexName)
	}
	app := firstNonEmpty(*appID, os.Getenv(envAppID), site.appID)
	key := firstNonEmpty(*adminKey, os.Getenv(envAdminKey))
	if app == "" {
		return fmt.Errorf("no application id: use --app-id, %s or themeConfig.search.appId", envAppID)
	}
	if key == "" {
		return fmt.Errorf("no admin key: use --admin-key or %s", envAdminKey)
	}
	url := firstNonEmpty(*endpoint, "https://"+app+".algolia.net")
	f, err := indexfile.ReadFile(file)
	if err != nil {
		return err
	}
	target := firstNonEmpty(*name, f.Name)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	client := push.NewClient(url, app, key)
	client.Agent = "folio (" + folioVersion() + ")"
	start := time.Now()
	rep, err := client.Replace(ctx, target, f.Settings, f.Objects, func(done, total int) {
		fmt.Printf("  %d/%d records sent\n", done, total)
	})
	if err != nil {
		return fmt.Errorf("pushing %s to %s: %w", target, url, err)
	}
	fmt.Printf("Pushed %d records to index %s at %s in %d batches (%s)\n", rep.Records, rep.Index, url, rep.Batches, time.Since(start).Round(time.Millisecond))
	return nil
}

// Soft limits of the Go heap (GOMEMLIMIT overrides them). The collector
// works harder as the heap nears one, instead of letting it grow to
// several times what is live. They hold because the search API bounds
// what a request may cost (docs/search.md): `folio search serve` keeps an
// index of about 30 MB, `folio serve` that and its compressed files.
const (
	serviceMemoryLimit = 64 << 20
	serveMemoryLimit   = 128 << 20
)

func limitMemory(limit int64) {
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(limit)
	}
}

// mountSearch puts the search API of the site's built index on the
// serving origin, when site.toml configures search: DocSearch in the
// pages then needs no other host. The index is reloaded when a new build
// replaces it.
//
// sameOrigin keeps the API's CORS headers to the serving origin's pages
// (folio dev, whose index holds drafts).
func mountSearch(ctx context.Context, srv *server.Server, root, cfgFile string, sameOrigin bool) error {
	site, err := config.Load(cfgFile)
	if err != nil || site.ThemeConfig.Search == nil {
		return nil
	}
	sc := site.ThemeConfig.Search
	file := search.BuildIndexFile(root, sc.IndexName)
	var files []string
	if _, err := os.Stat(file); err == nil {
		files = []string{file}
	} else {
		fmt.Fprintf(os.Stderr, "folio serve: no search index at %s: add the search plugin to site.toml and rebuild\n", file)
	}
	svc, err := search.OpenService(search.ServiceOptions{
		IndexFiles: files,
		AppID:      sc.AppID,
		SearchKeys: []string{sc.APIKey},
		Logger:     log.New(os.Stderr, "folio serve: search: ", 0),
		SameOrigin: sameOrigin,
	})
	if err != nil {
		return err
	}
	srv.Mount("/1/", svc.Handler)
	go svc.WatchIndexFiles(ctx, 2*time.Second)
	return nil
}
