package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/folio-docs/folio/plugins/builtin"
	"github.com/folio-docs/folio/sdk"
)

func runPlugin(args []string) error {
	fs := newFlags("plugin", "NAME", "Runs a built-in plugin as a plugin process. The core starts it; running it\nby hand only prints a notice. Built-ins: "+strings.Join(builtin.Names(), ", ")+".")
	if ok, err := parse(fs, args); !ok {
		return err
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return usageError{fmt.Errorf("expected one plugin name")}
	}
	if os.Getenv("FOLIO_PLUGIN_COOKIE") == "" {
		return fmt.Errorf("this command is run by 'folio build', not by hand")
	}
	tuneGCForPlugin()
	return builtin.ServeAs(fs.Arg(0), func(p sdk.Plugin) sdk.Plugin { return loadsUnderTheLimit{p} })
}
