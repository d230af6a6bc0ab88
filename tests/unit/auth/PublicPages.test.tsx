import { render, screen } from '@testing-library/react';
import { MSG } from '../../../src/domain/messages';
import { IframePage, TeamsSuccessPage } from '../../../src/custom/public';
import { renderPage } from './harness';

describe('IframePage', () => {
  it('shows the URL-encoded address full-screen in a frame', () => {
    const target = 'https://example.com/docs?a=1&b=2';
    const { container } = renderPage(<IframePage />, `/iframe?url=${encodeURIComponent(target)}`);
    const frame = container.querySelector('iframe');
    expect(frame).toHaveAttribute('src', target);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each(['javascript:alert(1)', '/inbox', ''])('refuses %j', (value) => {
    const { container } = renderPage(<IframePage />, `/iframe?url=${encodeURIComponent(value)}`);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.urlInvalid);
  });
});

describe('TeamsSuccessPage', () => {
  afterEach(() => sessionStorage.clear());

  it('congratulates with the sales picture by default', () => {
    const { container } = render(<TeamsSuccessPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(MSG.teamsSuccessTitle);
    expect(screen.getByText(MSG.teamsSuccessBody)).toBeInTheDocument();
    expect(container.querySelector('svg[data-variant]')).toHaveAttribute('data-variant', 'sales');
  });

  it('uses the marketing picture when the stored variant is mos', () => {
    sessionStorage.setItem('os', 'mos');
    const { container } = render(<TeamsSuccessPage />);
    expect(container.querySelector('svg[data-variant]')).toHaveAttribute('data-variant', 'marketing');
  });
});
