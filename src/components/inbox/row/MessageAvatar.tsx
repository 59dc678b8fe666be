'use client';

// The avatar of a row: an image from a safe URL, else a neutral placeholder. Decorative: the row's
// text names the message, so the image has an empty `alt`.
import { useState } from 'react';
import { safeUrl } from '../../../ui/safeUrl';

export interface MessageAvatarProps {
  url: string | null | undefined;
}

export function MessageAvatar({ url }: MessageAvatarProps) {
  const src = safeUrl(url);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && failedSrc !== src) {
    return (
      <img
        data-slot="inbox-avatar"
        className="ik-inbox-avatar"
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <span data-slot="inbox-avatar" data-fallback="" className="ik-inbox-avatar ik-inbox-avatar--fallback" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="16" height="16" fill="currentColor" focusable="false">
        <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
      </svg>
    </span>
  );
}
