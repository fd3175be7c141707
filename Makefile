# folio: build and test entry points. `make serve` and `make test` are the
# README's quick start; both install what they need first.

GO      ?= go
NPM     ?= npm
PORT    ?= 3000
FOLIO   := bin/folio
GOFILES := $(shell find cmd core plugins sdk themes -name '*.go' -not -path '*/node_modules/*' 2>/dev/null)
# The client runtime and the classic theme are embedded in the binary.
EMBEDDED := $(shell find core/client themes/classic -type f -not -name '*.go' -not -path '*/node_modules/*' -not -path '*/test/*' 2>/dev/null)
# The version `make dist` stamps into `folio version`.
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo 0.1.0-dev)

.PHONY: all install build serve test test-go test-platforms test-js test-e2e chromium proto dist clean

all: build

# npm dependencies (workspaces: core/client, themes/classic) from the lockfile.
node_modules/.package-lock.json: package.json package-lock.json core/client/package.json themes/classic/package.json
	$(NPM) ci --no-audit --no-fund
	@touch $@

# The SDK's own requirements too: a plugin module (`folio new plugin`)
# builds against them from the module cache, and the workspace's build
# list may hold newer versions of the same modules.
install: node_modules/.package-lock.json
	$(GO) mod download
	cd sdk && GOWORK=off $(GO) mod download

$(FOLIO): $(GOFILES) $(EMBEDDED) go.mod go.sum
	$(GO) build -o $(FOLIO) ./cmd/folio

# Build the Lexical site into build/.
build: install $(FOLIO)
	./$(FOLIO) build

# Build the site and serve it at http://localhost:$(PORT).
serve: build
	./$(FOLIO) serve --port $(PORT)

test: test-go test-js test-e2e

test-go: install test-platforms
	@unformatted=$$(gofmt -l $(GOFILES)); if [ -n "$$unformatted" ]; then echo "gofmt -w these files:"; echo "$$unformatted"; exit 1; fi
	$(GO) vet ./... ./sdk/...
	# core/build's property tests take minutes on a busy 2-core machine:
	# more than go test's default 10-minute limit per package.
	$(GO) test -timeout 45m ./... ./sdk/...
	$(GO) test -run='^$$' -fuzz='^FuzzQueries$$' -fuzztime=10s ./plugins/search/api
	$(GO) test -run='^$$' -fuzz='^FuzzParamsString$$' -fuzztime=10s ./plugins/search/api

# Release archives include macOS and Windows: nothing in the CLI, the core
# or the built-in plugins may be Linux-only.
test-platforms:
	GOOS=darwin GOARCH=arm64 CGO_ENABLED=0 $(GO) build -o /dev/null ./cmd/folio
	GOOS=windows GOARCH=amd64 CGO_ENABLED=0 $(GO) build -o /dev/null ./cmd/folio

test-js: install
	$(NPM) run --silent typecheck
	$(NPM) run --silent test --workspaces --if-present
	node --test site/tests/

# Browser tests drive Debian's Chromium; never a downloaded browser.
test-e2e: build chromium
	node --test e2e/

chromium:
	@if [ ! -x /usr/bin/chromium ]; then \
		echo "Installing Debian's chromium for the browser tests"; \
		if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
		$$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq chromium; \
	fi

# Regenerate the Go code of the plugin protocol, the build store's records,
# the plugins' stores and the store manifests (committed, so builds need no
# protoc).
proto:
	protoc -I sdk/proto \
		--go_out=sdk/pluginpb --go_opt=paths=source_relative \
		--go-grpc_out=sdk/pluginpb --go-grpc_opt=paths=source_relative \
		sdk/proto/plugin.proto
	protoc -I plugins/internal/cachepb \
		--go_out=plugins/internal/cachepb --go_opt=paths=source_relative \
		plugins/internal/cachepb/cache.proto
	protoc -I core/build/storepb \
		--go_out=core/build/storepb --go_opt=paths=source_relative \
		core/build/storepb/store.proto
	protoc -I core/files/filespb \
		--go_out=core/files/filespb --go_opt=paths=source_relative \
		core/files/filespb/manifest.proto

# Release archives in dist/: linux amd64/arm64, darwin amd64/arm64,
# windows amd64, built with -trimpath and VERSION stamped (VERSION=v0.2.0).
dist:
	$(GO) run ./tools/dist -version "$(VERSION)" -out dist

clean:
	rm -rf bin build dist
