// Protocol buffers for folio's plugin messages: encodes what the handlers
// return and decodes what folio sends, driven by plugin.json (the
// contract's descriptor, written by folio from plugin.proto). Written by
// `folio new plugin --lang node`; do not edit.
//
// Why not protobufjs: loading protobufjs/light and building its types from
// plugin.json was about 0.05 s of CPU at every start of the plugin, a
// third of what the plugin costs a build beyond node itself (folio's
// bench/README.md). These messages need only the few rules below.
//
// Messages reach the handlers as @grpc/proto-loader hands them over with
// keepCase, longs: String, enums: String, defaults and oneofs: the .proto's
// snake_case names, every field present (a message field unset is null, a
// list [], a map {}; a oneof's unset fields are absent), 64-bit integers
// as strings, bytes as Buffers, an enum by its name, and a oneof's set
// field named by the oneof. What the handlers return is read the way
// protobufjs's fromObject reads it: a string for bytes is base64, an enum
// may be its name or number, null and undefined fields are left out.
import fs from 'node:fs';

/**
 * A message or enum of plugin.json, as protobufjs's JSON descriptor
 * spells it.
 * @typedef {object} JSONType
 * @property {Record<string, {id: number, type: string, rule?: string, keyType?: string}>} [fields]
 * @property {Record<string, {oneof: string[]}>} [oneofs]
 * @property {Record<string, number>} [values]
 * @property {Record<string, {requestType: string, responseType: string, requestStream?: boolean, responseStream?: boolean}>} [methods]
 * @property {Record<string, JSONType>} [nested]
 */

/**
 * A field, with its type resolved.
 * @typedef {object} Field
 * @property {string} name
 * @property {number} id
 * @property {string} type a scalar's .proto name, "message" or "enum"
 * @property {'list' | 'map' | 'one'} shape
 * @property {string} keyType a map's key type
 * @property {string} oneof the name of the oneof it is part of, or ''
 * @property {Message | null} message its message type
 * @property {Enum | null} enum its enum type
 * @property {number} wire its wire type (0 varint, 1 64-bit, 2 length-delimited, 5 32-bit)
 * @property {Field | null} key a map's entries' key (field 1)
 * @property {Field | null} value a map's entries' value (field 2)
 */

/** @typedef {{name: string, byName: Record<string, number>, byNumber: Map<number, string>}} Enum */

/** @type {Record<string, number>} */
const WIRE = {
  int32: 0, int64: 0, uint32: 0, uint64: 0, sint32: 0, sint64: 0, bool: 0, enum: 0,
  fixed64: 1, sfixed64: 1, double: 1,
  string: 2, bytes: 2, message: 2,
  fixed32: 5, sfixed32: 5, float: 5,
};
const LONG = new Set(['int64', 'uint64', 'sint64', 'fixed64', 'sfixed64']);

/** A message type: encode and decode. */
export class Message {
  /**
   * @param {string} name its full name, without the leading dot
   * @param {Types} types
   * @param {JSONType} json
   */
  constructor(name, types, json) {
    this.name = name;
    this.types = types;
    this.json = json;
    /** @type {Field[] | null} by number, resolved on first use */
    this.resolved = null;
    /** @type {(Field | undefined)[]} by number */
    this.byNumber = [];
  }

  /** @returns {Field[]} */
  fields() {
    if (this.resolved) return this.resolved;
    /** @type {Record<string, string>} */
    const oneofOf = {};
    for (const [oneof, { oneof: members }] of Object.entries(this.json.oneofs ?? {})) {
      for (const member of members) oneofOf[member] = oneof;
    }
    this.resolved = Object.entries(this.json.fields ?? {})
      .map(([name, f]) => {
        const scalar = f.type in WIRE;
        const message = scalar ? null : this.types.messageOrNull(f.type);
        const en = scalar || message ? null : this.types.enum(f.type);
        const type = scalar ? f.type : message ? 'message' : 'enum';
        /** @type {Field} */
        const field = {
          name, id: f.id, type, message, enum: en, wire: WIRE[type],
          shape: f.keyType ? 'map' : f.rule === 'repeated' ? 'list' : 'one',
          keyType: f.keyType ?? '', oneof: oneofOf[name] ?? '', key: null, value: null,
        };
        if (field.keyType) {
          // A map is a list of entries, each a message of a key and a value.
          if (!(field.keyType in WIRE) || field.keyType === 'bytes') {
            throw new Error(`plugin.json: ${this.name}.${name} has a map key of type ${field.keyType}`);
          }
          field.key = { ...field, id: 1, type: field.keyType, wire: WIRE[field.keyType], message: null, enum: null, shape: 'one' };
          field.value = { ...field, id: 2, shape: 'one' };
        }
        return field;
      })
      .sort((a, b) => a.id - b.id);
    for (const f of this.resolved) this.byNumber[f.id] = f;
    return this.resolved;
  }

  /**
   * The wire bytes of a plain object.
   * @param {any} value
   * @returns {Buffer}
   */
  encode(value) {
    const w = new Writer();
    this.write(w, value, this.name);
    return w.finish();
  }

  /**
   * @param {Writer} w
   * @param {any} value
   * @param {string} where the field's path, for errors
   */
  write(w, value, where) {
    if (value === null || typeof value !== 'object') throw new TypeError(`${where}: object expected`);
    for (const f of this.fields()) {
      const v = value[f.name];
      if (v == null) continue;
      const at = `${where}.${f.name}`;
      if (f.shape === 'map') {
        if (typeof v !== 'object') throw new TypeError(`${at}: object expected`);
        for (const [k, item] of Object.entries(v)) {
          const entry = new Writer();
          writeValue(entry, /** @type {Field} */ (f.key), k, at);
          if (item != null) writeValue(entry, /** @type {Field} */ (f.value), item, `${at}[${JSON.stringify(k)}]`);
          w.tag(f.id, 2);
          w.nested(entry);
        }
      } else if (f.shape === 'list') {
        if (!Array.isArray(v)) throw new TypeError(`${at}: array expected`);
        if (f.wire !== 2 && v.length > 0) {
          // proto3 packs a list of numbers into one length-delimited field.
          const packed = new Writer();
          v.forEach((item, i) => writeScalar(packed, f, item, `${at}[${i}]`));
          w.tag(f.id, 2);
          w.nested(packed);
        } else {
          v.forEach((item, i) => writeValue(w, f, item, `${at}[${i}]`));
        }
      } else {
        writeValue(w, f, v, at);
      }
    }
  }

  /**
   * The plain object of wire bytes.
   * @param {Uint8Array} bytes
   * @returns {any}
   */
  decode(bytes) {
    const buf = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    return this.read(new Reader(buf), buf.length);
  }

  /**
   * Reads the message's fields up to end.
   * @param {Reader} r
   * @param {number} end
   * @returns {Record<string, any>}
   */
  read(r, end) {
    const fields = this.fields();
    /** @type {Record<string, any>} */
    const out = {};
    for (const f of fields) {
      if (f.oneof) continue;
      out[f.name] = f.shape === 'map' ? {} : f.shape === 'list' ? [] : defaultOf(f);
    }
    while (r.pos < end) {
      const tag = r.uint32(end);
      const wire = tag & 7;
      const f = this.byNumber[tag >>> 3];
      if (!f) {
        r.skip(wire, end);
        continue;
      }
      if (f.shape === 'map') {
        const key = /** @type {Field} */ (f.key), value = /** @type {Field} */ (f.value);
        const entryEnd = r.end(end);
        /** @type {any} */
        let k = defaultOf(key);
        /** @type {any} */
        let v = defaultOf(value);
        while (r.pos < entryEnd) {
          const t = r.uint32(entryEnd);
          if (t >>> 3 === 1) k = readValue(r, key, entryEnd);
          else if (t >>> 3 === 2) v = readValue(r, value, entryEnd);
          else r.skip(t & 7, entryEnd);
        }
        out[f.name][String(k)] = v;
      } else if (f.shape === 'list') {
        if (wire === 2 && f.wire !== 2) {
          const packedEnd = r.end(end);
          while (r.pos < packedEnd) out[f.name].push(readValue(r, f, packedEnd));
        } else {
          out[f.name].push(readValue(r, f, end));
        }
      } else {
        if (wire !== f.wire) throw new Error(`${this.name}.${f.name}: wire type ${wire}, expected ${f.wire}`);
        out[f.name] = readValue(r, f, end);
        if (f.oneof) out[f.oneof] = f.name;
      }
    }
    return out;
  }
}

/**
 * A field's value when it is not sent.
 * @param {Field} f
 */
function defaultOf(f) {
  switch (f.type) {
    case 'message': return null;
    case 'enum': return /** @type {Enum} */ (f.enum).byNumber.get(0) ?? 0;
    case 'string': return '';
    case 'bytes': return Buffer.alloc(0);
    case 'bool': return false;
  }
  return LONG.has(f.type) ? '0' : 0;
}

/**
 * Writes one value of a field (one item of a list), with its tag.
 * @param {Writer} w
 * @param {Field} f
 * @param {any} v
 * @param {string} at
 */
function writeValue(w, f, v, at) {
  if (f.type === 'message') {
    const sub = new Writer();
    /** @type {Message} */ (f.message).write(sub, v, at);
    w.tag(f.id, 2);
    w.nested(sub);
  } else if (f.type === 'string') {
    w.tag(f.id, 2);
    w.bytes(Buffer.from(String(v)));
  } else if (f.type === 'bytes') {
    w.tag(f.id, 2);
    w.bytes(bytesOf(v, at));
  } else {
    w.tag(f.id, f.wire);
    writeScalar(w, f, v, at);
  }
}

/**
 * @param {any} v
 * @param {string} at
 * @returns {Buffer}
 */
function bytesOf(v, at) {
  if (typeof v === 'string') return Buffer.from(v, 'base64');
  if (Buffer.isBuffer(v)) return v;
  if (v instanceof Uint8Array) return Buffer.from(v.buffer, v.byteOffset, v.length);
  if (Array.isArray(v)) return Buffer.from(v);
  throw new TypeError(`${at}: bytes expected (a Buffer, Uint8Array or base64 string)`);
}

/**
 * Writes a number or boolean, without a tag.
 * @param {Writer} w
 * @param {Field} f
 * @param {any} v
 * @param {string} at
 */
function writeScalar(w, f, v, at) {
  switch (f.type) {
    case 'enum': {
      const en = /** @type {Enum} */ (f.enum);
      const n = typeof v === 'number' ? v : Object.hasOwn(en.byName, v) ? en.byName[v] : undefined;
      if (n === undefined) throw new TypeError(`${at}: ${JSON.stringify(v)} is not one of ${namesOf(en).join(', ')}`);
      return w.int32(n);
    }
    case 'bool': return w.varint(v ? 1 : 0);
    case 'int32': return w.int32(v);
    case 'uint32': return w.varint(v >>> 0);
    case 'sint32': {
      const n = v | 0;
      return w.varint(((n << 1) ^ (n >> 31)) >>> 0);
    }
    case 'int64': case 'uint64': return w.varint(long(v, at));
    case 'sint64': {
      const n = BigInt.asIntN(64, long(v, at));
      return w.varint((n << 1n) ^ (n >> 63n));
    }
    case 'fixed64': case 'sfixed64': return w.fixed64(long(v, at));
    case 'double': return w.double(Number(v));
    case 'fixed32': return w.fixed32(v >>> 0);
    case 'sfixed32': return w.fixed32(v | 0);
    case 'float': return w.float(Number(v));
  }
  throw new TypeError(`${at}: cannot encode type ${f.type}`);
}

/**
 * An enum's names, in the order of their numbers.
 * @param {Enum} en
 */
function namesOf(en) {
  return Object.keys(en.byName).sort((a, b) => en.byName[a] - en.byName[b]);
}

/**
 * A 64-bit integer from a number, a decimal string, a bigint or a Long.
 * @param {any} v
 * @param {string} at
 * @returns {bigint}
 */
function long(v, at) {
  if (typeof v === 'bigint') return BigInt.asUintN(64, v);
  if (typeof v === 'object' && v !== null && 'low' in v && 'high' in v) {
    return (BigInt(v.high >>> 0) << 32n) | BigInt(v.low >>> 0);
  }
  try {
    return BigInt.asUintN(64, BigInt(typeof v === 'number' ? Math.trunc(v) : String(v)));
  } catch {
    throw new TypeError(`${at}: ${JSON.stringify(v)} is not an integer`);
  }
}

/**
 * Reads one value of a field, which ends by end.
 * @param {Reader} r
 * @param {Field} f
 * @param {number} end
 * @returns {any}
 */
function readValue(r, f, end) {
  switch (f.type) {
    case 'message': return /** @type {Message} */ (f.message).read(r, r.end(end));
    case 'string': {
      const stop = r.end(end), at = r.pos;
      r.pos = stop;
      return r.buf.toString('utf8', at, stop);
    }
    case 'bytes': {
      const stop = r.end(end), at = r.pos;
      r.pos = stop;
      return r.buf.subarray(at, stop);
    }
    case 'enum': {
      const n = r.uint32(end) | 0;
      return /** @type {Enum} */ (f.enum).byNumber.get(n) ?? n;
    }
    case 'bool': return r.varint(end) !== 0n;
    case 'int32': return r.uint32(end) | 0;
    case 'uint32': return r.uint32(end);
    case 'sint32': {
      const n = r.uint32(end);
      return (n >>> 1) ^ -(n & 1);
    }
    case 'int64': return String(BigInt.asIntN(64, r.varint(end)));
    case 'uint64': return String(r.varint(end));
    case 'sint64': {
      const n = r.varint(end);
      return String((n >> 1n) ^ -(n & 1n));
    }
    case 'fixed64': return String(r.buf.readBigUInt64LE(r.take(8, end)));
    case 'sfixed64': return String(r.buf.readBigInt64LE(r.take(8, end)));
    case 'double': return r.buf.readDoubleLE(r.take(8, end));
    case 'fixed32': return r.buf.readUInt32LE(r.take(4, end));
    case 'sfixed32': return r.buf.readInt32LE(r.take(4, end));
    case 'float': return r.buf.readFloatLE(r.take(4, end));
  }
  throw new Error(`cannot decode type ${f.type}`);
}

/** Bytes being written: small pieces are gathered, large ones kept as they are. */
class Writer {
  constructor() {
    /** @type {Buffer[]} */
    this.parts = [];
    /** @type {number[]} */
    this.pending = [];
    this.length = 0;
  }

  flush() {
    if (this.pending.length === 0) return;
    this.parts.push(Buffer.from(this.pending));
    this.length += this.pending.length;
    this.pending = [];
  }

  /** @param {number} id @param {number} wire */
  tag(id, wire) {
    this.varint(((id << 3) | wire) >>> 0);
  }

  /**
   * @param {number | bigint} n a number from 0 to 2^53, or any bigint
   * (taken as its low 64 bits, unsigned)
   */
  varint(n) {
    if (typeof n === 'number') {
      while (n > 0x7f) {
        this.pending.push((n & 0x7f) | 0x80);
        n = Math.floor(n / 128);
      }
      this.pending.push(n);
      return;
    }
    n = BigInt.asUintN(64, n);
    while (n > 0x7fn) {
      this.pending.push(Number(n & 0x7fn) | 0x80);
      n >>= 7n;
    }
    this.pending.push(Number(n));
  }

  /** An int32: a negative one takes ten bytes, as a 64-bit two's complement. @param {number} n */
  int32(n) {
    n |= 0;
    this.varint(n >= 0 ? n : BigInt(n));
  }

  /** @param {Buffer} b */
  bytes(b) {
    this.varint(b.length);
    this.raw(b);
  }

  /** @param {Buffer} b */
  raw(b) {
    if (b.length < 64) {
      for (const byte of b) this.pending.push(byte);
      return;
    }
    this.flush();
    this.parts.push(b);
    this.length += b.length;
  }

  /** A message written apart, with its length first. @param {Writer} sub */
  nested(sub) {
    sub.flush();
    this.varint(sub.length);
    this.flush();
    this.parts.push(...sub.parts);
    this.length += sub.length;
  }

  /** @param {bigint} n */
  fixed64(n) {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt.asUintN(64, n));
    this.raw(b);
  }

  /** @param {number} n */
  fixed32(n) {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(n >>> 0);
    this.raw(b);
  }

  /** @param {number} n */
  double(n) {
    const b = Buffer.alloc(8);
    b.writeDoubleLE(n);
    this.raw(b);
  }

  /** @param {number} n */
  float(n) {
    const b = Buffer.alloc(4);
    b.writeFloatLE(n);
    this.raw(b);
  }

  /** @returns {Buffer} */
  finish() {
    this.flush();
    return this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts, this.length);
  }
}

/**
 * Bytes being read. Each read is given the end of the message it reads
 * in, and fails rather than read past it.
 */
class Reader {
  /** @param {Buffer} buf */
  constructor(buf) {
    this.buf = buf;
    this.pos = 0;
  }

  /** @param {number} n @param {number} end @returns {number} where the n bytes start */
  take(n, end) {
    const at = this.pos;
    if (at + n > end) throw new RangeError('message truncated');
    this.pos += n;
    return at;
  }

  /** A varint's low 32 bits, unsigned. @param {number} end */
  uint32(end) {
    const buf = this.buf;
    let pos = this.pos;
    let value = 0;
    for (let shift = 0; shift < 70; shift += 7) {
      if (pos >= end) throw new RangeError('message truncated');
      const b = buf[pos++];
      if (shift < 32) value |= (b & 0x7f) << shift;
      if (b < 0x80) {
        this.pos = pos;
        return value >>> 0;
      }
    }
    throw new RangeError('varint too long');
  }

  /** A whole varint, as an unsigned 64-bit bigint. @param {number} end */
  varint(end) {
    let value = 0n;
    for (let shift = 0n; shift < 70n; shift += 7n) {
      const b = this.buf[this.take(1, end)];
      value |= BigInt(b & 0x7f) << shift;
      if (b < 0x80) return BigInt.asUintN(64, value);
    }
    throw new RangeError('varint too long');
  }

  /**
   * Reads the length of the length-delimited field that starts here and
   * returns where its content ends; pos is then at its content's start.
   * @param {number} end
   */
  end(end) {
    const n = this.uint32(end);
    const at = this.pos;
    if (at + n > end) throw new RangeError('message truncated');
    return at + n;
  }

  /** @param {number} wire skips a field of this wire type @param {number} end */
  skip(wire, end) {
    switch (wire) {
      case 0: this.varint(end); return;
      case 1: this.take(8, end); return;
      case 2: this.pos = this.end(end); return;
      case 5: this.take(4, end); return;
    }
    throw new Error(`unsupported wire type ${wire}`);
  }
}

/** The messages, enums and services of a descriptor, by full name. */
export class Types {
  /** @param {JSONType} json protobufjs's JSON descriptor */
  constructor(json) {
    /** @type {Map<string, Message>} */
    this.messages = new Map();
    /** @type {Map<string, Enum>} */
    this.enums = new Map();
    /** @type {Map<string, Record<string, {requestType: string, responseType: string, requestStream?: boolean, responseStream?: boolean}>>} */
    this.services = new Map();
    this.add('', json);
  }

  /**
   * @param {string} prefix
   * @param {JSONType} json
   */
  add(prefix, json) {
    for (const [name, t] of Object.entries(json.nested ?? {})) {
      const full = prefix ? `${prefix}.${name}` : name;
      if (t.fields) this.messages.set(full, new Message(full, this, t));
      if (t.values) {
        const byNumber = new Map();
        for (const [k, v] of Object.entries(t.values)) if (!byNumber.has(v)) byNumber.set(v, k);
        this.enums.set(full, { name: full, byName: t.values, byNumber });
      }
      if (t.methods) this.services.set(full, t.methods);
      this.add(full, t);
    }
  }

  /** @param {string} name absolute (".a.B") or full ("a.B") */
  message(name) {
    const m = this.messageOrNull(name);
    if (!m) throw new Error(`plugin.json has no message ${name}`);
    return m;
  }

  /** @param {string} name */
  messageOrNull(name) {
    return this.messages.get(name.replace(/^\./, '')) ?? null;
  }

  /** @param {string} name @returns {Enum} */
  enum(name) {
    const e = this.enums.get(name.replace(/^\./, ''));
    if (!e) throw new Error(`plugin.json has no type ${name}`);
    return e;
  }

  /** @param {string} name */
  service(name) {
    const s = this.services.get(name.replace(/^\./, ''));
    if (!s) throw new Error(`plugin.json has no service ${name}`);
    return s;
  }
}

/**
 * The types of a descriptor file (plugin.json).
 * @param {string} file
 */
export function readTypes(file) {
  return new Types(JSON.parse(fs.readFileSync(file, 'utf8')));
}
