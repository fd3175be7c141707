# folio: build and test entry points. `make serve` and `make test` are the
# README's quick start; both install what they need first.

GO      ?= go
NPM     ?= npm
PORT    ?= 3000
FOLIO   := bin/folio
GOFILES := $(shell find cmd core plugins sdk -name '*.go' -not -path '*/node_modules/*' 2>/dev/null)

.PHONY: all install build serve test test-go test-js test-e2e chromium proto clean

all: build

# npm dependencies (workspaces: core/client, themes/classic) from the lockfile.
node_modules/.package-lock.json: package.json package-lock.json core/client/package.json themes/classic/package.json
	$(NPM) ci --no-audit --no-fund
	@touch $@

install: node_modules/.package-lock.json
	$(GO) mod download

$(FOLIO): $(GOFILES) go.mod go.sum
	$(GO) build -o $(FOLIO) ./cmd/folio

# Build the Lexical site into build/.
build: install $(FOLIO)
	./$(FOLIO) build

# Build the site and serve it at http://localhost:$(PORT).
serve: build
	./$(FOLIO) serve --port $(PORT)

test: test-go test-js test-e2e

test-go: install
	$(GO) vet ./... ./sdk/...
	$(GO) test ./... ./sdk/...
	$(GO) test -run='^$$' -fuzz='^FuzzQueries$$' -fuzztime=10s ./plugins/search/api
	$(GO) test -run='^$$' -fuzz='^FuzzParamsString$$' -fuzztime=10s ./plugins/search/api

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

# Regenerate the plugin protocol's Go code (committed, so builds need no protoc).
proto:
	protoc -I sdk/proto \
		--go_out=sdk/pluginpb --go_opt=paths=source_relative \
		--go-grpc_out=sdk/pluginpb --go-grpc_opt=paths=source_relative \
		sdk/proto/plugin.proto

clean:
	rm -rf bin build
