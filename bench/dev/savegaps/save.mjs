// One save of a doc, as editors save (bench/dev/savegaps):
//   write   the file written in place (VS Code, most tools)
//   rename  a new file written beside it and renamed over it (JetBrains' safe write)
//   vim     the file renamed to a backup, written anew, fsynced, its mode set, the backup removed
import fs from 'node:fs';

const [style, file] = process.argv.slice(2);
const text = `# A doc ${Date.now()}\n\n${'Some text of a doc. '.repeat(400)}\n`;
if (style === 'write') {
  fs.writeFileSync(file, text);
} else if (style === 'rename') {
  fs.writeFileSync(`${file}.tmp`, text);
  fs.renameSync(`${file}.tmp`, file);
} else if (style === 'vim') {
  fs.renameSync(file, `${file}~`);
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, text);
  fs.fsyncSync(fd);
  fs.closeSync(fd);
  fs.chmodSync(file, 0o644);
  fs.unlinkSync(`${file}~`);
} else {
  throw new Error(`unknown save style ${style}`);
}
