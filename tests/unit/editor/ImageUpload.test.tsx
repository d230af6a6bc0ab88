// The one image upload (bot image, profile photo): a picked file goes through the page's rule before it is read,
// a file that passes is handed over as a data: URL, and both pages keep their rule and their words.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { ImageUpload } from '../../../src/ui/upload/ImageUpload';
import { ProfilePhoto } from '../../../src/custom/settings/profile/ProfilePhoto';
import { SETTINGS_UI } from '../../../src/custom/settings/labels';
import { PROFILE_IMAGE_TYPES } from '../../../src/custom/settings/profile/model';

const png = (bytes = 8) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });
const pick = (label: string, file: File) => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

function Harness({ check }: { check(file: File): string | null }) {
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <ImageUpload
      title="Picture"
      preview={<img alt="preview" src={picked ?? undefined} />}
      accept={['image/png', 'image/jpeg']}
      chooseLabel="Choose picture"
      check={check}
      unreadable="Cannot read it"
      onPicked={(_, url) => setPicked(url)}
      onError={setError}
      actions={<button>Extra</button>}
      helper={<p>{error ?? 'A hint'}</p>}
    >
      <input aria-label="Address" />
    </ImageUpload>
  );
}

describe('image upload', { timeout: 30_000 }, () => {
  it("reads a file the page's rule passes and hands it over as a data: URL", async () => {
    const check = vi.fn(() => null);
    render(<Harness check={check} />);
    const group = screen.getByRole('group', { name: 'Picture' });
    expect(within(group).getByLabelText('Address')).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Extra' })).toBeInTheDocument();
    expect(screen.getByLabelText('Choose picture')).toHaveAttribute('accept', 'image/png,image/jpeg');

    pick('Choose picture', png());
    await waitFor(() => expect(screen.getByAltText('preview').getAttribute('src')).toMatch(/^data:image\/png;base64,/));
    expect(check).toHaveBeenCalledTimes(1);
    expect(screen.getByText('A hint')).toBeInTheDocument();
  });

  it('shows the rule\'s message and reads nothing when the file fails it', async () => {
    render(<Harness check={() => 'Too large'} />);
    pick('Choose picture', png());
    expect(await screen.findByText('Too large')).toBeInTheDocument();
    expect(screen.getByAltText('preview')).not.toHaveAttribute('src');
  });

  it('hides the choose button when disabled', () => {
    render(<ImageUpload title="T" preview={null} accept={[]} chooseLabel="Choose" check={() => null} unreadable="" onPicked={() => {}} onError={() => {}} disabled />);
    expect(screen.queryByRole('button', { name: 'Choose' })).not.toBeInTheDocument();
  });

  it('keeps the profile photo rule: a wrong type is refused with its words, a png previewed with Upload offered', async () => {
    render(<ProfilePhoto img={null} name="Ann" onUploaded={() => {}} />);
    const UI = SETTINGS_UI.profile;
    expect(screen.getByLabelText(UI.choosePhoto)).toHaveAttribute('accept', PROFILE_IMAGE_TYPES.join(','));
    pick(UI.choosePhoto, new File(['x'], 'me.gif', { type: 'text/plain' }));
    expect(await screen.findByText(UI.photoType)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: UI.uploadPhoto })).not.toBeInTheDocument();

    pick(UI.choosePhoto, png());
    expect(await screen.findByRole('button', { name: UI.uploadPhoto })).toBeInTheDocument();
    expect(screen.getByText(UI.photoHint)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: UI.photoPreview })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/));
  });
});
