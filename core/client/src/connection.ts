// Whether the visitor asked to save data (Save-Data) or is on a slow-2g/2g
// connection: then nothing is downloaded ahead of a deliberate action, no
// route ahead of a click and no code ahead of a press.
export function savesData(): boolean {
  const c = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
  return !!c && (!!c.saveData || (c.effectiveType ?? '').includes('2g'));
}
