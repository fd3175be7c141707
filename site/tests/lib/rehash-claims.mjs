// Stores the current SHA-256 of guides in their audit records, after the
// records' entries have been brought up to date with the guides' text:
//   node site/tests/lib/rehash-claims.mjs concepts/history.md [more guides…]
// A guide without a record gets one marked "audited": false.
import fs from 'node:fs';
import path from 'node:path';
import { guideHash, readGuideText, recordPathOf } from './claims.mjs';

const guides = process.argv.slice(2);
if (guides.length === 0) {
  console.error('usage: node site/tests/lib/rehash-claims.mjs <guide path under site/docs>...');
  process.exit(2);
}
for (const relPath of guides) {
  const text = readGuideText(relPath);
  if (text === null) {
    console.error(`site/docs/${relPath}: no such guide`);
    process.exit(1);
  }
  const file = recordPathOf(relPath);
  const record = fs.existsSync(file)
    ? JSON.parse(fs.readFileSync(file, 'utf8'))
    : { guide: relPath, sha256: '', audited: false, lexical: '0.28.0', notes: 'Not audited yet.', claims: [] };
  record.sha256 = guideHash(text);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`${path.relative(process.cwd(), file)}: sha256 ${record.sha256}`);
}
