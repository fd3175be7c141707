package dev

import (
	"context"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// `folio dev --verbose` (Options.PluginLog) shows what a plugin prints on
// stdout after its handshake, as `folio build --verbose` does; without it
// the dev log stays free of it.
func TestPluginLogShowsAPluginsOutput(t *testing.T) {
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("node is not installed")
	}
	_, here, _, _ := runtime.Caller(0)
	plugin := filepath.Join(filepath.Dir(here), "..", "pluginhost", "testdata", "node", "plugin.cjs")
	t.Setenv("FOLIO_TEST_NODE_MODE", "stdout")
	dir := writeSite(t, map[string]string{
		"site.toml": "title = \"Dev\"\nurl = \"https://dev.example\"\n\n[[plugins]]\nname = \"pages\"\n\n" +
			"[[plugins]]\nname = \"chatty\"\ncommand = [\"node\", " + quote(plugin) + "]\n",
		"site/pages/index.md":    "# Home\n",
		"site/i18n/en/code.json": "{}\n",
	})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ready := make(chan string, 1)
	var log, pluginLog syncBuilder
	done := make(chan error, 1)
	go func() {
		done <- Run(ctx, Options{ConfigFile: filepath.Join(dir, "site.toml"), Addr: freeAddr(t), Log: &log, PluginLog: &pluginLog, Ready: func(u string) { ready <- u }})
	}()
	select {
	case <-ready:
	case err := <-done:
		t.Fatalf("dev stopped: %v\n%s", err, log.String())
	case <-time.After(60 * time.Second):
		t.Fatal("dev did not start")
	}
	want := []string{"plugin.chatty: hello from console.log: stream=stdout", `plugin.chatty: {"@level":"info","@message":"a log line on stdout"}: stream=stdout`}
	deadline := time.Now().Add(30 * time.Second)
	for !containsAll(pluginLog.String(), want) && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	if got := pluginLog.String(); !containsAll(got, want) {
		t.Fatalf("the plugin log lacks the plugin's stdout lines %q:\n%s", want, got)
	}
	if strings.Contains(log.String(), "hello from console.log") {
		t.Errorf("the plugin's output reached the dev log itself:\n%s", log.String())
	}
	cancel()
	<-done
}

func containsAll(s string, parts []string) bool {
	for _, p := range parts {
		if !strings.Contains(s, p) {
			return false
		}
	}
	return true
}

// quote writes s as a TOML basic string.
func quote(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}
