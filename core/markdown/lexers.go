package markdown

import (
	"sync"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/lexers"
	"github.com/dlclark/regexp2/v2"
)

// chroma gives every rule of its lexers a 250 ms match timeout, and a
// rule whose match times out is skipped as if it had not matched. The
// timeout is read from regexp2's approximate clock, a goroutine that ticks
// every 100 ms: on a loaded machine that goroutine is starved, then jumps
// forward, and a match that has just begun "times out". The same code
// block then comes out with other tokens (`.editor` in CSS as an operator
// and a tag instead of a class name: seen on this project's own site, in
// a build beside a busy test run). Output would depend on the machine's
// load, so folio's lexers are chroma's, rebuilt from the same rules with
// no timeout. A lexer's patterns are chroma's own, and the text is the
// site's own code; what a timeout guards against (a pattern that
// backtracks without end on hostile input) is not the risk here.

// lexerRegistry holds a copy of each of chroma's lexers without match
// timeouts. Lexers that embed others (HTML's scripts and styles) look them
// up in the registry of the lexer they run in: this one, so theirs have no
// timeouts either. A lexer chroma builds of fixed parts instead (the
// template languages that wrap HTML: PHP, Svelte, ERB, Jinja, Go
// templates; HTTP with its bodies) is chroma's own, timeouts and all:
// its parts cannot be swapped from outside. Registering one here points
// it, and the chroma lexers it wraps, at this registry, so that what they
// look up by name while they run is untimed.
var lexerRegistry = sync.OnceValue(func() *chroma.LexerRegistry {
	registry := chroma.NewLexerRegistry()
	for _, l := range lexers.GlobalLexerRegistry.Lexers {
		if regex, ok := l.(*chroma.RegexLexer); ok {
			l = untimed(regex)
		}
		registry.Register(l)
	}
	return registry
})

// lexerFor is chroma's lexer for a language name or alias, as lexers.Get
// finds it, without match timeouts; nil for none.
func lexerFor(lang string) chroma.Lexer {
	return lexerRegistry().Get(lang)
}

// untimed copies l: its rules (read when the copy is first used) get one
// more, first in the root state, whose only job is to clear every
// compiled rule's timeout as the lexer compiles, and then to remove
// itself. chroma sets the timeouts before it runs such rules.
func untimed(l *chroma.RegexLexer) chroma.Lexer {
	copied, err := chroma.NewLexer(l.Config(), func() chroma.Rules {
		rules, err := l.Rules()
		if err != nil {
			return chroma.Rules{"root": nil} // compiles to a lexer of plain text
		}
		rules = rules.Clone()
		rules["root"] = append([]chroma.Rule{{Mutator: clearTimeouts{}}}, rules["root"]...)
		return rules
	})
	if err != nil {
		return l
	}
	return copied
}

// clearTimeouts is the rule untimed adds.
type clearTimeouts struct{}

func (clearTimeouts) MutateLexer(rules chroma.CompiledRules, state string, rule int) error {
	for _, compiled := range rules {
		for _, r := range compiled {
			if r.Regexp != nil {
				r.Regexp.MatchTimeout = regexp2.DefaultMatchTimeout // never
			}
		}
	}
	rest := make([]*chroma.CompiledRule, 0, len(rules[state])-1)
	rules[state] = append(append(rest, rules[state][:rule]...), rules[state][rule+1:]...)
	return nil
}

// Mutate is never called: the rule is gone before the lexer runs.
func (clearTimeouts) Mutate(*chroma.LexerState) error { return nil }
