// A file the server answers for the signed-in user (CSV exports), saved by the browser under the server's file name.
import { getConfig } from '../config';
import { toast } from '../notifications';
import { getToken } from '../session';

export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const res = await fetch(`${getConfig().apiBase}/${path}`, { headers: { Authorization: `Bearer ${getToken() ?? ''}` } });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { errMessage?: { errorMsg?: string } } | null;
    toast.error(body?.errMessage?.errorMsg ?? 'Something went wrong. Please try again.');
    return;
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
