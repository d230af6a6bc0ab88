// Issue 24: one schema form for the sign-in pages and the settings sections (SettingsForm is SchemaForm laid out as a
// section): the schema's cast values are submitted, the server's `fields` errors show under their inputs, a
// read-only section has no save button, and the two layouts differ only in where the button sits.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, TextInput, memoryStore } from 'react-admin';
import { object, string } from 'yup';
import { SchemaForm } from '../../../src/ui/forms/SchemaForm';
import { SettingsForm } from '../../../src/custom/settings/common/SettingsForm';

const schema = object({ name: string().trim().required('Name is required') });

function mount(ui: React.ReactElement) {
  return render(
    <MemoryRouter>
      <AdminContext store={memoryStore()}>{ui}</AdminContext>
    </MemoryRouter>,
  );
}

describe('SchemaForm', () => {
  it('submits the cast values and shows the server fields errors inline', async () => {
    const onSubmit = vi.fn(async () => {
      throw { status: 400, body: { message: 'Invalid', fields: { name: 'That name is taken' } } };
    });
    mount(
      <SchemaForm schema={schema} submitLabel="Sign in" onSubmit={onSubmit}>
        <TextInput source="name" />
      </SchemaForm>,
    );
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '  Ada  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada' }));
    expect(await screen.findByText('That name is taken')).toBeInTheDocument();
  });

  it('lays a page form out with a full-width button and a section with its button at the start', () => {
    mount(
      <>
        <SchemaForm schema={schema} submitLabel="Sign in" onSubmit={vi.fn()}>
          <TextInput source="name" />
        </SchemaForm>
        <SchemaForm schema={schema} submitLabel="Save section" layout="section" onSubmit={vi.fn()}>
          <TextInput source="name" />
        </SchemaForm>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveClass('MuiButton-fullWidth');
    expect(screen.getByRole('button', { name: 'Save section' })).not.toHaveClass('MuiButton-fullWidth');
  });
});

describe('SettingsForm', () => {
  it('is the schema form as a section, saving with "Save"', async () => {
    const onSubmit = vi.fn(async () => undefined);
    mount(
      <SettingsForm schema={schema} defaultValues={{ name: 'Acme ' }} onSubmit={onSubmit}>
        <TextInput source="name" />
      </SettingsForm>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).not.toHaveClass('MuiButton-fullWidth');
    fireEvent.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Acme' }));
  });

  it('shows a read-only section without a save button', () => {
    mount(
      <SettingsForm schema={schema} defaultValues={{ name: 'Acme' }} onSubmit={vi.fn()} readOnly>
        <TextInput source="name" />
      </SettingsForm>,
    );
    expect(screen.getByRole('textbox')).toHaveValue('Acme');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('the read-only schema form has no submit button either', () => {
    mount(
      <SchemaForm schema={schema} submitLabel="Sign in" readOnly onSubmit={vi.fn()}>
        <TextInput source="name" />
      </SchemaForm>,
    );
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });
});
