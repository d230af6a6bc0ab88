// Collision control's components (issue #25): the composer banner (warn: "Reply anyway" and "Assign to me"; block: the
// server's words, "Assign to me" only for those who may take over), the thread header's viewers and typing notice fed
// by the conversation's presence channel, and a list row's viewers read from the project summary.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore } from 'react-admin';
import type { ReactNode } from 'react';
import { COLLISION_MSG } from '../../../src/domain/collision/policy';
import { CLIENT_COLLISION_TYPING } from '../../../src/domain/collision/viewers';
import type { RealtimeClient } from '../../../src/providers/realtime';
import { SessionContext } from '../../../src/ui/session/SessionContext';
import { SharedRealtimeContext } from '../../../src/custom/realtime/context';
import { CollisionBanner, type CollisionBannerProps } from '../../../src/custom/inbox/collision/CollisionBanner';
import { ThreadViewers } from '../../../src/custom/inbox/collision/ThreadPresence';
import { RowViewers } from '../../../src/custom/inbox/collision/RowViewers';
import { COLLISION_KEY } from '../../../src/custom/inbox/collision/useCollisionState';
import { agentSession } from '../support/agentSession';
import { fakeRealtimeClient } from '../support/fakeRealtime';

vi.setConfig({ testTimeout: 20_000 });

function wrap(children: ReactNode, client: RealtimeClient | undefined = undefined, queryClient = new QueryClient()) {
  return (
    <AdminContext store={memoryStore()} queryClient={queryClient}>
      <SessionContext.Provider value={agentSession()}>
        <SharedRealtimeContext.Provider value={client}>{children}</SharedRealtimeContext.Provider>
      </SessionContext.Provider>
    </AdminContext>
  );
}

const guard = (over: Partial<CollisionBannerProps['guard']> = {}): CollisionBannerProps['guard'] => ({
  decision: 'warn',
  assigneeName: 'Bea Busy',
  canAssignToMe: true,
  acknowledged: false,
  assignToMe: vi.fn(async () => undefined),
  ...over,
});

describe('CollisionBanner', () => {
  it('warns who is assigned, with Reply anyway and Assign to me', async () => {
    const onReplyAnyway = vi.fn();
    const g = guard();
    render(wrap(<CollisionBanner guard={g} onReplyAnyway={onReplyAnyway} />));
    expect(screen.getByTestId('collision-banner').textContent).toContain(COLLISION_MSG.assignedTo('Bea Busy'));
    fireEvent.click(screen.getByRole('button', { name: COLLISION_MSG.replyAnyway }));
    expect(onReplyAnyway).toHaveBeenCalledOnce();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: COLLISION_MSG.assignToMe })));
    expect(g.assignToMe).toHaveBeenCalledOnce();
  });

  it('under block shows the refusal; Assign to me only for those who may take over, never Reply anyway', () => {
    const { rerender } = render(wrap(<CollisionBanner guard={guard({ decision: 'block', canAssignToMe: false })} onReplyAnyway={vi.fn()} />));
    expect(screen.getByTestId('collision-banner').textContent).toContain(COLLISION_MSG.blocked('Bea Busy'));
    expect(screen.queryByRole('button')).toBeNull();
    rerender(wrap(<CollisionBanner guard={guard({ decision: 'block', canAssignToMe: true })} onReplyAnyway={vi.fn()} />));
    expect(screen.getByRole('button', { name: COLLISION_MSG.assignToMe })).toBeTruthy();
    expect(screen.queryByRole('button', { name: COLLISION_MSG.replyAnyway })).toBeNull();
  });

  it('shows nothing when the agent may simply reply, or acknowledged the warning', () => {
    const { container, rerender } = render(wrap(<CollisionBanner guard={guard({ decision: 'reply' })} onReplyAnyway={vi.fn()} />));
    expect(container.querySelector('[data-testid="collision-banner"]')).toBeNull();
    rerender(wrap(<CollisionBanner guard={guard({ acknowledged: true })} onReplyAnyway={vi.fn()} />));
    expect(container.querySelector('[data-testid="collision-banner"]')).toBeNull();
  });
});

describe('ThreadViewers', () => {
  it('subscribes to the conversation presence channel and shows the other viewers and who types', async () => {
    const { client, channels } = fakeRealtimeClient();
    render(wrap(<ThreadViewers conversationId={42} />, client));
    const handlers = channels.get('presence-project-1-conversation-42');
    expect(handlers?.onMembers).toBeTypeOf('function');
    // The agent (id 7) is a member too: never shown to themselves.
    act(() => handlers!.onMembers!([{ id: '7', info: { name: 'Ada Agent', img: null } }, { id: '9', info: { name: 'Bea Busy', img: null } }]));
    expect(screen.getByRole('group', { name: 'Also viewing: Bea Busy' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Bea Busy' }).textContent).toBe('BB');
    act(() => handlers!.onEvent(CLIENT_COLLISION_TYPING, { userId: 9, name: 'Bea Busy' }));
    expect(screen.getByTestId('collision-typing').textContent).toBe('Bea Busy is typing…');
    // Bea leaves: her avatar and notice go.
    act(() => handlers!.onMembers!([{ id: '7', info: { name: 'Ada Agent', img: null } }]));
    expect(screen.queryByTestId('collision-viewers')).toBeNull();
    expect(screen.queryByTestId('collision-typing')).toBeNull();
  });
});

describe('RowViewers', () => {
  it('shows the viewers of its conversation from the project summary, without the agent', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(COLLISION_KEY, {
      replyPolicy: 'allow',
      viewers: { '5': [{ id: 7, name: 'Ada Agent', img: null }, { id: 9, name: 'Bea Busy', img: null }], '6': [{ id: 7, name: 'Ada Agent', img: null }] },
    });
    render(wrap(<><div data-testid="r5"><RowViewers conversationId={5} /></div><div data-testid="r6"><RowViewers conversationId={6} /></div></>, undefined, queryClient));
    expect(screen.getByTestId('r5').querySelector('[aria-label="Also viewing: Bea Busy"]')).not.toBeNull();
    expect(screen.getByTestId('r6').textContent).toBe('');
  });
});
