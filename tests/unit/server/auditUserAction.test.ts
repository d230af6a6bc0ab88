import { describe, expect, it } from 'vitest';
import type { AuditEntry, AuditLog } from '../../../server/services/audit/auditLog';
import { recordUserAction } from '../../../server/services/audit/userAction';

function fakeAudit() {
  const rows: AuditEntry[] = [];
  return { rows, audit: { record: async (entry: AuditEntry) => void rows.push(entry) } as unknown as AuditLog };
}

const users = { findInProject: async (projectId: number, id: number) => (projectId === 7 && id === 3 ? { name: 'Ada', email: 'ada@example.com' } : undefined) };

describe('recordUserAction', () => {
  it('records the acting user as they are now, with the target, changes and ip given', async () => {
    const { rows, audit } = fakeAudit();
    await recordUserAction(audit, users, { projectId: 7, userId: 3, ip: '10.0.0.1' }, 'contact.import', { type: 'contact', id: null, label: 'Contacts' }, [{ field: 'created', to: '2' }]);
    expect(rows).toEqual([{ projectId: 7, actor: { id: 3, name: 'Ada', email: 'ada@example.com' }, action: 'contact.import', target: { type: 'contact', id: null, label: 'Contacts' }, summary: { changes: [{ field: 'created', to: '2' }] }, ip: '10.0.0.1' }]);
  });

  it('names an unknown user with empty strings and records nothing without an audit log', async () => {
    const { rows, audit } = fakeAudit();
    await recordUserAction(audit, users, { projectId: 7, userId: 99, ip: null }, 'conversation.merge_undo', { type: 'conversation', id: '5', label: 'Conversation #5' }, []);
    expect(rows[0].actor).toEqual({ id: 99, name: '', email: '' });
    await expect(recordUserAction(null, users, { projectId: 7, userId: 3, ip: null }, 'contact.import', { type: 'contact', id: null, label: 'Contacts' }, [])).resolves.toBeUndefined();
    expect(rows).toHaveLength(1);
  });
});
