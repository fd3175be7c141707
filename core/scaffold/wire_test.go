package scaffold

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The Node starter's own encoding (folio/wire.js) agrees with protobufjs
// reading folio/plugin.proto, on messages of every type of the contract
// with random values (negative and large integers, text beyond ASCII,
// empty and large bytes, lists, maps, a oneof's each member, nested
// messages): what wire.js encodes, protobufjs decodes to the same message;
// what protobufjs encodes, wire.js decodes to what @grpc/proto-loader's
// options (keepCase, longs and enums as strings, defaults, oneofs) give.
// Bad values and bytes get errors that name the field. A message of every
// other scalar type (64-bit, signed, fixed, floating, packed lists, maps
// with number keys), which a later plugin.proto may use, is compared the
// same way.
func TestNodeStarterWireMatchesProtobufJS(t *testing.T) {
	node, dir := nodeStarterWithProtobufJS(t)
	if err := os.WriteFile(filepath.Join(dir, "compare.mjs"), []byte(wireCompare), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(node, "compare.mjs")
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("folio/wire.js and protobufjs disagree: %v\n%s", err, out)
	}
	// Every message type was tried, each many times.
	if !strings.Contains(string(out), "messages: 18, cases: 3600") {
		t.Errorf("not every message was compared: %s", out)
	}
}

// nodeStarterWithProtobufJS writes the Node starter into a temporary
// folder with the repository's node_modules, and returns node's path and
// the folder; it skips the test without node or protobufjs (make install).
func nodeStarterWithProtobufJS(t *testing.T) (node, dir string) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed")
	}
	modules, _ := filepath.Abs(filepath.Join(repoRoot(), "node_modules"))
	if _, err := os.Stat(filepath.Join(modules, "protobufjs")); err != nil {
		t.Skip("protobufjs is not installed (make install)")
	}
	dir = filepath.Join(t.TempDir(), "changelog")
	if err := NewNodePlugin(PluginOptions{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(modules, filepath.Join(dir, "node_modules")); err != nil {
		t.Fatal(err)
	}
	return node, dir
}

const wireCompare = `
import { createRequire } from 'node:module';
import { isDeepStrictEqual, inspect } from 'node:util';
import { readTypes, Types } from './folio/wire.js';
const protobuf = createRequire(import.meta.url)('protobufjs');

const root = new protobuf.Root();
root.loadSync('folio/plugin.proto', { keepCase: true });
root.resolveAll();
const wire = readTypes('folio/plugin.json');
// Every scalar type, as a later contract may use them.
const other = protobuf.parse(` + "`" + `
syntax = "proto3";
package other;
message Scalars {
  enum Mood { CALM = 0; GLAD = 1; SAD = -1; }
  int64 i64 = 1; uint64 u64 = 2; sint64 s64 = 3; fixed64 f64 = 4; sfixed64 sf64 = 5;
  uint32 u32 = 6; sint32 s32 = 7; fixed32 f32 = 8; sfixed32 sf32 = 9;
  double d = 10; float f = 11; Mood mood = 12; bool flag = 13;
  repeated int64 i64s = 14; repeated sint32 s32s = 15; repeated double ds = 16; repeated Mood moods = 17; repeated bool flags = 18;
  map<int32, string> by_int = 19; map<uint32, Inner> by_uint = 20; map<string, Mood> moods_by_name = 21;
  Inner inner = 22; optional string maybe = 23;
  oneof choice { sint64 small = 24; float ratio = 25; }
  uint32 high_field_number = 536870911;
}
message Inner { int32 n = 1; repeated Inner more = 2; }
` + "`" + `, { keepCase: true }).root;
other.resolveAll();
const otherWire = new Types(other.toJSON());
const received = { longs: String, enums: String, defaults: true, oneofs: true };

// A seeded generator, so that a failure comes back the same.
let seed = 20261127;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pick = (list) => list[Math.floor(rand() * list.length)];
const texts = ['', 'a', 'docs/intro.md', 'Énoncé — 编辑器 🚀', 'x'.repeat(300)];
const ints = [0, 1, -1, 127, 128, 300, 2147483647, -2147483648, 16384];

function value(field, depth) {
  const t = field.resolvedType;
  if (t instanceof protobuf.Enum) return rand() < 0.8 ? pick(Object.keys(t.values)) : pick(Object.values(t.values));
  if (t instanceof protobuf.Type) return object(t, depth + 1);
  switch (field.type) {
    case 'string': return pick(texts);
    case 'bytes': return pick([Buffer.alloc(0), Buffer.from('{"a":1}'), Buffer.alloc(70000, 7), new Uint8Array([0, 255, 1])]);
    case 'bool': return rand() < 0.5;
    case 'int32': return pick(ints);
    case 'uint32': case 'fixed32': return pick([0, 1, 127, 128, 4294967295, 65536]);
    case 'sint32': case 'sfixed32': return pick(ints);
    case 'int64': case 'sint64': case 'sfixed64': return pick(['0', '-1', '9223372036854775807', '-9223372036854775808', 300, -70000, '123456789012']);
    case 'uint64': case 'fixed64': return pick(['0', '18446744073709551615', 42, '9007199254740993']);
    case 'double': return pick([0, -1.5, 3.141592653589793, 1e300, -0.25]);
    case 'float': return pick([0, 1.5, -2.25, 1024]);
  }
  throw new Error('the test has no values for type ' + field.type + ' (' + field.fullName + ')');
}

function object(type, depth = 0) {
  const o = {};
  if (depth > 3) return o;
  const oneofMembers = new Set();
  for (const oneof of type.oneofsArray) {
    const members = oneof.fieldsArray;
    if (rand() < 0.9) {
      const f = pick(members);
      o[f.name] = value(f, depth);
    }
    for (const f of members) oneofMembers.add(f.name);
  }
  for (const f of type.fieldsArray) {
    if (oneofMembers.has(f.name) || rand() < 0.2) continue;
    if (f.map) {
      const m = {};
      for (let i = Math.floor(rand() * 4); i > 0; i--) {
        const key = f.keyType === 'string' ? pick(texts) + i : String(pick([0, 1, 7, 300, 65536]) + i);
        m[key] = value(f, depth);
      }
      o[f.name] = m;
    } else if (f.repeated) {
      o[f.name] = Array.from({ length: Math.floor(rand() * 4) }, () => value(f, depth));
    } else {
      o[f.name] = value(f, depth);
    }
  }
  return o;
}

let failures = 0;
function fail(what, type, input, want, got) {
  if (failures++ < 5) {
    console.log(type.fullName + ': ' + what + '\ninput ' + inspect(input, { depth: 6 }) + '\nwant  ' + inspect(want, { depth: 6 }) + '\ngot   ' + inspect(got, { depth: 6 }));
  }
}

const types = [];
function collect(ns, codec) {
  for (const o of ns.nestedArray) {
    if (o instanceof protobuf.Type) types.push([o, codec]);
    if (o.nestedArray) collect(o, codec);
  }
}
collect(root, wire);
collect(other, otherWire);

let cases = 0;
for (const [type, codec] of types) {
  const mine = codec.message(type.fullName);
  for (let i = 0; i < 200; i++, cases++) {
    const input = object(type);
    const theirs = type.encode(type.fromObject(input)).finish();
    const want = type.toObject(type.decode(theirs), received);
    // protobufjs reads what wire.js writes.
    const ours = mine.encode(input);
    const back = type.toObject(type.decode(ours), received);
    if (!isDeepStrictEqual(back, want)) fail('encoded differently', type, input, want, back);
    // wire.js reads what protobufjs writes, as proto-loader hands it over.
    const got = mine.decode(theirs);
    if (!isDeepStrictEqual(got, want)) fail('decoded differently', type, input, want, got);
  }
}

// Mistakes in what a handler returns, and bytes cut short.
const mustThrow = (what, f, want) => {
  try {
    f();
    console.log(what + ': no error');
    failures++;
  } catch (err) {
    if (!String(err.message).includes(want)) {
      console.log(what + ': ' + err.message + ', want it to say ' + want);
      failures++;
    }
  }
};
const diagnostic = wire.message('.folio.plugin.v1.Diagnostic');
const item = wire.message('.folio.plugin.v1.LoadItem');
mustThrow('an enum name not in the enum', () => diagnostic.encode({ severity: 'FATAL' }), 'folio.plugin.v1.Diagnostic.severity: "FATAL" is not one of WARNING, ERROR');
mustThrow('a list that is not an array', () => item.encode({ route: { shared_keys: 'sidebar' } }), 'folio.plugin.v1.LoadItem.route.shared_keys: array expected');
mustThrow('a message that is not an object', () => item.encode({ route: 'about' }), 'folio.plugin.v1.LoadItem.route: object expected');
mustThrow('bytes that are not bytes', () => item.encode({ route: { data_json: { a: 1 } } }), 'folio.plugin.v1.LoadItem.route.data_json: bytes expected');
const whole = item.encode({ route: { path: '/changelog', data_json: Buffer.from('{}') } });
mustThrow('a message cut short', () => item.decode(whole.subarray(0, whole.length - 1)), 'truncated');

console.log('messages: ' + types.length + ', cases: ' + cases + ', failures: ' + failures);
process.exit(failures > 0 ? 1 : 0);
`
