import { Download } from 'lucide-react';
import { buttonClasses } from '@/components/ui/Button';
import { useObjectUrl } from '@/lib/useObjectUrl';

/**
 * A PDF fetched with the signed-in client (the API wants its token, so no plain link would do), shown in the
 * page with a link to save it: a phone's browser often shows no PDF inside a page.
 */
export function PdfFrame({ blob, title, fileName }: { blob: Blob; title: string; fileName: string }) {
  const url = useObjectUrl(blob);
  if (!url) return null;
  return (
    <div className="space-y-3">
      <iframe
        src={url}
        title={title}
        className="h-[70vh] min-h-96 w-full rounded-lg border border-slate-200 bg-slate-50"
      />
      <a href={url} download={fileName} className={buttonClasses('secondary', 'sm')}>
        <Download aria-hidden="true" className="size-4" />
        Save the PDF
      </a>
    </div>
  );
}
