import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Each page's text items of a PDF, in order: the one place the tests open a PDF's text. */
async function pageItems(bytes: Buffer | Uint8Array): Promise<{ str: string; x: number; y: number }[][]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: { str: string; x: number; y: number }[][] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(
      content.items.map((item) =>
        'str' in item ? { str: item.str, x: item.transform[4], y: item.transform[5] } : { str: '', x: 0, y: 0 },
      ),
    );
  }
  await doc.destroy();
  return pages;
}

/** The text of every page of a PDF, one string per page (items joined by spaces). */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  return (await pageItems(bytes)).map((items) => items.map((item) => item.str).join(' ')).join('\n');
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
  const lines: string[] = [];
  for (const items of await pageItems(bytes)) {
    const byBaseline = new Map<number, { x: number; str: string }[]>();
    for (const item of items) {
      if (item.str.trim() === '') continue;
      const y = Math.round(item.y);
      byBaseline.set(y, [...(byBaseline.get(y) ?? []), item]);
    }
    for (const y of [...byBaseline.keys()].sort((a, b) => b - a)) {
      const onLine = (byBaseline.get(y) ?? []).sort((a, b) => a.x - b.x);
      lines.push(onLine.map((it) => it.str.trim()).join(' '));
    }
  }
  return lines;
}
