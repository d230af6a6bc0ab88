// /settings/configurations: the chat fields of the project (GET/PUT app/settings/chatFields). The default fields are
// fixed ('Ability to customize and map more fields will be added very soon'); admins with write access to widget
// settings add custom fields ('New field created successfully') and remove them. Others see the list read-only.
// The inbox section below holds the team's collision preference (replies from agents who are not assigned).
import { useState } from 'react';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { CHAT_FIELD_MSG, DEFAULT_CHAT_FIELDS, type ChatField, type ChatFieldsDocument } from '../../../domain/settings/chatFields';
import { SettingsPage, SettingsSection } from '../common/SettingsPage';
import { useSettingsDocument } from '../common/useSettingsDocument';
import { useCanWriteWidgetSettings } from '../upgrade/usePlan';
import { SectionLoader } from '../widget/SectionLoader';
import { CONFIG_UI as UI } from './labels';
import { defaultValueLabel, withField, withoutField } from './model';
import { NewChatFieldForm } from './NewChatFieldForm';
import { CollisionSection } from './CollisionSection';
import { MessageEditsSection } from './MessageEditsSection';

function ChatFieldsTable({ doc, readOnly, onRemove }: { doc: ChatFieldsDocument; readOnly: boolean; onRemove: (f: ChatField) => void }) {
  const rows = [
    ...DEFAULT_CHAT_FIELDS.map((f) => ({ ...f, defaultValue: '', options: [], builtIn: true })),
    ...doc.fields.map((f) => ({ ...f, builtIn: false })),
  ];
  return (
    <Table size="small" aria-label={UI.chatFields}>
      <TableHead>
        <TableRow>
          <TableCell>{UI.columns.name}</TableCell>
          <TableCell>{UI.columns.key}</TableCell>
          <TableCell>{UI.columns.type}</TableCell>
          <TableCell>{UI.columns.defaultValue}</TableCell>
          <TableCell>{UI.columns.kind}</TableCell>
          {!readOnly && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((f) => (
          <TableRow key={f.key}>
            <TableCell>{f.name}</TableCell>
            <TableCell>
              <code>{f.key}</code>
            </TableCell>
            <TableCell>
              {UI.types[f.type]}
              {f.type === 'list' && f.options.length > 0 ? ` (${f.options.join(', ')})` : ''}
            </TableCell>
            <TableCell>{f.builtIn ? UI.noDefault : defaultValueLabel(f)}</TableCell>
            <TableCell>
              <Chip size="small" label={f.builtIn ? UI.defaultKind : UI.customKind} variant={f.builtIn ? 'outlined' : 'filled'} />
            </TableCell>
            {!readOnly && (
              <TableCell padding="checkbox">
                {!f.builtIn && (
                  <IconButton size="small" aria-label={UI.remove(f.name)} onClick={() => onRemove(f)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                )}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function ConfigurationsPage() {
  const readOnly = !useCanWriteWidgetSettings();
  const doc = useSettingsDocument<ChatFieldsDocument>('chatFields');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState(false);
  // Build on the cached document (not the render's): a save just made by this page is never lost.
  const current = (): ChatFieldsDocument => doc.latest() ?? doc.data ?? { fields: [] };

  const remove = async (f: ChatField) => {
    if (removing) return;
    setRemoving(true);
    try {
      await doc.save(withoutField(current(), f.key));
    } catch {
      // httpClient toasted the reason; the field stays listed
    } finally {
      setRemoving(false);
    }
  };

  return (
    <SettingsPage area={UI.area} heading={UI.heading}>
      {readOnly && <Alert severity="info">{UI.readOnly}</Alert>}
      <SettingsSection
        title={UI.chatFields}
        action={
          !readOnly && (
            <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setAdding(true)} disabled={!doc.data}>
              {UI.newField}
            </Button>
          )
        }
      >
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {UI.hint}
        </Typography>
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {CHAT_FIELD_MSG.mappingSoon}
        </Alert>
        <SectionLoader data={doc.data} isError={doc.isError} label={UI.chatFields}>
          {(saved) => <ChatFieldsTable doc={saved} readOnly={readOnly} onRemove={(f) => void remove(f)} />}
        </SectionLoader>
      </SettingsSection>
      <CollisionSection readOnly={readOnly} />
      <MessageEditsSection readOnly={readOnly} />
      <Dialog open={adding} onClose={() => setAdding(false)} aria-labelledby="new-chat-field-title" fullWidth maxWidth="sm">
        <DialogTitle id="new-chat-field-title">{UI.newFieldTitle}</DialogTitle>
        <DialogContent>
          {adding && (
            <NewChatFieldForm
              existing={doc.data?.fields ?? []}
              onCancel={() => setAdding(false)}
              onCreate={async (field) => {
                await doc.save(withField(current(), field));
                setAdding(false);
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </SettingsPage>
  );
}
