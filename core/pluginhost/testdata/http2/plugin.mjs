// A folio plugin written from docs/plugin-protocol.md alone, on node:http2,
// with no gRPC or protobuf package: the stranger's check that the page is
// the whole contract. It serves the route /raw with the greeting of its
// options, writes raw/pages.txt (the routes' paths) at PostBuild, and
// answers UNIMPLEMENTED to any other method. TestAPluginOnHTTP2Alone runs
// it; bench/plugins/starters.sh does not (it is no starter).
import http2 from 'node:http2';
import fs from 'node:fs';
import path from 'node:path';

if (process.env.FOLIO_PLUGIN_COOKIE !== 'a1d4f3c0-folio-plugin-protocol') process.exit(1);
process.stdin.on('end', () => process.exit(0)).resume();

// The protobuf wire format, for the few field kinds this plugin sends.
const varint = (n) => {
  const b = [];
  for (; n > 127; n = Math.floor(n / 128)) b.push((n % 128) | 128);
  b.push(n);
  return Buffer.from(b);
};
const tag = (num, wire) => varint(num * 8 + wire);
const lengthDelimited = (num, v) => {
  const b = Buffer.isBuffer(v) ? v : Buffer.from(String(v));
  return Buffer.concat([tag(num, 2), varint(b.length), b]);
};
const bool = (num, v) => (v ? Buffer.concat([tag(num, 0), varint(1)]) : Buffer.alloc(0));

// decode returns a message's fields by number, each a list of its values:
// numbers for varints, Buffers for length-delimited fields.
function decode(buf) {
  const fields = {};
  let i = 0;
  const read = () => {
    let n = 0;
    for (let shift = 1; ; shift *= 128) {
      const c = buf[i++];
      n += (c & 127) * shift;
      if (c < 128) return n;
    }
  };
  while (i < buf.length) {
    const key = read();
    const num = Math.floor(key / 8);
    let v;
    switch (key % 8) {
      case 0: v = read(); break;
      case 1: v = buf.subarray(i, (i += 8)); break;
      case 2: { const len = read(); v = buf.subarray(i, (i += len)); break; }
      case 5: v = buf.subarray(i, (i += 4)); break;
      default: throw new Error(`wire type ${key % 8}`);
    }
    (fields[num] ??= []).push(v);
  }
  return fields;
}

// gRPC's message framing: a byte saying it is not compressed, the length
// as 4 bytes big-endian, the message.
const frame = (msg) => {
  const head = Buffer.alloc(5);
  head.writeUInt32BE(msg.length, 1);
  return Buffer.concat([head, msg]);
};
function unframe(body) {
  const out = [];
  for (let i = 0; i + 5 <= body.length; i += 5 + body.readUInt32BE(i + 1)) out.push(body.subarray(i + 5, i + 5 + body.readUInt32BE(i + 1)));
  return out;
}

// Each method, by its path: the messages it answers with.
const methods = {
  // DescribeResponse: name 1, version 2, components 3, reusable 4.
  '/folio.plugin.v1.Plugin/Describe': () => [Buffer.concat([lengthDelimited(1, 'raw'), lengthDelimited(2, '1.0.0'), lengthDelimited(3, 'MarkdownPage'), bool(4, true)])],
  // LoadRequest.options_json is field 3; one LoadItem whose route (1) is
  // a Route: path 1, component 2, data_json 4, content_html 5, meta 7
  // (RouteMeta: title 1).
  '/folio.plugin.v1.Plugin/Load': (req) => {
    const options = JSON.parse(decode(req)[3]?.[0]?.toString() || '{}');
    const title = options.greeting ?? 'Hello from raw';
    const route = Buffer.concat([
      lengthDelimited(1, '/raw'),
      lengthDelimited(2, 'MarkdownPage'),
      lengthDelimited(4, JSON.stringify({ title })),
      lengthDelimited(5, `<h1>${title}</h1>`),
      lengthDelimited(7, lengthDelimited(1, title)),
    ]);
    return [lengthDelimited(1, route)];
  },
  // PostBuildRequest: out_dir 1, routes 2 (RouteSummary: path 1). The
  // PostBuildResponse lists the file written (files 1).
  '/folio.plugin.v1.Plugin/PostBuild': (req) => {
    const fields = decode(req);
    const out = fields[1][0].toString();
    const paths = (fields[2] ?? []).map((summary) => decode(summary)[1][0].toString());
    const file = path.join(out, 'raw', 'pages.txt');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(`${file}.tmp`, paths.join('\n') + '\n');
    fs.renameSync(`${file}.tmp`, file);
    return [lengthDelimited(1, 'raw/pages.txt')];
  },
  // The controller: empty messages both ways; exit once answered (below).
  '/plugin.GRPCController/Shutdown': () => [Buffer.alloc(0)],
};

const server = http2.createServer();
server.on('stream', (stream, headers) => {
  const method = methods[headers[':path']];
  if (headers[':path'] === '/plugin.GRPCController/Shutdown') stream.on('close', () => process.exit(0));
  const chunks = [];
  stream.on('data', (c) => chunks.push(c));
  stream.on('end', () => {
    // Every answer is HTTP 200 with content-type application/grpc; its
    // status is the grpc-status trailer (0 OK, 12 UNIMPLEMENTED).
    stream.respond({ ':status': 200, 'content-type': 'application/grpc' }, { waitForTrailers: true });
    stream.on('wantTrailers', () => stream.sendTrailers(method ? { 'grpc-status': '0' } : { 'grpc-status': '12', 'grpc-message': `no method ${headers[':path']}` }));
    if (method) {
      for (const msg of method(unframe(Buffer.concat(chunks))[0] ?? Buffer.alloc(0))) stream.write(frame(msg));
    }
    stream.end();
  });
});
const socket = path.join(process.env.PLUGIN_UNIX_SOCKET_DIR, 'raw.sock');
server.listen(socket, () => process.stdout.write(`1|1|unix|${socket}|grpc\n`));
