// The allowed domains editor says how an entry matches (the domain and its subdomains only) and refuses a public
// suffix with the shared schema's reason before anything is saved.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ALLOWED_DOMAINS_MSG } from '../../../src/domain/install/allowedDomains';
import { AllowedDomains, MATCHING_HELP } from '../../../src/custom/settings/widget/AllowedDomains';
import { callsTo, cleanupSettings, fill, renderSettings, stubApi } from './harness';

afterEach(cleanupSettings);

describe('AllowedDomains', () => {
  it('explains subdomain matching and refuses *.com with the reason, saving nothing', async () => {
    const calls = stubApi({});
    renderSettings(<AllowedDomains saved={['acme.com']} />);
    expect(await screen.findByText(MATCHING_HELP)).toBeInTheDocument();
    expect(MATCHING_HELP).toMatch(/example\.com also covers www\.example\.com and shop\.example\.com, but not example\.org or myexample\.com/);

    fill('Add a domain', '*.com');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(ALLOWED_DOMAINS_MSG.publicSuffix('com'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'com' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    fill('Add a domain', 'https://shop.acme.co.uk/');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('shop.acme.co.uk')).toBeInTheDocument();
    expect(screen.queryByText(ALLOWED_DOMAINS_MSG.publicSuffix('com'))).toBeNull();
    expect(callsTo(calls, 'PUT', '/app/widget/install/domains')).toEqual([]);
  });
});
