// The selection toolbar's bulk parts (issue 27): "Select all N conversations matching this filter" once the page is
// selected, the actions once every match is, and the progress bar with Cancel, then the result line.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BulkBar } from '../../../src/custom/inbox/list/BulkBar';
import { BulkProgress } from '../../../src/custom/inbox/bulk/BulkProgress';
import { BulkActionsMenu } from '../../../src/custom/inbox/bulk/BulkActionsMenu';
import type { BulkJob } from '../../../src/domain/inbox/bulk';

const job = (over: Partial<BulkJob>): BulkJob => ({ id: 1, action: { kind: 'close' }, total: 250, done: 100, updated: 100, skipped: 0, state: 'running', createdAt: 0, finishedAt: null, ...over });

describe('BulkBar', () => {
  it('offers every match once the page is selected, with the actions over the page and then over every match', () => {
    const onSelectAllMatching = vi.fn();
    const props = { selected: [1, 2, 3], total: 3, onToggleAll: vi.fn(), onClose: vi.fn(), matching: 250, onSelectAllMatching, onClearSelection: vi.fn(), actions: <button>Actions</button> };
    const { rerender } = render(<BulkBar {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Select all 250 conversations matching this filter' }));
    expect(onSelectAllMatching).toHaveBeenCalled();
    // The page's selection offers the actions too (over its rows), beside spec §4's Close.
    expect(screen.getByRole('button', { name: 'Actions' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    rerender(<BulkBar {...props} allMatching />);
    expect(screen.getByText('All 250 conversations matching this filter are selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actions' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(props.onClearSelection).toHaveBeenCalled();
  });

  it('does not offer more when the page holds every match', () => {
    render(<BulkBar selected={[1, 2]} total={2} onToggleAll={vi.fn()} onClose={vi.fn()} matching={2} onSelectAllMatching={vi.fn()} />);
    expect(screen.queryByText(/Select all 2 conversations/)).toBeNull();
  });
});

describe('BulkProgress', () => {
  it('shows the progress with Cancel while running, then the result', () => {
    const onCancel = vi.fn();
    const handlers = { onCancel, onDismiss: vi.fn(), onDownload: vi.fn() };
    const { rerender } = render(<BulkProgress job={job({})} {...handlers} />);
    expect(screen.getByText('Close: 100 of 250')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    rerender(<BulkProgress job={job({ state: 'finished', done: 250, updated: 240, skipped: 10 })} {...handlers} />);
    expect(screen.getByText('240 updated, 10 skipped: no permission')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('offers the CSV once an export finishes', () => {
    const onDownload = vi.fn();
    render(<BulkProgress job={job({ action: { kind: 'export' }, state: 'finished', done: 250, updated: 250 })} onCancel={vi.fn()} onDismiss={vi.fn()} onDownload={onDownload} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(onDownload).toHaveBeenCalled();
  });
});

describe('BulkActionsMenu', () => {
  it('runs each action, asking which tag for tag and untag (never the Blocked tag)', () => {
    const onAction = vi.fn();
    render(<BulkActionsMenu userId={7} tags={[{ id: 1, name: 'Blocked', fixed: true }, { id: 2, name: 'VIP' }]} onAction={onAction} />);
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Assign to me' }));
    expect(onAction).toHaveBeenLastCalledWith({ kind: 'assign', userId: 7 });
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Tag…' }));
    expect(screen.queryByRole('menuitem', { name: 'Blocked' })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: 'VIP' }));
    expect(onAction).toHaveBeenLastCalledWith({ kind: 'tag', tagId: 2 });
  });
});
