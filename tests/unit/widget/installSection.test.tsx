// The install section shows the snippet with the saved appearance as data-* attributes, says why in one sentence,
// and Copy puts exactly the snippet shown on the clipboard (issue 26).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InstallSection } from '../../../src/custom/settings/widget/InstallSection';
import { LOOK_ATTRIBUTES_NOTE } from '../../../src/domain/install/snippet';
import { WIDGET_APPEARANCE_DEFAULTS } from '../../../src/domain/widgetAppearance';
import { cleanupSettings, renderSettings, stubApi } from '../settings-ui/harness';

afterEach(cleanupSettings);

const INSTALL = { widgetKey: 'key-1', scriptUrl: 'https://chat.parley.test/widget.js', allowedDomains: [], lastSeen: null };

describe('InstallSection', () => {
  it('shows the saved look in the snippet, with the reason, and copies exactly that', async () => {
    stubApi({
      'GET /app/widget/install': { json: INSTALL },
      'GET /app/settings/widgetAppearance': { json: { ...WIDGET_APPEARANCE_DEFAULTS, colour: '#0f766e', position: 'left', launcherLabel: 'Ask "us"', offsetY: 64 } },
    });
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderSettings(<InstallSection />);
    const code = await screen.findByLabelText('Widget snippet');
    await waitFor(() => expect(code.textContent).toContain('data-colour="#0f766e"'));
    const shown = code.textContent!;
    expect(shown).toBe(
      '<script src="https://chat.parley.test/widget.js" data-project="key-1"\n' +
        '  data-colour="#0f766e" data-text-colour="#ffffff" data-position="left" data-theme="light"\n' +
        '  data-launcher-icon="chat" data-launcher-label="Ask &quot;us&quot;" data-offset-x="20" data-offset-y="64" async></script>',
    );
    expect(screen.getByText(LOOK_ATTRIBUTES_NOTE)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(shown));
  });
});
