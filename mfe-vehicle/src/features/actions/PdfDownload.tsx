import { PREPARING_PDF } from '@forecourt/shared/messages/catalogue';
import { css } from '@forecourt/shared/styled-system/css';
import { button } from '@forecourt/shared/styled-system/recipes';
import { DownloadIcon } from '@forecourt/shared/ui/Icons';
import { type MouseEvent, useState } from 'react';
import { failureMessage } from './api-call';

const LINK = `${button({ variant: 'ghost', size: 'sm' })} ${css({ gap: '1.5' })}`;

/** Saves a blob under a file name through a temporary object URL. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The car as a PDF, `{slug}.pdf` (spec: 000 §4 "Print PDF shows Preparing... while downloading"; §8 "PDF
 * failure: alert with the error message"). A plain download link without JavaScript; with it, the
 * file is fetched so the link can read Preparing... until it arrives.
 * @example <PdfDownload href="/api/cars/x/pdf" fileName="x.pdf" />
 */
export function PdfDownload({ href, fileName }: { href: string; fileName: string }) {
  const [preparing, setPreparing] = useState(false);

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (preparing) return;
    setPreparing(true);
    try {
      const response = await fetch(href, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(await failureMessage(response));
      saveBlob(await response.blob(), fileName);
    } catch (error) {
      window.alert(error instanceof Error ? error.message : String(error));
    } finally {
      setPreparing(false);
    }
  }

  return (
    <a className={LINK} href={href} download={fileName} aria-busy={preparing} onClick={(event) => void download(event)}>
      <DownloadIcon />
      {preparing ? PREPARING_PDF : 'Download PDF'}
    </a>
  );
}
