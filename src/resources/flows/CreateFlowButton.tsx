// "New conversation": asks for a name, creates the starter flow (useCreate: POST app/flows) and opens it in the builder.
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Button, useCreate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { flowPaths, type FlowRecord } from '../../providers/api/flows';
import { FlowNameDialog } from './FlowNameDialog';
import { FLOWS_UI } from './labels';

export function CreateFlowButton() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const [create] = useCreate<FlowRecord>();
  return (
    <>
      <Button label={FLOWS_UI.create} onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      {open && (
        <FlowNameDialog
          open
          title={FLOWS_UI.createTitle}
          action={FLOWS_UI.createAction}
          onClose={() => setOpen(false)}
          onSubmit={async (name) => {
            // returnPromise resolves with the created record (react-admin types it `void | record`).
            const created = (await create('flows', { data: { name } }, { returnPromise: true })) as FlowRecord;
            navigate(flowPaths.build(created.id));
          }}
        />
      )}
    </>
  );
}
