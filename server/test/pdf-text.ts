import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, one string per page (items joined by spaces). */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n');
}

/** How many pages a PDF has. */
export async function pdfPages(bytes: Buffer | Uint8Array): Promise<number> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages = doc.numPages;
  await doc.destroy();
  return pages;
}

/** The lines of a PDF's pages as a reader sees them: the text items on one baseline, left to right. */
export async function pdfLines(bytes: Buffer | Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const lines: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    const byBaseline = new Map<number, { x: number; str: string }[]>();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const y = Math.round(item.transform[5]);
      byBaseline.set(y, [...(byBaseline.get(y) ?? []), { x: item.transform[4], str: item.str }]);
    }
    for (const y of [...byBaseline.keys()].sort((a, b) => b - a)) {
      const items = (byBaseline.get(y) ?? []).sort((a, b) => a.x - b.x);
      lines.push(items.map((it) => it.str.trim()).join(' '));
    }
  }
  await doc.destroy();
  return lines;
}
