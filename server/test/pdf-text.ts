import { foreignFormat } from '@hrms/contracts/formats';
import { extractText, getDocumentProxy } from 'unpdf';

/**
 * A PDF's text, its pages run together, as a reader would search it. Every PDF the product writes is for
 * people, so reading one also checks its formats (docs/decisions/accessibility-and-ui.md, "Indian formats"): no ISO date, no "₹4.6M", no "1 days".
 */
export const pdfText = async (pdf: Buffer | Uint8Array) => {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  const foreign = foreignFormat(text.replace(/\s+/g, ' '));
  if (foreign) throw new Error(`The PDF shows ${foreign}`);
  return text;
};
