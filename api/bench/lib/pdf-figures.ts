/** p50/p95 of drawing one document with the API's pdfmake, after a warm-up (fonts, JIT). */
import { renderPdf } from '../../src/plugins/pdf.ts';
import { summary, timed } from './figures.ts';

type DocumentDefinition = Parameters<typeof renderPdf>[0];

export async function pdfRenderFigures(label: string, doc: () => DocumentDefinition, count: number): Promise<string> {
  for (let i = 0; i < 3; i++) await renderPdf(doc());
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    const [ms, pdf] = await timed(() => renderPdf(doc()));
    samples.push(ms);
    bytes = pdf.length;
  }
  return summary(`${label} (${(bytes / 1024).toFixed(1)} KB each)`, samples);
}
