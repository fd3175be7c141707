// Command startstop times what folio's plugin host spends on one external
// plugin, outside any build: its start (process to handshake, then
// Describe), one Load, and its stop (Kill, until the process has ended),
// with how the stop ended it. bench/plugins/run.sh builds the plugins and
// runs it; each argument is NAME=COMMAND (the command's words separated by
// spaces), and every plugin runs in the folder -dir.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/folio-docs/folio/core/pluginhost"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

func main() {
	runs := flag.Int("runs", 5, "runs of each plugin")
	dir := flag.String("dir", ".", "the plugins' working folder")
	flag.Parse()
	fmt.Printf("%-12s %9s %9s %9s  %s\n", "plugin", "start ms", "load ms", "stop ms", "stopped by")
	for run := 0; run < *runs; run++ {
		for _, arg := range flag.Args() {
			name, command, _ := strings.Cut(arg, "=")
			if err := once(name, strings.Fields(command), *dir); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
		}
	}
}

func once(name string, command []string, dir string) error {
	ms := func(d time.Duration) string { return fmt.Sprintf("%.1f", float64(d.Microseconds())/1000) }
	t0 := time.Now()
	p, err := pluginhost.Start(pluginhost.Spec{Name: name, Command: command, Dir: dir}, pluginhost.Options{})
	if err != nil {
		return err
	}
	if _, err := p.Describe(context.Background()); err != nil {
		return err
	}
	t1 := time.Now()
	req := &pluginpb.LoadRequest{SiteDir: dir, OptionsJson: []byte("{}"), SiteConfigJson: []byte("{}"), AcceptsBatches: true}
	if err := p.Load(context.Background(), req, func(*pluginpb.LoadItem) error { return nil }); err != nil {
		return err
	}
	t2 := time.Now()
	p.Kill()
	t3 := time.Now()
	by := p.StoppedBy()
	if !slices.Contains([]string{"stdin", "SIGTERM", "SIGKILL"}, by) {
		by = "(had ended)"
	}
	fmt.Printf("%-12s %9s %9s %9s  %s\n", name, ms(t1.Sub(t0)), ms(t2.Sub(t1)), ms(t3.Sub(t2)), by)
	return nil
}
