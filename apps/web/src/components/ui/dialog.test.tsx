import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DialogShell } from './dialog';

/** A dialog opened by a plain button, as the wallet's and the login dialog are (no Dialog.Trigger). */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      <DialogShell open={open} onOpenChange={setOpen} title="입출금">
        <input aria-label="금액" />
      </DialogShell>
    </>
  );
}

describe('DialogShell', () => {
  it('gives the focus back to the button that opened it, on Escape and on its close button', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: '열기' });

    await user.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '금액' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(document.activeElement).toBe(opener);
  });
});
