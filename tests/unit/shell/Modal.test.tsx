// Spec §5: a modal closes on Escape, on a click outside, or on its close button — and not on a click inside.
import { fireEvent, render, screen } from '@testing-library/react';
import { Modal } from '../../../src/ui/layout/Modal';

function renderModal() {
  const onClose = vi.fn();
  render(
    <Modal open onClose={onClose} title="Block visitor">
      <p>Block this visitor?</p>
    </Modal>,
  );
  return onClose;
}

describe('Modal', () => {
  it('closes on Escape', () => {
    const onClose = renderModal();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click outside', () => {
    const onClose = renderModal();
    // MUI decides a backdrop click from a press and a release on the area around the dialog.
    const outside = document.querySelector('.MuiDialog-container');
    expect(outside).not.toBeNull();
    fireEvent.mouseDown(outside as Element);
    fireEvent.click(outside as Element);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on its close button', () => {
    const onClose = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open on a click inside', () => {
    const onClose = renderModal();
    const inside = screen.getByText('Block this visitor?');
    fireEvent.mouseDown(inside);
    fireEvent.click(inside);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Block visitor' })).toBeInTheDocument();
  });
});
