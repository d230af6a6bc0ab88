// Spec §5 and §9: lazily loaded screens show an indicator only after 500 ms, time out after 10 s with 'Timed out
// while loading the page', and show 'Unable to load the page' when the chunk fails.
import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { LazyBoundary, lazyPage } from '../../../src/ui/routing/lazyPage';

type Module = { default: ComponentType };

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // the error boundary logs what it caught
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

describe('lazy pages', () => {
  it('shows the loading indicator only after 500 ms, then the time-out message at 10 s', async () => {
    const Page = lazyPage(() => new Promise<Module>(() => undefined));
    render(
      <LazyBoundary>
        <Page />
      </LazyBoundary>,
    );
    await advance(499);
    expect(screen.queryByLabelText('Loading page')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByLabelText('Loading page')).toBeInTheDocument();
    await advance(9499);
    expect(screen.queryByText('Timed out while loading the page')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('heading', { name: 'Timed out while loading the page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('shows the indicator at once with a delay of 0', async () => {
    const Page = lazyPage(() => new Promise<Module>(() => undefined));
    render(
      <LazyBoundary delay={0}>
        <Page />
      </LazyBoundary>,
    );
    expect(screen.getByLabelText('Loading page')).toBeInTheDocument();
  });

  it("shows 'Unable to load the page' when the chunk fails", async () => {
    const Page = lazyPage(() => Promise.reject<Module>(new TypeError('Failed to fetch dynamically imported module')));
    render(
      <LazyBoundary>
        <Page />
      </LazyBoundary>,
    );
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Unable to load the page' })).toBeInTheDocument();
  });

  it('renders a page that loads in time, without ever showing the indicator', async () => {
    const Page = lazyPage(
      () => new Promise<Module>((resolve) => setTimeout(() => resolve({ default: () => <p>Loaded page</p> }), 200)),
    );
    render(
      <LazyBoundary>
        <Page />
      </LazyBoundary>,
    );
    await advance(200);
    expect(screen.getByText('Loaded page')).toBeInTheDocument();
    await advance(10_000);
    expect(screen.getByText('Loaded page')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading page')).not.toBeInTheDocument();
  });
});
