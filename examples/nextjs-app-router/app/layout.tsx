import type { ReactNode } from 'react';
import 'inbox-kit/styles.css';

export const metadata = { title: 'inbox-kit in Next.js', icons: { icon: 'data:,' } };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
