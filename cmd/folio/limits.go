package main

import (
	"fmt"
	"os"
	"strconv"

	"github.com/folio-docs/folio/core/server"
)

// Environment variables that change the servers' connection and write
// limits (docs/search.md, "Limits"), for `folio serve`, `folio dev` and
// `folio search serve` alike.
const (
	envMaxConnections = "FOLIO_MAX_CONNECTIONS"
	envMinWriteRate   = "FOLIO_MIN_WRITE_RATE"
)

// limitsHelp ends the --help text of the commands that serve.
var limitsHelp = fmt.Sprintf("\n\nLimits: at most %d connections at once (%s; the oldest idle one is\nclosed to make room), and clients must read answers at %d bytes/s or\nfaster (%s).", server.DefaultMaxConnections, envMaxConnections, server.DefaultMinWriteRate, envMinWriteRate)

// serverLimits reads the limits from the environment.
func serverLimits() ([]server.ListenOption, error) {
	maxConns, err := positiveEnv(envMaxConnections)
	if err != nil {
		return nil, err
	}
	minRate, err := positiveEnv(envMinWriteRate)
	if err != nil {
		return nil, err
	}
	return []server.ListenOption{server.MaxConnections(maxConns), server.MinWriteRate(minRate)}, nil
}

// positiveEnv reads a positive integer from the environment; 0 if unset.
func positiveEnv(name string) (int, error) {
	v := os.Getenv(name)
	if v == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n <= 0 {
		return 0, fmt.Errorf("%s=%q: expected a positive whole number", name, v)
	}
	return n, nil
}
