import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';

/** A downloaded PDF's text on one line, as a reader would search it. */
export const pdfText = async (path: string) =>
  (
    await extractText(await getDocumentProxy(new Uint8Array(await readFile(path))), { mergePages: true })
  ).text.replace(/\s+/g, ' ');
