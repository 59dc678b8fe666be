import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useEffect, useState } from 'react';
import { expect } from 'storybook/test';

function Echo() {
  const [text, setText] = useState('loading');
  useEffect(() => {
    void fetch('/smoke').then(async (r) => setText(((await r.json()) as { hello: string }).hello));
  }, []);
  return <p role="status">{text}</p>;
}

const meta: Meta<typeof Echo> = { title: 'Toolchain/Smoke', component: Echo };
export default meta;

export const Default: StoryObj<typeof Echo> = {
  beforeEach({ msw }) {
    msw.use(http.get('/smoke', () => HttpResponse.json({ hello: 'world' })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('world')).toBeInTheDocument();
  },
};
