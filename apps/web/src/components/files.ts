import { useEffect, useState } from 'react';
import { API_BASE } from '../api/client.ts';
import { saveBlob } from '../api/files.ts';
import { getToken } from '../api/storage.ts';

/**
 * Stored files (`/obe/file/<id>`, served under /api) need the access token, which an <img> or a
 * plain link cannot send. These helpers fetch them with the token and hand the browser a blob.
 */
export function apiFileUrl(url: string): string {
  if (/^(https?:|data:|blob:)/i.test(url)) return url;
  if (url.startsWith(`${API_BASE}/`)) return url;
  return `${API_BASE}${url.startsWith('/') ? '' : '/'}${url}`;
}

const needsToken = (url: string) => !/^(https?:|data:|blob:)/i.test(url);

async function fetchBlob(url: string, inline: boolean): Promise<Blob> {
  const token = getToken();
  const full = apiFileUrl(url);
  const res = await fetch(inline ? `${full}${full.includes('?') ? '&' : '?'}flag=1` : full, {
    headers: token ? { 'X-Access-Token': token } : {},
  });
  if (!res.ok) throw new Error(String(res.status));
  return res.blob();
}

/** An object URL for an image that may need the token; null while loading or on failure. */
export function useImageUrl(url: string | null | undefined): string | null {
  const [src, setSrc] = useState<string | null>(url && !needsToken(url) ? url : null);
  useEffect(() => {
    if (!url) {
      setSrc(null);
      return;
    }
    if (!needsToken(url)) {
      setSrc(url);
      return;
    }
    let revoked = false;
    let objectUrl: string | null = null;
    fetchBlob(url, true)
      .then((blob) => {
        if (revoked) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => setSrc(null));
    return () => {
      revoked = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return src;
}

/** Downloads a stored file under its own name. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  saveBlob(await fetchBlob(url, false), fileName);
}
